// The mesh's mutating admission webhook: a Pod created in an injected namespace (or whose
// template asks for it) gets the mesh's proxy container before anything else sees it, as
// a real API server runs the webhook before it stores the object (request-path.md §4).
// - Istio (injection-template.yaml): classic, the proxy is the last regular container;
//   SIGTERM makes pilot-agent drain the inbound listeners and SIGKILL Envoy after
//   terminationDrainDuration whatever is open (pkg/envoy/agent.go terminate). Native (auto
//   on 1.33+ kubelets), it is a restartable init container whose preStop asks for the drain
//   and which exits at once when its SIGTERM comes, after the app.
// - Linkerd: classic, the proxy refuses new requests at SIGTERM and exits once its requests
//   are done (linkerd.io graceful-shutdown), after proxy-wait-before-exit-seconds if set (a
//   preStop sleep on the proxy); native (on by default since #15267), a restartable init
//   container stopped after the app.
import type { ContainerModel, MeshModel, PodTemplateModel } from '../../manifest/model/model.ts';
import type { KubeVersion } from '../../versions/version.ts';
import { nativeProxy } from '../../manifest/dataPlane/nativeProxy.ts';

/** Which Pods the webhook injects (namespace label, or the Pod's own label/annotation). */
export function injects(mesh: MeshModel, namespace: string, t: PodTemplateModel): boolean {
  const istio = t.labels['sidecar.istio.io/inject'] ?? t.annotations['sidecar.istio.io/inject'];
  const linkerd = t.annotations['linkerd.io/inject'];
  if (mesh.hop.name === 'istio-proxy' && istio !== undefined) return istio === 'true';
  if (mesh.hop.name === 'linkerd-proxy' && linkerd !== undefined) return linkerd === 'enabled';
  return mesh.namespaces.includes(namespace);
}

const num = (mesh: MeshModel, knob: string): number => {
  const v = mesh.hop.settings[knob];
  return typeof v === 'number' ? v : 0;
};

function proxyContainer(mesh: MeshModel, native: boolean): ContainerModel {
  const istio = mesh.hop.name === 'istio-proxy';
  // Classic Istio: Envoy lives terminationDrainDuration after SIGTERM; the rest exit as
  // soon as their requests are done (requests take no time in podterm).
  const exitAfter = istio && !native ? num(mesh, 'terminationDrainDuration') : 0;
  const waitBeforeExit = !istio && !native ? num(mesh, 'proxy-wait-before-exit-seconds') : 0;
  const name: ProxyName = istio ? 'istio-proxy' : 'linkerd-proxy';
  const preStop: ContainerModel['preStop'] =
    istio && native
      ? {
          hook: 'exec',
          // The hook asks pilot-agent to drain; podterm's default for an exec it cannot time.
          durationMs: 100,
          fails: false,
          exec: { command: ['pilot-agent', 'request', 'POST', 'drain'] },
        }
      : waitBeforeExit > 0
        ? { hook: 'sleep', durationMs: waitBeforeExit, fails: false }
        : null;
  return {
    name,
    image: istio ? 'docker.io/istio/proxyv2' : 'cr.l5d.io/linkerd/proxy',
    process: {
      startupMs: 0,
      runMs: null,
      exitCode: 0,
      onStopSignal: { kind: 'exit', afterMs: exitAfter },
      stopSignalExitCode: 0,
      stopSignal: null,
      source: 'inferred',
      assumption: `${name}, injected by the ${istio ? 'Istio' : 'Linkerd'} webhook (${
        native ? 'native sidecar' : 'classic sidecar'
      })`,
    },
    preStop,
    readinessProbe: null,
    ports: [],
    sidecar: native,
    ...(native ? { restartPolicy: 'Always' as const } : {}),
    meshProxy: name,
    line: 0,
  };
}

const injected = new WeakMap<PodTemplateModel, PodTemplateModel>();
type ProxyName = NonNullable<ContainerModel['meshProxy']>;
const proxies = new WeakMap<PodTemplateModel, ProxyName>();

/** The mesh proxy an injected template carries (the one answering for its app). */
export const meshProxyOf = (t: PodTemplateModel): ProxyName | undefined => proxies.get(t);

/** The template as the webhook returns it: the same object for every Pod of a template. */
export function inject(mesh: MeshModel, v: KubeVersion, t: PodTemplateModel): PodTemplateModel {
  let out = injected.get(t);
  if (out) return out;
  const native = nativeProxy(mesh, v);
  const proxy = proxyContainer(mesh, native);
  out = native
    ? { ...t, initContainers: [proxy, ...t.initContainers] }
    : { ...t, containers: [...t.containers, proxy] };
  injected.set(t, out);
  proxies.set(out, proxy.meshProxy ?? 'istio-proxy');
  return out;
}
