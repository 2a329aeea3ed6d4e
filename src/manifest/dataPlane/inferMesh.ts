// Which Pods get a mesh sidecar, as the injectors decide: Istio's webhook injects in a
// namespace labelled `istio-injection: enabled` or `istio.io/rev` (unless the label says
// disabled), and in a Pod labelled `sidecar.istio.io/inject: "true"`; `"false"` opts a
// Pod out (istio manifests/charts/istio-control/istio-discovery/files/injection-template,
// the webhook's namespaceSelector/objectSelector). Linkerd's injects where the namespace or
// the pod template is annotated `linkerd.io/inject: enabled`; `disabled` opts out
// (linkerd.io tasks/adding-your-service). `dataPlane.mesh` picks the mesh; without any
// injection mark it gives every Pod the sidecar, as the contract says.
import type { DataPlaneAssumption, PodTemplateModel } from '../model/model.ts';
import { HOP_KINDS, roleValues, type HopKind } from './hopCatalog.ts';
import { sayHop } from './hopWords.ts';
import type { NamespaceFacts } from './objects.ts';

/** An object that makes Pods, by its trace name (`Deployment/web`). */
export interface Maker {
  object: string;
  namespace: string;
  template: PodTemplateModel;
}

export interface InferredMesh {
  kind: HopKind;
  namespaces: string[];
  objects: string[];
}

interface Injector {
  kind: HopKind;
  namespace: (ns: NamespaceFacts) => string | null;
  template: (t: PodTemplateModel) => 'in' | 'out' | null;
}

const ISTIO_INJECT = 'sidecar.istio.io/inject';
const LINKERD_INJECT = 'linkerd.io/inject';

const INJECTORS: readonly Injector[] = [
  {
    kind: HOP_KINDS['istio-proxy'],
    namespace: ({ labels }) =>
      labels['istio-injection'] === 'enabled'
        ? '`istio-injection: enabled`'
        : labels['istio.io/rev'] !== undefined && labels['istio-injection'] !== 'disabled'
          ? `\`istio.io/rev: ${labels['istio.io/rev']}\``
          : null,
    template: (t) => {
      const v = t.labels[ISTIO_INJECT] ?? t.annotations[ISTIO_INJECT];
      return v === 'true' ? 'in' : v === 'false' ? 'out' : null;
    },
  },
  {
    kind: HOP_KINDS['linkerd-proxy'],
    namespace: ({ annotations }) =>
      annotations[LINKERD_INJECT] === 'enabled' ? '`linkerd.io/inject: enabled`' : null,
    template: (t) => {
      const v = t.annotations[LINKERD_INJECT];
      return v === 'enabled' ? 'in' : v === 'disabled' ? 'out' : null;
    },
  },
];

export function inferMesh(
  chosen: HopKind | null,
  namespaces: readonly NamespaceFacts[],
  makers: readonly Maker[],
  assumptions: DataPlaneAssumption[],
): InferredMesh | null {
  const marked = INJECTORS.map((inj) => ({ inj, ...marks(inj, namespaces, makers) }));
  const signalled = marked.filter((m) => m.because.length > 0);
  const pick = chosen ? marked.find((m) => m.inj.kind === chosen)! : (signalled[0] ?? null);
  if (!pick) return null;
  const { kind } = pick.inj;
  const change = {
    path: ['spec', 'dataPlane', 'mesh'],
    values: roleValues('mesh'),
    current: kind.value,
  };
  if (pick.because.length === 0) {
    assumptions.push({
      object: `Hop/${kind.name}`,
      hop: kind.name,
      text: sayHop('meshEverywhere', { value: kind.value, title: kind.title }),
      change,
    });
    return {
      kind,
      namespaces: [...new Set(makers.map((m) => m.namespace))],
      objects: makers.map((m) => m.object),
    };
  }
  const said = pick.because.join('; ');
  const also =
    chosen || signalled.length < 2
      ? sayHop('noOtherMesh')
      : sayHop('otherMeshes', {
          titles: signalled
            .slice(1)
            .map((m) => m.inj.kind.title)
            .join(', '),
        });
  assumptions.push({
    object: `Hop/${kind.name}`,
    hop: kind.name,
    text:
      pick.objects.length === 0
        ? sayHop('meshByNone', { title: kind.title, marks: said, also })
        : sayHop('meshBy', {
            title: kind.title,
            objects: pick.objects.join(', '),
            marks: said,
            also,
          }),
    change,
  });
  return { kind, namespaces: pick.namespaces, objects: pick.objects };
}

function marks(
  inj: Injector,
  namespaces: readonly NamespaceFacts[],
  makers: readonly Maker[],
): { namespaces: string[]; objects: string[]; because: string[] } {
  const because: string[] = [];
  const labelled = namespaces.flatMap((ns) => {
    const why = inj.namespace(ns);
    if (why) because.push(sayHop('namespaceMark', { namespace: ns.name, mark: why }));
    return why ? [ns.name] : [];
  });
  const objects = makers.flatMap((m) => {
    const own = inj.template(m.template);
    if (own === 'in') because.push(sayHop('templateAsks', { object: m.object }));
    return own === 'in' || (own === null && labelled.includes(m.namespace)) ? [m.object] : [];
  });
  return { namespaces: labelled, objects, because };
}
