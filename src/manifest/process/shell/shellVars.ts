// A shell script's variables as podterm knows them (the Pod's env, the script's own
// assignments, a loop's variable), and which of the Pod's it read (shellExpand.ts uses them).

/** The script's variables as podterm knows them, and which of the Pod's it read. */
export class Vars {
  readonly known: Map<string, string>;
  /** The Pod's variables the script read with a known value (for the assumption). */
  readonly used = new Map<string, string>();
  /** Variables the script read without podterm knowing their value. */
  readonly missing = new Set<string>();
  private readonly fromPod: ReadonlySet<string>;
  /** Names the script set itself (an unknown one is the script's doing, not the Pod's). */
  private readonly own = new Set<string>();

  constructor(env: ReadonlyMap<string, string> = new Map()) {
    this.known = new Map(env);
    this.fromPod = new Set(env.keys());
  }

  get(name: string): string | null {
    const v = this.known.get(name);
    if (v === undefined) {
      if (!this.own.has(name)) this.missing.add(name);
      return null;
    }
    if (this.fromPod.has(name) && this.quiet === 0) this.used.set(name, v);
    return v;
  }

  private quiet = 0;
  /** Reads without counting the Pod's values as read (a word that decides nothing). */
  quietly<T>(read: () => T): T {
    this.quiet++;
    try {
      return read();
    } finally {
      this.quiet--;
    }
  }

  set(name: string, value: string | null): void {
    this.own.add(name);
    if (value === null) this.known.delete(name);
    else this.known.set(name, value);
  }
}
