// `expectPod('web').toBe('Failed')`: a Pod's state read back from the trace alone (as the
// timeline reads it), at the end of the run or `.at(t)`. A name that was reused (a
// StatefulSet's web-0) is read in its latest life before that time.
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';
import { DriverError, fieldOf, line, millis, seconds, type Time } from './driverText.ts';

type Phase = 'Pending' | 'Running' | 'Succeeded' | 'Failed';

interface PodState {
  exists: boolean;
  removed: boolean;
  phase: Phase;
  ready: boolean;
}

const LIFE: readonly string[] = [
  'PodCreated',
  'PodPhaseChanged',
  'PodReady',
  'PodNotReady',
  'PodRemoved',
];

export class PodExpectation<R> {
  private readonly key: string;

  constructor(
    private readonly trace: Trace,
    name: string,
    private readonly time: number,
    private readonly then: R,
  ) {
    this.key = resolve(trace, name);
  }

  /** Look at the Pod as it was at this time. */
  at(t: Time): PodExpectation<R> {
    return new PodExpectation(this.trace, this.key.slice('Pod/'.length), millis(t), this.then);
  }

  /** Its phase (the kubelet's last write; a removed Pod keeps the phase it had). */
  toBe(phase: Phase): R {
    return this.expect(`to be ${phase}`, (s) => s.exists && s.phase === phase);
  }

  toBeRemoved(): R {
    return this.expect('to be removed from the API', (s) => s.removed);
  }

  /** Created and not removed. */
  toExist(): R {
    return this.expect('to exist in the API', (s) => s.exists && !s.removed);
  }

  toBeReady(): R {
    return this.expect('to be Ready', (s) => s.exists && s.ready);
  }

  toBeNotReady(): R {
    return this.expect('to be not Ready', (s) => s.exists && !s.ready);
  }

  private expect(what: string, holds: (s: PodState) => boolean): R {
    const life = this.trace.events.filter((e) => e.object === this.key && e.t <= this.time);
    const s = stateOf(life);
    if (!holds(s)) {
      const is = !s.exists
        ? 'it was never created'
        : `it is ${s.phase}${s.ready ? ', Ready' : ''}${s.removed ? ', removed' : ''}`;
      const story = life.filter((e) => LIFE.includes(e.type));
      throw new DriverError(
        `expected ${this.key} ${what} at ${seconds(this.time)}, but ${is}:\n${story.map(line).join('\n')}`,
      );
    }
    return this.then;
  }
}

function stateOf(life: TraceEvent[]): PodState {
  const s: PodState = {
    exists: false,
    removed: false,
    phase: 'Pending',
    ready: false,
  };
  for (const e of life) {
    if (e.type === 'PodCreated')
      Object.assign(s, { exists: true, removed: false, phase: 'Pending', ready: false });
    else if (e.type === 'PodPhaseChanged') s.phase = fieldOf(e, 'phase') as Phase;
    else if (e.type === 'PodReady') s.ready = true;
    else if (e.type === 'PodNotReady') s.ready = false;
    else if (e.type === 'PodRemoved') s.removed = true;
  }
  return s;
}

/** `Pod/<name>` if the trace has it, else the first Pod created as `<name>-…` (as actions pick). */
function resolve(trace: Trace, name: string): string {
  const created = trace.events.filter((e) => e.type === 'PodCreated').map((e) => e.object);
  if (created.includes(`Pod/${name}`)) return `Pod/${name}`;
  const byPrefix = created.find((k) => k.startsWith(`Pod/${name}-`));
  if (byPrefix) return byPrefix;
  throw new DriverError(
    `no Pod ${name} in the trace; the Pods created: ${[...new Set(created)].join(', ') || 'none'}`,
  );
}
