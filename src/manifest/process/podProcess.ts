// What a container's process does in one Pod, where that depends on the Pod's environment
// (its env, its name, its Job completion index). The model keeps, beside the template's
// process, what it was inferred from (`ContainerModel.source`); the API server asks
// `podTemplateFor` when it creates a Pod, so each Pod's containers run with that Pod's
// values (a StatefulSet's `web-1` as HOSTNAME, an Indexed Job's JOB_COMPLETION_INDEX).
// A pure function of its inputs, cached by them: a thousand Pods of one template with the
// same values cost one inference.
import type {
  ContainerModel,
  PodTemplateModel,
  ProcessSource,
  ProcessSpec,
} from '../model/model.ts';
import { containerEnv, expandK8s, processEnv, type PodFacts } from '../model/podEnv.ts';
import { inferProcess } from './process.ts';
import { say } from './assumptions.ts';

export type { ProcessSource } from '../model/model.ts';

/** Words through which the environment may reach the process: `$X`, `$(X)`, `os.environ`, `process.env`, Ruby's `ENV[`, … */
const READS_ENV = /\$|environ|getenv|process\.env|\bENV(\[|\.fetch)/;

/** Whether the process may depend on the Pod's environment (else one process fits every Pod). */
export const readsEnv = (command: readonly string[], args: readonly string[]): boolean =>
  [...command, ...args].some((w) => READS_ENV.test(w));

const MAX_CACHE = 2000;
const cache = new Map<string, ProcessSpec>();

/**
 * The process with the Pod's values: command and args expanded as the kubelet does
 * (ExpandContainerCommandAndArgs), the script read with the variables the process gets.
 */
export function processFor(source: ProcessSource, pod: PodFacts): ProcessSpec {
  const kubelet = containerEnv(source.env, pod);
  const expand = (w: string): string => expandK8s(w, kubelet.vars, kubelet.unknown) ?? w;
  const command = source.command.map(expand);
  const args = source.args.map(expand);
  const env = processEnv(kubelet, pod);
  const key = JSON.stringify([
    command,
    args,
    source.stopSignal,
    source.role,
    source.image,
    source.stdin ?? false,
    [...env],
  ]);
  const hit = cache.get(key);
  if (hit) return hit;
  const { stopSignal, role, image, stdin } = source;
  let p = inferProcess(command, args, { stopSignal, role, image, env, stdin: stdin ?? false });
  if (stopSignal) p = { ...p, stopSignal };
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(key, p);
  return p;
}

/** What a process does, without the words that say it. */
const behaviour = (p: ProcessSpec): string => JSON.stringify({ ...p, assumption: '' });
/** `read with …`: the sentence of a process that read this Pod's values. */
const READ_WITH = say('readWith', { vars: '' });

/**
 * The template with each container's process as this Pod runs it (the same object when none
 * changes): a process that behaves as the template's and read none of the Pod's values (a
 * namespace expanded into an argument) stays the template's.
 */
export function podTemplateFor(t: PodTemplateModel, pod: PodFacts): PodTemplateModel {
  const containers = t.containers.map((c) => containerFor(c, pod));
  const initContainers = t.initContainers.map((c) => containerFor(c, pod));
  const same =
    containers.every((c, i) => c === t.containers[i]) &&
    initContainers.every((c, i) => c === t.initContainers[i]);
  return same ? t : { ...t, containers, initContainers };
}

/**
 * One container as this Pod runs it. A module function, not a closure in podTemplateFor: tsx
 * compiles with esbuild's keepNames, which gives every named closure an `__name`
 * defineProperty each time it is made, once per Pod here.
 */
function containerFor(c: ContainerModel, pod: PodFacts): ContainerModel {
  if (!c.source) return c;
  const process = processFor(c.source, pod);
  const same =
    process.assumption === c.process.assumption ||
    (behaviour(process) === behaviour(c.process) && !process.assumption.includes(READ_WITH));
  return same ? c : { ...c, process };
}
