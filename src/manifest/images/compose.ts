// The process a container runs, from its command and args and the image's ENTRYPOINT and
// CMD, as the runtime composes it (containerd internal/cri/opts/spec.go WithProcessArgs,
// moby's rule): `command` replaces ENTRYPOINT, and then CMD is dropped; `args` alone
// replaces CMD after the image's ENTRYPOINT. An entrypoint script that ends in
// `exec "$@"` is gone once it has run: its arguments are the process.
import type { ImageRow } from './imageTable.ts';

export interface Composed {
  argv: string[];
  /** The image's ENTRYPOINT or CMD chose the program (the container gave no command). */
  fromImage: boolean;
}

export function composeArgv(
  command: readonly string[],
  args: readonly string[],
  row: ImageRow | null,
): Composed {
  if (command.length > 0 || !row) return { argv: [...command, ...args], fromImage: false };
  const rest = args.length > 0 ? [...args] : [...(row.cmd ?? [])];
  const entry = row.entrypoint ?? [];
  if (entry.length === 0 || !row.execsArgs) return { argv: [...entry, ...rest], fromImage: true };
  const { prepend, also } = row.execsArgs;
  const first = rest[0] ?? '';
  const put = prepend && (first === '' || first.startsWith('-') || (also?.test(first) ?? false));
  return { argv: put ? [prepend, ...rest] : rest, fromImage: true };
}
