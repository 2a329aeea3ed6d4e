// A container of a Pod spec (containers and initContainers) → ContainerModel, with
// SetDefaults_Container and validateContainers' messages (pkg/apis/core/validation/validation.go):
// its name and image, what its process does (process/: inferred from command and args, or the
// `podterm.dev/process.<container>` annotation), its lifecycle, probes, ports, env, restart
// rules, memory limit and requests. podTemplate.ts reads the Pod spec around them.
import { dns1123LabelErrors } from '../read/names.ts';
import { readPullPolicy } from '../images/pullPolicy.ts';
import type { KubeVersion } from '../../versions/version.ts';
import {
  applyProcessAnnotation,
  HEALTH_PREFIX,
  PRESTOP_PREFIX,
  PROCESS_PREFIX,
} from '../process/annotation.ts';
import type { Reader } from '../read/fields.ts';
import { dropContainerRestartRules } from '../read/gatedFields.ts';
import { readPreStop, readStopSignal } from '../process/lifecycle.ts';
import { readContainerProbes } from '../process/containerProbes.ts';
import { listeningOf } from '../process/listening.ts';
import type { ContainerModel } from '../model/model.ts';
import { readContainerRestart } from './restartRules.ts';
import type { ProcessRole } from '../process/process.ts';
import { memoryLimit } from '../process/memory.ts';
import { readResources } from '../admission/admissionKinds.ts';
import { containerRequests } from '../admission/podRequests.ts';
import { processFor, readsEnv, type ProcessSource } from '../process/podProcess.ts';
import { readEnv, type PodFacts } from '../model/podEnv.ts';

const MAX_CONTAINERS = 50;

export function readContainers(
  spec: Reader,
  key: 'containers' | 'initContainers',
  meta: Reader,
  facts: PodFacts,
  tGPS: number,
  ctx: { readonly version: KubeVersion },
  role: ProcessRole,
): ContainerModel[] {
  const items = spec.list(key);
  if (items.length > MAX_CONTAINERS) {
    spec.invalid(key, `${items.length} containers`, `podterm simulates at most ${MAX_CONTAINERS}`);
    return [];
  }
  const out: ContainerModel[] = [];
  for (const c of items) {
    const m = readContainer(c, key === 'initContainers', meta, facts, tGPS, ctx, role);
    const limit = m && memoryLimit(c, spec);
    const requests = m && containerRequests(c);
    const resources = m && readResources(c);
    if (m)
      out.push({
        ...m,
        ...(limit && { memoryLimit: limit }),
        ...(requests && Object.keys(requests).length > 0 && { requests }),
        ...(resources && { resources }),
      });
  }
  return out;
}

function readContainer(
  written: Reader,
  init: boolean,
  meta: Reader,
  facts: PodFacts,
  tGPS: number,
  ctx: { readonly version: KubeVersion },
  podRole: ProcessRole,
): ContainerModel | null {
  const annotations = facts.annotations;
  if (!written.isMap) {
    written.error(
      `${written.name()}: Invalid value: must be a container (a map with name and image)`,
    );
    return null;
  }
  const c = dropContainerRestartRules(written, init, ctx.version);
  const { name, image } = readNameAndImage(c);
  const lifecycle = c.child('lifecycle');
  const stopSignal = readStopSignal(lifecycle, ctx.version);
  const restart = readContainerRestart(c, init, ctx.version);
  const role = roleOf(c, init, podRole);
  const w: Written = {
    name,
    image,
    stopSignal,
    role,
    command: argv(c, 'command'),
    args: argv(c, 'args'),
  };
  const { process, source, perPod } = readProcess(c, meta, annotations, w);
  const ports = readPorts(c);
  const handlers = readHandlers(c, meta, lifecycle, {
    ...w,
    version: ctx.version,
    tGPS,
    annotations,
    runsToCompletion: init && !restart.sidecar,
    ports,
    process,
  });
  return {
    name,
    image,
    pullPolicy: readPullPolicy(c, image),
    process,
    ...(perPod ? { source } : {}),
    ...handlers,
    ports,
    ...restart,
    line: c.doc.at(c.path).line,
  };
}

/**
 * What the kubelet runs against the container: its preStop hook and its probes, and where its
 * process listens for the probes that connect (httpGet, tcpSocket, grpc; listening.ts).
 */
function readHandlers(
  c: Reader,
  meta: Reader,
  lifecycle: Reader,
  x: Written & {
    version: KubeVersion;
    tGPS: number;
    annotations: Record<string, string>;
    runsToCompletion: boolean;
    ports: number[];
    process: ContainerModel['process'];
  },
): Pick<
  ContainerModel,
  'preStop' | 'readinessProbe' | 'livenessProbe' | 'startupProbe' | 'listens'
> {
  const { version, name, image, annotations, command, args, ports } = x;
  const preStop = readPreStop(lifecycle.child('preStop'), {
    version,
    tGPS: x.tGPS,
    containerName: name,
    annotations,
    annotationsAt: meta.child('annotations'),
    ports,
  });
  const probes = readContainerProbes(c, {
    version,
    name,
    runsToCompletion: x.runsToCompletion,
    command,
    args,
    image,
    annotations,
    annotationsAt: meta.child('annotations'),
  });
  // A process the annotation describes listens as before, on any declared port.
  const sockets = [probes.readinessProbe, probes.livenessProbe, probes.startupProbe].some(
    (p) => p?.action !== undefined && p.action.kind !== 'exec',
  );
  const listens =
    sockets && x.process.source === 'inferred'
      ? { listens: listeningOf(command, args, { image, batch: x.role.kind !== 'server', ports }) }
      : {};
  return { preStop, ...probes, ...listens };
}

/** What the container's own fields say of its process, read before the process itself. */
type Written = Pick<ProcessSource, 'image' | 'command' | 'args' | 'stopSignal' | 'role'> & {
  name: string;
};

const readPorts = (c: Reader): number[] =>
  c
    .list('ports')
    .map((p) => p.num('containerPort', 0, { min: 1, max: 65535 }))
    .filter((p) => p > 0);

function readNameAndImage(c: Reader): { name: string; image: string } {
  const name = c.str('name', '');
  if (!name) c.error(`${c.name('name')}: Required value`, 'name');
  // validateContainers: ValidateDNS1123Label, each of its messages (too long, then the rule).
  else for (const m of dns1123LabelErrors(name)) c.invalid('name', name, m);
  const image = c.str('image', '');
  if (!image) c.error(`${c.name('image')}: Required value`, 'image');
  return { name, image };
}

/**
 * A native sidecar (restartPolicy Always) runs beside the containers; any other init
 * container is a step that must finish before they start.
 */
function roleOf(c: Reader, init: boolean, podRole: ProcessRole): ProcessRole {
  const restartable = init && c.get('restartPolicy') === 'Always';
  return init && !restartable ? { kind: 'init' } : restartable ? { kind: 'server' } : podRole;
}

/**
 * What the container's process does: inferred from its command before the Pod exists, or
 * as its `podterm.dev/process.<container>` annotation says. `perPod`: each Pod reads its own
 * variables, so the process is read again per Pod from `source`.
 */
function readProcess(
  c: Reader,
  meta: Reader,
  annotations: Record<string, string>,
  x: Written,
): { process: ContainerModel['process']; source: ProcessSource; perPod: boolean } {
  const { name, command, args } = x;
  // The kubelet hands Stdin and Tty to the runtime with Command and Args
  // (kuberuntime_container.go generateContainerConfig); a TTY keeps a shell's input open too.
  const stdin = c.bool('stdin', false) || c.bool('tty', false);
  const annotationKey = `${PROCESS_PREFIX}${name}`;
  const text = annotations[annotationKey];
  const source: ProcessSource = {
    command,
    args,
    env: readEnv(c),
    stopSignal: x.stopSignal,
    role: x.role,
    image: x.image,
    stdin,
  };
  // Before the Pod exists its name and a controller's additions (a Job's index) are unknown.
  let process = processFor(source, {
    name: null,
    namespace: null,
    labels: {},
    annotations,
    complete: false,
  });
  const perPod = text === undefined && readsEnv(command, args);
  if (text !== undefined && name) {
    const p = applyProcessAnnotation(process, text);
    if ('part' in p) {
      meta
        .child('annotations')
        .error(
          `${meta.name('annotations')}[${annotationKey}]: Invalid value: "${p.part}": ${p.message}`,
          annotationKey,
        );
    } else process = p;
  }
  return { process, source, perPod };
}

function argv(c: Reader, key: 'command' | 'args'): string[] {
  return c.list(key).map((x) => {
    if (typeof x.value === 'string' || typeof x.value === 'number') return String(x.value);
    x.error(`${x.name()}: Invalid value: ${JSON.stringify(x.value) ?? ''}: must be a string`);
    return '';
  });
}

/** Container names are unique across containers and initContainers (validateContainers). */
export function checkNames(spec: Reader, meta: Reader, annotations: Record<string, string>): void {
  const names = new Set<string>();
  for (const key of ['initContainers', 'containers']) {
    for (const c of spec.list(key)) {
      const n = c.isMap ? c.get('name') : undefined;
      if (typeof n !== 'string' || !n) continue;
      if (names.has(n)) c.error(`${c.name('name')}: Duplicate value: ${JSON.stringify(n)}`, 'name');
      names.add(n);
    }
  }
  for (const key of Object.keys(annotations)) {
    const prefix = [PROCESS_PREFIX, PRESTOP_PREFIX, HEALTH_PREFIX].find((p) => key.startsWith(p));
    if (prefix && !names.has(key.slice(prefix.length))) {
      meta
        .child('annotations')
        .report(
          'warning',
          `annotation ${key} names no container of this Pod`,
          key,
          'annotationNoContainer',
        );
    }
  }
}
