// The chain of causes, read off real runs of the presets and of every fixture: each link is
// one Kubernetes has (the kubelet acts on the deletionTimestamp, kube-proxy on the
// EndpointSlice, a request fails because the Pod no longer listened), facts in seconds.
import { describe, expect, it } from 'vitest';
import { presetTrace } from '../helpers/presets.ts';
import { SCENARIOS, traceOf } from '../helpers/everyTrace.ts';
import { causesOf, chainOf, type LinkKind } from '../../../src/story/causes.ts';
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';

/** An event in a few words: `10.1 SignalSent SIGTERM`. */
function said(e: TraceEvent): string {
  const d = e.data as Record<string, unknown>;
  const what =
    e.type === 'SignalSent'
      ? d.signal
      : e.type === 'ProxyRulesUpdated'
        ? d.node
        : e.type === 'KubeEvent'
          ? d.reason
          : e.type === 'RequestFailed'
            ? d.reason
            : e.type === 'PodConditionSet'
              ? d.type
              : e.type === 'ActionApplied'
                ? d.action
                : '';
  return `${e.t / 1000} ${e.type}${what ? ` ${String(what)}` : ''}`;
}

const find = (trace: Trace, pred: (e: TraceEvent) => boolean): number =>
  trace.events.findIndex(pred);

/** The effects of event `i` (one step), in words with the link's kind. */
const effects = (trace: Trace, i: number): string[] =>
  (causesOf(trace).out.get(i) ?? []).map((l) => `${l.kind}: ${said(trace.events[l.to]!)}`);

/** The causes of event `i`, back to the first, one line each: `kind ← event`. */
function causeChain(trace: Trace, i: number): string[] {
  const out: string[] = [said(trace.events[i]!)];
  let at = i;
  for (;;) {
    const l = causesOf(trace).into.get(at)?.[0];
    if (!l) return out;
    out.unshift(`${said(trace.events[l.from]!)} —${l.kind}→`);
    at = l.from;
  }
}

describe('the default preset: a Pod deleted at 10 s, no preStop', () => {
  const trace = presetTrace('default');
  const deletion = find(trace, (e) => e.type === 'DeletionRequested');
  const refused = find(trace, (e) => e.type === 'RequestFailed');

  it('the deletion reaches the kubelet, the EndpointSlice and the ReplicaSet', () => {
    expect(effects(trace, deletion).sort()).toEqual([
      'endpoint: 10.1 EndpointChanged',
      'kubelet: 10.1 KubeEvent Killing',
      'kubelet: 10.1 SignalSent SIGTERM',
      'replace: 10.1 PodCreated',
    ]);
  });

  it('each EndpointSlice change reaches each node’s kube-proxy at its next sync (11.1 s)', () => {
    const slice = find(trace, (e) => e.type === 'EndpointChanged' && e.t === 10_100);
    expect(effects(trace, slice)).toEqual([
      'proxy: 11.1 ProxyRulesUpdated node-a',
      'proxy: 11.1 ProxyRulesUpdated node-b',
    ]);
  });

  it('the first refused request (10.2 s) follows from the exit the SIGTERM caused', () => {
    expect(trace.events[refused]!.t).toBe(10_200);
    expect(causeChain(trace, refused)).toEqual([
      '10 ActionApplied delete —action→',
      '10 DeletionRequested —kubelet→',
      '10.1 SignalSent SIGTERM —exit→',
      '10.1 ContainerExited —refused→',
      '10.2 RequestFailed connection refused',
    ]);
  });

  it('lists the first refused request of the deletion’s chain and counts the others', () => {
    const failed = trace.events.filter((e) => e.type === 'RequestFailed').length;
    const chain = chainOf(trace, deletion, 100);
    expect(chain.steps).toContain(refused);
    expect(chain.steps.filter((i) => trace.events[i]!.type === 'RequestFailed')).toEqual([refused]);
    expect(chain.moreFailed).toBe(failed - 1);
    // Every link drawn joins two listed steps.
    for (const l of chain.links)
      expect(chain.steps).toEqual(expect.arrayContaining([l.from, l.to]));
  });

  it('lists at most CHAIN_STEPS steps, the nearest first, and counts the rest', () => {
    const chain = chainOf(trace, deletion, 5);
    expect(chain.steps).toHaveLength(5);
    expect(chain.steps).toContain(deletion);
    expect(chain.moreSteps).toBeGreaterThan(0);
  });
});

describe('the path to SIGKILL', () => {
  it('ignore-sigterm: delete → SIGTERM → 30 s of grace → SIGKILL → exit 137', () => {
    const trace = presetTrace('ignore-sigterm');
    const kill = find(trace, (e) => e.type === 'SignalSent' && e.data.signal === 'SIGKILL');
    expect(causeChain(trace, kill)).toEqual([
      '5 ActionApplied delete —action→',
      '5 DeletionRequested —kubelet→',
      '5.1 SignalSent SIGTERM —grace→',
      '35.1 SignalSent SIGKILL',
    ]);
    expect(effects(trace, kill)).toEqual(['exit: 35.1 ContainerExited']);
  });

  it('prestop-sleep: the SIGTERM waits for the preStop hook (10.1 s → 15.1 s)', () => {
    const trace = presetTrace('prestop-sleep');
    const term = find(trace, (e) => e.type === 'SignalSent');
    expect(causeChain(trace, term)).toEqual([
      '10 ActionApplied delete —action→',
      '10 DeletionRequested —kubelet→',
      '10.1 PreStopStarted —preStop→',
      '15.1 PreStopFinished —preStop→',
      '15.1 SignalSent SIGTERM',
    ]);
  });

  it('job-deadline: the Job failed past its deadline and deleted its Pod', () => {
    const trace = presetTrace('job-deadline');
    const kill = find(trace, (e) => e.type === 'SignalSent' && e.data.signal === 'SIGKILL');
    const chain = causeChain(trace, kill);
    // The Job's activeDeadlineSeconds counts from its start.
    expect(chain[0]).toMatch(/ObjectCreated —deadline→$/);
    expect(chain[1]).toMatch(/JobConditionSet —job→$/);
    expect(chain.slice(2)).toEqual([
      expect.stringMatching(/DeletionRequested —kubelet→$/),
      expect.stringMatching(/SignalSent SIGTERM —grace→$/),
      expect.stringMatching(/SignalSent SIGKILL$/),
    ]);
  });
});

describe('evictions and rollouts', () => {
  it('drain-pdb: the drain evicts, retries past the budget’s 429s, and the eviction deletes', () => {
    const trace = presetTrace('drain-pdb');
    const drain = find(trace, (e) => e.type === 'ActionApplied');
    expect(effects(trace, drain)).toEqual([
      'action: 20 PodConditionSet DisruptionTarget',
      'action: 20 EvictionRefused',
      'action: 25 EvictionRefused',
      'action: 30 EvictionRefused',
      'action: 35 EvictionRefused',
      'action: 40 PodConditionSet DisruptionTarget',
      // drain.go RunCordonOrUncordon: the node is cordoned before the evictions.
      'action: 20 KubeEvent NodeNotSchedulable',
    ]);
    const second = find(trace, (e) => e.type === 'DeletionRequested' && e.t === 40_000);
    expect(causeChain(trace, second)).toEqual([
      '20 ActionApplied drain —action→',
      '40 PodConditionSet DisruptionTarget —eviction→',
      '40 DeletionRequested',
    ]);
  });

  it('rolling-update-prestop: a new Pod Ready scales the old ReplicaSet down, which deletes a Pod', () => {
    const trace = presetTrace('rolling-update-prestop');
    const deletion = find(trace, (e) => e.type === 'DeletionRequested');
    expect(causeChain(trace, deletion).slice(-3)).toEqual([
      '11.3 PodReady —scale→',
      '11.5 KubeEvent ScalingReplicaSet —scale→',
      '11.6 DeletionRequested',
    ]);
  });

  it('ingress-nginx-rollout: a 502 follows from the Pod’s stop and the hop’s list that still held it', () => {
    const trace = presetTrace('ingress-nginx-rollout');
    const bad = find(trace, (e) => e.type === 'RequestFailed' && e.data.via === 'ingress-nginx');
    const kinds = (causesOf(trace).into.get(bad) ?? []).map((l) => [
      l.kind,
      trace.events[l.from]!.type,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['refused', expect.stringMatching(/SignalSent|ContainerExited|PodRemoved/)],
        ['routed', 'HopSynced'],
      ]),
    );
  });
});

describe('the garbage collector', () => {
  it('a Deployment deleted in the background: its ReplicaSet goes, then each of its Pods', () => {
    const trace = traceOf('tests/fixtures/rules/gc/deployment-background-1.31.yaml')!;
    const gone = find(trace, (e) => e.type === 'ObjectRemoved' && e.object === 'Deployment/web');
    expect(effects(trace, gone)).toEqual(['gc: 10.1 ObjectRemoved']);
    const set = causesOf(trace).out.get(gone)![0]!.to;
    const pods = trace.events.filter(
      (e) => e.type === 'PodCreated' && e.data.owner === trace.events[set]!.object,
    ).length;
    expect(pods).toBeGreaterThanOrEqual(2);
    expect(effects(trace, set)).toEqual(Array(pods).fill('gc: 10.2 DeletionRequested'));
  });
});

describe('every fixture and preset', () => {
  const kinds = new Set<LinkKind>();
  const traces = SCENARIOS.flatMap((f) => {
    const t = traceOf(f);
    return t ? [[f, t] as const] : [];
  });

  it('links only forward in time, between events that exist', () => {
    for (const [f, trace] of traces)
      for (const [to, links] of causesOf(trace).into)
        for (const l of links) {
          kinds.add(l.kind);
          expect(l.to, f).toBe(to);
          expect(trace.events[l.from]!.t, f).toBeLessThanOrEqual(trace.events[l.to]!.t);
        }
    expect(kinds.size).toBeGreaterThan(12);
  });

  it('finds a cause for every SIGKILL and every request a Pod refused or reset', () => {
    for (const [f, trace] of traces) {
      const { into } = causesOf(trace);
      trace.events.forEach((e, i) => {
        if (e.type === 'SignalSent' && e.data.signal === 'SIGKILL')
          expect(into.has(i), `${f} #${i}`).toBe(true);
        if (e.type === 'RequestFailed' && e.data.reason === 'reset')
          expect(into.has(i), `${f} #${i}`).toBe(true);
      });
    }
  });
});
