// How long a hop may go on sending new requests to a Pod after the Pod's endpoint changed:
// the propagation of request-path.md §9, from the hop's knobs (hopCatalog.ts), worst case
// and typical. The warnings (foreseeHops.ts) compare a preStop with it; the simulation of
// each hop is in cluster/hops/ and decides the run, this only says the arithmetic.
import { msToSeconds, seconds, secondsToMs } from '../../trace/units.ts';
import type { HopModel, Latencies } from '../model/model.ts';
import { HOP_KINDS } from './hopCatalog.ts';

export interface Propagation {
  /** From the Pod's change in the API to the last new request the hop may send it (ms). */
  worstMs: number;
  /** The same in the usual case (no token spent, no debounce held back…). */
  typicalMs: number;
  /** The worst case's terms, by the knobs' names: `1/sync-rate-limit 3.3 s + …`. */
  terms: string;
  /** When the typical case holds, in a few words. */
  typicalWhen: string;
  /** request-path.md's rule of thumb for it, and the knobs' sources. */
  source: string;
}

/** Whole or tenth seconds, as people write them. */
export const sec = (ms: number): string => `${Math.round(msToSeconds(ms) * 10) / 10}`;

const num = (hop: HopModel, knob: string): number => {
  const v = hop.settings[knob];
  return typeof v === 'number' ? v : 0;
};

const term = (name: string, ms: number): string => `${name} ${sec(ms)} s`;

/** The sources of the knobs that add something (a term's label names its knob). */
const sourcesOf = (hop: HopModel, terms: readonly [string, number][]): string =>
  HOP_KINDS[hop.name].knobs
    .filter((k) => terms.some(([label, ms]) => ms > 0 && label.endsWith(k.name)))
    .map((k) => `${k.name}: ${k.source}`)
    .join('; ');

interface Pipeline {
  /** The knob terms of the worst case and their sum. */
  worst: [string, number][];
  typicalMs: number;
  typicalWhen: string;
  rule: string;
}

function pipeline(hop: HopModel): Pipeline | null {
  const n = (k: string) => num(hop, k);
  switch (hop.name) {
    case 'ingress-nginx': {
      // A token bucket of burst 1 (nginx.go:93): a change just after a sync waits 1/rate.
      const rate = n('sync-rate-limit');
      const wait = rate > 0 ? secondsToMs(seconds(1 / rate)) : 0;
      return {
        worst: [
          ['1/sync-rate-limit', wait],
          ['build', n('build')],
          ['backends-sync-interval', n('backends-sync-interval')],
        ],
        typicalMs: n('build') + n('backends-sync-interval'),
        typicalWhen: 'with a token free',
        rule: 'request-path.md R4: PR #1800, ElvinEfendi #3639 and #3335 ("sleep 5")',
      };
    }
    case 'aws-alb':
    case 'aws-nlb': {
      const worst: [string, number][] = [
        ['reconcile', n('reconcile')],
        ['propagation-lag', n('propagation-lag')],
      ];
      return {
        worst,
        typicalMs: n('reconcile') + n('propagation-lag'),
        typicalWhen: 'every time',
        rule:
          hop.name === 'aws-alb'
            ? 'request-path.md R2: M00nF1sh, aws-load-balancer-controller #1719'
            : 'request-path.md R3: aws-load-balancer-controller #2366 and #3270, preStop ≥ 120 s',
      };
    }
    case 'gke-neg':
      return delay(hop, 'detach-lag', 'request-path.md R7: Google KB 000006416');
    case 'azure-agc':
      return delay(hop, 'update-lag', 'request-path.md R6: AGIC minimize-downtime');
    case 'envoy-gateway':
      return delay(hop, 'xds-lag', 'request-path.md §2.2');
    case 'nginx-gateway-fabric':
      return delay(hop, 'reload', 'request-path.md §2.6');
    case 'linkerd-proxy':
      return delay(hop, 'destination-lag', 'request-path.md §4.2');
    case 'traefik':
      // A change after a quiet spell applies at once; one within the throttle waits it out.
      return {
        worst: [['providersThrottleDuration', n('providersThrottleDuration')]],
        typicalMs: 0,
        typicalWhen: 'after a quiet spell',
        rule: 'request-path.md §9: Traefik throttle 2 s',
      };
    case 'istio-gateway':
    case 'istio-proxy':
      // istiod pushes after PILOT_DEBOUNCE_AFTER of quiet, at the latest PILOT_DEBOUNCE_MAX.
      return {
        worst: [['PILOT_DEBOUNCE_MAX', n('PILOT_DEBOUNCE_MAX')]],
        typicalMs: n('PILOT_DEBOUNCE_AFTER'),
        typicalWhen: 'one quiet PILOT_DEBOUNCE_AFTER',
        rule: 'request-path.md §9: Istio debounce ≥100 ms, ≤10 s',
      };
  }
}

function delay(hop: HopModel, knob: string, rule: string): Pipeline {
  const ms = num(hop, knob);
  return { worst: [[knob, ms]], typicalMs: ms, typicalWhen: 'every time', rule };
}

/**
 * The hop's propagation, with the two watch deliveries before it (the endpoints controller
 * hears the Pod, then the hop hears the EndpointSlice: spec.latencies.watch each).
 */
export function propagation(hop: HopModel, latencies: Latencies): Propagation | null {
  const p = pipeline(hop);
  if (!p) return null;
  const watch = 2 * latencies.watch;
  const worst = p.worst.reduce((sum, [, ms]) => sum + ms, watch);
  return {
    worstMs: worst,
    typicalMs: p.typicalMs + watch,
    terms: [...p.worst.map(([k, ms]) => term(k, ms)), term('watch ×2', watch)].join(' + '),
    typicalWhen: p.typicalWhen,
    source: [p.rule, sourcesOf(hop, p.worst)].filter((x) => x !== '').join('; '),
  };
}
