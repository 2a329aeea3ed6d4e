// What will go wrong on the request path (contract §5), before anything runs: a preStop
// shorter than the hop in front takes to stop sending (request-path.md §9's propagation), a
// terminating-endpoint hop in front of an app that closes at SIGTERM with no preStop, and an
// AWS deregistration delay longer than the grace period (R1, conservative). Each says its
// numbers and the source of the knob; the trace event where it bites lets the page jump.
import { secondsToMs } from '../../trace/units.ts';
import { HOP_KINDS } from '../dataPlane/hopCatalog.ts';
import { propagation, sec, type Propagation } from '../dataPlane/hopPropagation.ts';
import type { Foresight } from './foresight.ts';
import { behindTraffic, closesAtStopSignal, hookMs, warn, type Workload } from './foreseeParts.ts';
import type { ContainerModel, HopModel, ScenarioModel } from '../model/model.ts';
import { servingContainer } from '../model/servingContainer.ts';

/**
 * The hop the clients meet first, as the run builds it (runScenario.ts): `traffic.via`'s,
 * else in a mesh the clients' own sidecar.
 */
const frontHop = (m: ScenarioModel): HopModel | null => m.traffic?.via?.hop ?? m.mesh?.hop ?? null;

/**
 * The hops that keep a terminating endpoint and send it no new request (request-path.md §9):
 * Envoy Gateway's DRAINING, Traefik's fence (not its Gateway API provider: `ready` only).
 */
function keepsTerminating(m: ScenarioModel, hop: HopModel): 'DRAINING' | 'fenced' | null {
  if (hop.name === 'envoy-gateway') return 'DRAINING';
  if (hop.name === 'traefik' && m.traffic?.via?.kind !== 'httproute') return 'fenced';
  return null;
}

export function foreseeHops(m: ScenarioModel, all: readonly Workload[]): Foresight[] {
  const hop = frontHop(m);
  if (!hop || !m.traffic) return [];
  const p = propagation(hop, m.latencies);
  const out: Foresight[] = [];
  for (const w of behindTraffic(m, all)) {
    const c = servingContainer(w.template);
    if (!c) continue;
    const fence = keepsTerminating(m, hop);
    if (fence && p && hookMs(c) === 0 && closesAtStopSignal(c))
      out.push(terminatingNoPreStop(m, w, c, hop, fence, p));
    else if (p && hookMs(c) < p.worstMs) out.push(shorterThanHop(m, w, c, hop, p));
    const dereg = deregistration(w, hop);
    if (dereg) out.push(dereg);
  }
  return out;
}

const biteOf = (m: ScenarioModel, hop: HopModel): Foresight['bites'] => ({
  type: 'RequestFailed',
  object: `Service/${m.traffic?.service ?? ''}`,
  data: { via: hop.name },
});

function shorterThanHop(
  m: ScenarioModel,
  w: Workload,
  c: ContainerModel,
  hop: HopModel,
  p: Propagation,
): Foresight {
  const title = HOP_KINDS[hop.name].title;
  const params = {
    object: w.name,
    container: c.name,
    hop: title,
    hook: sec(hookMs(c)),
    worst: sec(p.worstMs),
    typical: sec(p.typicalMs),
    terms: p.terms,
    source: p.source,
  };
  return warn(
    'preStopShorterThanHop',
    c.line,
    `${w.name}/${c.name}: preStop ${params.hook} s is shorter than ${title} takes to stop sending new requests to a terminating Pod: up to ${params.worst} s in the worst case (${p.terms}), ${params.typical} s typically (${p.typicalWhen}); requests that come after the app stops listening fail (${p.source})`,
    biteOf(m, hop),
    params,
  );
}

function terminatingNoPreStop(
  m: ScenarioModel,
  w: Workload,
  c: ContainerModel,
  hop: HopModel,
  fence: 'DRAINING' | 'fenced',
  p: Propagation,
): Foresight {
  const title = HOP_KINDS[hop.name].title;
  const params = {
    object: w.name,
    container: c.name,
    hop: title,
    fence,
    window: sec(p.worstMs),
    terms: p.terms,
  };
  return warn(
    'terminatingHopNoPreStop',
    c.line,
    `${w.name}/${c.name} has no preStop and stops listening at SIGTERM: ${title} sends no new request to a terminating endpoint (${fence}), so requests already on it are fine, but for the ${params.window} s before it hears (${p.terms}) new requests still reach the closed listener (request-path.md §9; ${p.source})`,
    biteOf(m, hop),
    params,
  );
}

/** R1: `ALB deregistration_delay < preStop.sleep < terminationGracePeriodSeconds`, ⚠ conservative. */
function deregistration(w: Workload, hop: HopModel): Foresight | null {
  if (hop.name !== 'aws-alb' && hop.name !== 'aws-nlb') return null;
  const delay = hop.settings['deregistration_delay.timeout_seconds'];
  const grace = w.template.terminationGracePeriodSeconds;
  if (typeof delay !== 'number' || delay <= secondsToMs(grace)) return null;
  const params = { object: w.name, hop: HOP_KINDS[hop.name].title, delay: sec(delay), grace };
  return {
    ...warn(
      'deregistrationDelayOverGrace',
      w.line,
      `${params.hop}: deregistration_delay.timeout_seconds ${params.delay} s is longer than ${w.name}'s terminationGracePeriodSeconds ${grace}: the target may still be draining when the Pod is gone. ⚠ Conservative, not required (request-path.md R1: alphagov/govuk-helm-charts #4033, rancher #36819): AWS ends the drain early when no request is in flight (#2106); what matters is a preStop at least the propagation lag (R2)`,
      { type: 'PodRemoved', object: `Pod/${w.name}` },
      params,
    ),
    severity: 'info',
  };
}
