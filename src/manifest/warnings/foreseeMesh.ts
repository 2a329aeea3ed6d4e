// A mesh's classic sidecar that stops serving before the app it fronts (request-path.md §4,
// §7): Istio's Envoy is killed terminationDrainDuration after its SIGTERM whatever is open
// (R10), Linkerd's proxy refuses new requests from its SIGTERM, which
// proxy-wait-before-exit-seconds delays (R8). A native sidecar stops after the app: silent.
import { secondsToMs } from '../../trace/units.ts';
import { nativeProxy } from '../dataPlane/nativeProxy.ts';
import { sec } from '../dataPlane/hopPropagation.ts';
import type { Foresight } from './foresight.ts';
import { drainMs, hookMs, warn, type Workload } from './foreseeParts.ts';
import type { ContainerModel, MeshModel, ScenarioModel } from '../model/model.ts';
import { servingContainer } from '../model/servingContainer.ts';

const knob = (mesh: MeshModel, name: string): number => {
  const v = mesh.hop.settings[name];
  return typeof v === 'number' ? v : 0;
};

/** How long after the DELETE the app still runs: its preStop and its drain, or the grace. */
function appEndsMs(c: ContainerModel, graceMs: number): number {
  const drain = drainMs(c);
  return Math.min(drain === null ? graceMs : hookMs(c) + drain, graceMs);
}

export function foreseeMesh(m: ScenarioModel, all: readonly Workload[]): Foresight[] {
  const mesh = m.mesh;
  if (!mesh || nativeProxy(mesh, m.version)) return [];
  const out: Foresight[] = [];
  for (const w of all) {
    if (!mesh.objects.includes(`${w.kind}/${w.name}`)) continue;
    const c = servingContainer(w.template);
    if (!c) continue;
    const app = appEndsMs(c, secondsToMs(w.template.terminationGracePeriodSeconds));
    const f = mesh.hop.name === 'istio-proxy' ? istio(mesh, w, c, app) : linkerd(mesh, w, c, app);
    if (f) out.push(f);
  }
  return out;
}

function istio(mesh: MeshModel, w: Workload, c: ContainerModel, app: number): Foresight | null {
  const drain = knob(mesh, 'terminationDrainDuration');
  if (app <= drain) return null;
  const params = { object: w.name, container: c.name, drain: sec(drain), app: sec(app) };
  return warn(
    'istioClassicDrainShort',
    c.line,
    `${w.name}/${c.name}: the classic istio-proxy sidecar is killed terminationDrainDuration ${params.drain} s after its SIGTERM, but the app runs ${params.app} s after the deletion (its preStop and drain): requests to it, and its own calls, fail from then on (request-path.md R10, istio#34855: terminationDrainDuration ≥ the app's drain, or native sidecars; istio pkg/config/mesh/mesh.go:45)`,
    {
      type: 'ContainerExited',
      object: `Pod/${w.name}`,
      data: { container: 'istio-proxy' },
    },
    params,
  );
}

function linkerd(mesh: MeshModel, w: Workload, c: ContainerModel, app: number): Foresight | null {
  const wait = knob(mesh, 'proxy-wait-before-exit-seconds');
  if (app <= wait) return null;
  const params = { object: w.name, container: c.name, wait: sec(wait), app: sec(app) };
  return warn(
    'linkerdClassicRefusesEarly',
    c.line,
    `${w.name}/${c.name}: the classic linkerd-proxy refuses new requests from its SIGTERM, ${params.wait} s after the deletion (proxy-wait-before-exit-seconds), while the app still runs until ${params.app} s (its preStop and drain): new requests to it are refused meanwhile (a caller's own Linkerd proxy tries another Pod; other callers fail), and its own calls fail (request-path.md R8, linkerd.io graceful-shutdown: app preStop < proxy-wait-before-exit-seconds ≤ terminationGracePeriodSeconds, or native sidecars)`,
    {
      type: 'SignalSent',
      object: `Pod/${w.name}`,
      data: { container: 'linkerd-proxy', signal: 'SIGTERM' },
    },
    params,
  );
}
