// A container's three probes and what podterm assumes they find: the app's health
// (`podterm.dev/health.<container>`) and the files its own command touches and removes.
import { sidecarsEnabled } from '../../versions/features.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { HEALTH_PREFIX, HEALTHY, parseHealth } from './annotation.ts';
import type { Reader } from '../read/fields.ts';
import { fileChanges } from './files.ts';
import type { ContainerModel, HealthSpec, ProbeSpec } from '../model/model.ts';
import { readProbe, type ProbeKind } from './probes.ts';
import { lookupImage } from '../images/imageLookup.ts';
import { composeArgv } from '../images/compose.ts';
import { programHealth } from './imageProcess.ts';

export interface ProbeContext {
  version: KubeVersion;
  name: string;
  /** A regular init container: it runs to completion, so it may have no probe. */
  runsToCompletion: boolean;
  command: readonly string[];
  args: readonly string[];
  /** The container's image: its program may say what it answers (images/imageProcess.ts). */
  image?: string;
  annotations: Readonly<Record<string, string>>;
  annotationsAt: Reader;
}

type Probes = Pick<
  ContainerModel,
  'readinessProbe' | 'livenessProbe' | 'startupProbe' | 'health' | 'files'
>;

export function readContainerProbes(c: Reader, x: ProbeContext): Probes {
  const named = namedPorts(c);
  const read = (key: string, kind: ProbeKind): ProbeSpec | null =>
    resolvePort(readProbe(c.child(key), kind, x.version), named);
  const readinessProbe = read('readinessProbe', 'readiness');
  const livenessProbe = read('livenessProbe', 'liveness');
  const startupProbe = read('startupProbe', 'startup');
  if (x.runsToCompletion) {
    // validateInitContainers: probes belong to containers that keep running.
    for (const key of ['livenessProbe', 'startupProbe'] as const)
      if (c.has(key))
        c.error(
          `${c.name(key)}: Forbidden: may not be set for init containers${sidecarsEnabled(x.version) ? ' without restartPolicy=Always' : ''}`,
          key,
        );
  }
  const out: Probes = { readinessProbe, livenessProbe, startupProbe };
  const health = readHealth(x);
  if (health) out.health = health;
  if (livenessProbe || startupProbe || readinessProbe) {
    const files = fileChanges(x.command, x.args);
    if (files.length > 0) out.files = files;
  }
  return out;
}

function readHealth(x: ProbeContext): HealthSpec | null {
  const key = `${HEALTH_PREFIX}${x.name}`;
  const text = x.annotations[key];
  if (text === undefined || !x.name) {
    const row = x.image ? (lookupImage(x.image)?.row ?? null) : null;
    return programHealth(composeArgv(x.command, x.args, row).argv);
  }
  const h = parseHealth(text);
  if ('part' in h) {
    x.annotationsAt.error(
      `${x.annotationsAt.name()}[${key}]: Invalid value: "${h.part}": ${h.message}`,
      key,
    );
    return HEALTHY;
  }
  return h;
}

/** The container's named ports (`ports[].name` → containerPort). */
function namedPorts(c: Reader): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of c.list('ports')) {
    const name = p.get('name');
    const port = p.get('containerPort');
    if (typeof name === 'string' && typeof port === 'number') out.set(name, port);
  }
  return out;
}

/** prober.go ResolveContainerPort: a named port is the container's port of that name. */
function resolvePort(probe: ProbeSpec | null, named: Map<string, number>): ProbeSpec | null {
  const a = probe?.action;
  if (!probe || !a || a.kind === 'exec' || typeof a.port !== 'string') return probe;
  const port = named.get(a.port);
  return port === undefined ? probe : { ...probe, action: { ...a, port } };
}
