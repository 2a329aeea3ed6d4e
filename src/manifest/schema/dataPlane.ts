// The Scenario's request-path fields (contract §5) for the editor: `traffic.via`,
// `traffic.keepAlive` and `dataPlane`, whose values and knobs come from the hop catalog
// (dataPlane/hopCatalog.ts), each knob documented with its defaults and their sources.
import { HOP_KINDS, roleValues, type Knob } from '../dataPlane/hopCatalog.ts';
import { formatDuration } from '../read/duration.ts';
import { bool, duration, int, obj, str } from './types.ts';
import type { FieldSchema } from './types.ts';

export const VIA_SCHEMA = str(
  'Where the clients enter: ingress/NAME, httproute/NAME, or service/NAME of a Service of type LoadBalancer (a cloud load balancer). Absent: in-cluster clients through kube-proxy.',
);

export const KEEP_ALIVE_SCHEMA = bool('The clients reuse connections.', { default: 'false' });

export const CLIENT_SCHEMA = str(
  'What kind of client reuses the connections (request-path.md §6.2–6.3): `node` (http.Agent: a request on a connection the Pod closed fails with ECONNRESET), `go` (http.Transport: retries it when idempotent), `grpc` (one HTTP/2 connection per client; GOAWAY on a graceful stop; re-resolves a headless Service only after a failure, at most every 30 s). Without it, keep-alive clients are taken to be `node`.',
  { enum: ['node', 'go', 'grpc'] },
);

const shown = (k: Knob, v: number | boolean): string =>
  k.kind === 'duration' && typeof v === 'number' ? formatDuration(v) : String(v);

/** One knob name, as each hop that has it defaults it. */
function knobSchema(name: string): FieldSchema {
  const uses = Object.values(HOP_KINDS).flatMap((h) =>
    h.knobs.filter((k) => k.name === name).map((k) => ({ hop: h.name, k })),
  );
  const first = uses[0]!.k;
  const doc = [
    `${first.effect}.`,
    ...uses.map(({ hop, k }) => {
      const value =
        k.default !== null
          ? `default ${shown(k, k.default)}`
          : k.presets?.[0]
            ? `no default; preset ${shown(k, k.presets[0].value)} (${k.presets[0].source})`
            : 'no default: set it';
      return `${hop}: ${value} [${k.evidence}] ${k.source}.`;
    }),
  ].join(' ');
  switch (first.kind) {
    case 'duration':
      return duration(doc);
    case 'count':
      return int(doc);
    case 'flag':
      return bool(doc);
    default:
      return { type: 'number', doc };
  }
}

const KNOB_NAMES = [
  ...new Set(Object.values(HOP_KINDS).flatMap((h) => h.knobs.map((k) => k.name))),
];

export const DATA_PLANE_SCHEMA = obj(
  'What runs the hops in front of the Pods; inferred from the manifests when absent.',
  {
    ingress: str('The Ingress controller or Gateway API data plane.', {
      enum: roleValues('ingress'),
    }),
    loadBalancer: str('The cloud load balancer with Pod IP targets.', {
      enum: roleValues('loadBalancer'),
    }),
    mesh: str('The mesh whose sidecar runs beside the Pods.', { enum: roleValues('mesh') }),
    settings: obj(
      'Knobs of the hops in use, by the name request-path.md gives them.',
      Object.fromEntries(KNOB_NAMES.map((n) => [n, knobSchema(n)])),
    ),
  },
);
