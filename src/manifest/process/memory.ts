// Memory, as far as the manifest says it: the limit the kubelet gives a container's cgroup
// (resources.limits.memory, or the Pod's own with pod-level resources), and what a program
// allocates where its arguments say how much (stress --vm N --vm-bytes B). Whether the
// kernel kills it is the kubelet's side (cluster/kubelet/oomKill.ts); nothing here guesses
// what a program we cannot read allocates.
import { microsToMs, secondsToMs, seconds, type Millis } from '../../trace/units.ts';
import type { Allocation, ContainerModel } from '../model/containerModel.ts';
import type { Reader } from '../read/fields.ts';
import { quantityValue } from '../read/quantity.ts';
import { base } from './programs.ts';

/**
 * kuberuntime_container_linux.go getMemoryLimit: the container's own limit, else (with
 * PodLevelResources on, which readPodTemplate already checked by keeping spec.resources)
 * the Pod's; null for none. A limit that does not parse is checkFields' error, not a limit.
 */
export function memoryLimit(container: Reader, pod: Reader): number | null {
  const own = quantityValue(container.child('resources').child('limits').get('memory'));
  if (own !== null && own > 0) return own;
  const shared = quantityValue(pod.child('resources').child('limits').get('memory'));
  return shared !== null && shared > 0 ? shared : null;
}

/**
 * Milliseconds after start when what the process holds first passes its limit (the
 * kernel's OOM killer acts then: the charge past memory.max fails); Infinity: never.
 */
export function oomAfterMs(spec: ContainerModel): number {
  const a = spec.process.allocates;
  const limit = spec.memoryLimit;
  if (!a || limit === undefined) return Infinity;
  let held = 0;
  for (const s of [...a.steps].sort((x, y) => x.afterMs - y.afterMs)) {
    held += s.bytes;
    if (held > limit) return s.afterMs;
  }
  return Infinity;
}

/** All the memory the process allocates, in bytes. */
export const allocatedBytes = (spec: ContainerModel): number =>
  (spec.process.allocates?.steps ?? []).reduce((sum, s) => sum + s.bytes, 0);

/** stress.c main: `--backoff` default, microseconds per worker still to be forked. */
const STRESS_BACKOFF_US = 3000;
/** stress.c: `--vm-bytes` default, 256 MB (atoll_b: M is 1024 × 1024). */
const STRESS_VM_BYTES = 256 * 1024 * 1024;
/** stress.c main: a worker killed by a signal counts one failure (++retval), exit(retval). */
const STRESS_FAILED_RUN = 1;

/** What `stress` (Amos Waterland's stress 1.0.4, as in polinux/stress) does, from its options. */
export interface StressRun {
  /** `--timeout`: SIGALRM ends the workers and stress exits 0; null: runs until stopped. */
  runMs: Millis | null;
  /** The vm workers' memory, or null with no `--vm` workers. */
  allocates: Allocation | null;
}

const SIZE: Readonly<Record<string, number>> = { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };
const TIME: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86400, y: 31104000 };

/** stress.c atoll_b / atoll_s: digits and one suffix letter (case-insensitive); null if neither. */
function scaled(text: string, units: Readonly<Record<string, number>>): number | null {
  const m = /^(\d+)([a-zA-Z]?)$/.exec(text);
  if (!m) return null;
  const factor = m[2] ? units[m[2].toLowerCase()] : 1;
  return factor === undefined ? null : Number(m[1]) * factor;
}

const WITH_VALUE: Readonly<Record<string, string>> = {
  '-t': 'timeout',
  '--timeout': 'timeout',
  '-c': 'cpu',
  '--cpu': 'cpu',
  '-i': 'io',
  '--io': 'io',
  '-m': 'vm',
  '--vm': 'vm',
  '-d': 'hdd',
  '--hdd': 'hdd',
  '--vm-bytes': 'vm-bytes',
  '--vm-stride': 'ignored',
  '--vm-hang': 'ignored',
  '--hdd-bytes': 'ignored',
  '--backoff': 'backoff',
};
const FLAGS = new Set(['-v', '--verbose', '-q', '--quiet', '--vm-keep', '-n', '--dry-run']);

/** stress's getopt_long options (`--vm 1`, `--vm=1`, `-m1`); null when it is not stress or does no work. */
function stressOptions(argv: readonly string[]): Map<string, string> | null {
  if (base(argv[0] ?? '') !== 'stress') return null;
  const opts = new Map<string, string>();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : /^-[a-z]\d/.test(a) ? a.slice(0, 2) : a;
    if (FLAGS.has(flag)) {
      if (flag === '-n' || flag === '--dry-run') opts.set('dry-run', '1');
      continue;
    }
    const key = WITH_VALUE[flag];
    if (key === undefined) return null; // getopt's error and usage: not a run podterm reads
    const value = eq > 0 ? a.slice(eq + 1) : flag !== a ? a.slice(2) : argv[++i];
    if (value === undefined) return null;
    opts.set(key, value);
  }
  return opts;
}

/**
 * stress 1.0.4: main forks its workers round-robin (cpu, io, vm, hdd); each sleeps
 * `backoff × workers still to fork` µs (usleep(backoff)) before it starts, and a vm worker
 * then mallocs and dirties `--vm-bytes` (hogvm), again and again, so it holds that much.
 * `--timeout` sets each worker's alarm: SIGALRM ends them "signalled normally" and stress
 * exits 0. A worker killed by any other signal makes stress reap the rest and exit 1
 * ("failed run"). The time to dirty the memory is not in the command: taken as none.
 */
export function readStress(argv: readonly string[]): StressRun | null {
  const opts = stressOptions(argv);
  if (!opts) return null;
  const count = (k: string): number | null => {
    const v = opts.get(k);
    return v === undefined ? 0 : /^\d+$/.test(v) ? Number(v) : null;
  };
  const workers = ['cpu', 'io', 'vm', 'hdd'].map(count);
  if (workers.some((n) => n === null)) return null;
  const [cpu, io, vm, hdd] = workers as number[];
  if (cpu! + io! + vm! + hdd! === 0) return null; // usage: stress does no work
  const bytes = opts.has('vm-bytes') ? scaled(opts.get('vm-bytes')!, SIZE) : STRESS_VM_BYTES;
  const timeout = opts.has('timeout') ? scaled(opts.get('timeout')!, TIME) : 0;
  const backoffUs = opts.has('backoff') ? scaled(opts.get('backoff')!, {}) : STRESS_BACKOFF_US;
  if (bytes === null || timeout === null || backoffUs === null) return null;
  // Worker k of a kind is forked in round k, with backoff × (workers left of every kind).
  const left = (k: number): number =>
    [cpu!, io!, vm!, hdd!].reduce((sum, n) => sum + Math.max(0, n - k), 0);
  const steps = Array.from({ length: vm! }, (_, k) => ({
    afterMs: microsToMs(backoffUs * left(k)),
    bytes,
  }));
  const dryRun = opts.has('dry-run');
  const runMs = dryRun
    ? microsToMs(backoffUs * left(0))
    : timeout > 0
      ? secondsToMs(seconds(timeout))
      : null;
  return {
    runMs,
    allocates:
      dryRun || steps.length === 0 ? null : { steps, workers: { exitCode: STRESS_FAILED_RUN } },
  };
}
