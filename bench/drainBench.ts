// drain-100-nodes (contract §4): 100 nodes, 1,000 Pods in 5 Deployments each under a
// PodDisruptionBudget, every node drained in turn (one every 30 s, as an operator's loop of
// `kubectl drain` would), with evictions refused and retried while budgets are spent.
import { nodeName } from '../src/manifest/kinds/scenarioNodes.ts';
import { simulateText } from '../src/run/simulate.ts';
import { time, type Row } from './simBenches.ts';

const NODES = 100;
const DEPLOYMENTS = 5;
const REPLICAS = 200;
const DRAIN_EVERY_S = 30;

export function drainScenario(): string {
  const drains = Array.from(
    { length: NODES },
    (_, i) => `    - {at: ${10 + i * DRAIN_EVERY_S}s, do: drain, target: node/${nodeName(i)}}`,
  ).join('\n');
  const apps = Array.from({ length: DEPLOYMENTS }, (_, i) => {
    const app = `app-${i + 1}`;
    return `---
apiVersion: apps/v1
kind: Deployment
metadata: {name: ${app}}
spec:
  replicas: ${REPLICAS}
  selector: {matchLabels: {app: ${app}}}
  template:
    metadata: {labels: {app: ${app}}}
    spec:
      containers: [{name: main, image: example/${app}:1.0}]
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata: {name: ${app}}
spec:
  maxUnavailable: 10%
  selector: {matchLabels: {app: ${app}}}
`;
  }).join('');
  return `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: drain-100-nodes}
spec:
  kubernetesVersion: "1.34"
  nodes: ${NODES}
  duration: ${10 + NODES * DRAIN_EVERY_S + 60}s
  actions:
${drains}
${apps}`;
}

export function drainBench(runs: number): Row {
  const text = drainScenario();
  let events = 0;
  let refused = 0;
  const wallMs = time(() => {
    const r = simulateText(text);
    if (!r.trace) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
    events = r.trace.events.length;
    refused = r.trace.events.filter((e) => e.type === 'EvictionRefused').length;
  }, runs);
  return {
    bench: 'drain-100-nodes',
    wallMs: Math.round(wallMs),
    events,
    eventsPerSec: Math.round((events / wallMs) * 1000),
    evictionsRefused: refused,
  };
}
