// Checks that need the whole stream: the Service that traffic calls, what each action
// targets (and the container it names), nodes that Pods are pinned to, and podterm's
// bounds on the total number of Pods and on the drains of a run.
import type { Diagnostic } from '../read/diagnostics.ts';
import type {
  ActionModel,
  ContainerModel,
  PodTemplateModel,
  ScenarioModel,
} from '../model/model.ts';
import type { ScenarioSpec } from '../kinds/scenarioDoc.ts';
import { MAX_NODES } from '../kinds/scenarioNodes.ts';

/** Pods podterm will run at once, across every workload: beyond this a tab would stall. */
export const MAX_TOTAL_PODS = 20_000;

/**
 * Drains podterm runs in one scenario. Each drain evicts every Pod of its node and retries
 * the refusals every 5 s while a budget allows none; the evicted Pods land on the nodes not
 * yet drained, so later drains move ever more Pods. Measured on the built CLI (issue 31
 * item 8, bench drain-1000-nodes: 5,000 Pods under budgets on 1,000 nodes, a drain every
 * 3 s; CPU time on a loaded machine): 100 drains ~12 s, 200 ~22 s, all 1,000 over 100 s. At
 * 150 a run stays under 20 s.
 */
export const MAX_DRAINS = 150;

export type Objects = Omit<ScenarioModel, keyof ScenarioSpec>;

/** Everything that makes Pods, with the template they make them from. */
function podMakers(
  m: Objects,
): { name: string; namespace: string; line: number; template: PodTemplateModel }[] {
  return [
    ...m.pods,
    ...m.deployments,
    ...m.replicaSets,
    ...m.replicationControllers,
    ...m.jobs,
    ...m.statefulSets,
    ...m.daemonSets,
    ...m.cronJobs.map((c) => ({ ...c, template: c.jobTemplate.template })),
  ];
}

const at = (
  severity: Diagnostic['severity'],
  line: number,
  message: string,
  rule?: string,
): Diagnostic => ({
  severity,
  message,
  line,
  column: 1,
  endLine: line,
  endColumn: 200,
  ...(rule === undefined ? {} : { rule }),
});

export function crossCheck(s: ScenarioSpec, m: Objects, out: Diagnostic[]): void {
  const called = s.traffic ? m.services.find((x) => x.name === s.traffic!.service) : undefined;
  if (s.traffic?.service && !called) {
    s.traffic.at.invalid('service', s.traffic.service, 'names no Service in the scenario');
  }
  // kube-proxy skips a headless Service (ShouldSkipService): its clients resolve its name.
  if (s.traffic && called?.headless)
    s.traffic.at.report(
      'info',
      `${s.traffic.at.name('service')}: Service ${called.name} is headless (clusterIP: None): kube-proxy has no rules for it, so its clients resolve ${called.name}'s DNS name to the ready Pods' IPs and connect to them directly; podterm sends the requests to the Pods CoreDNS lists, one watch after the EndpointSlice changes (no kube-proxy sync delay), and ${
        s.traffic.client === 'grpc'
          ? 'gRPC clients keep their last resolution until a failure asks again, at most every 30 s (grpc-go MinResolutionInterval)'
          : "does not model a client's DNS cache"
      }`,
      'service',
    );
  addPinnedNodes(s, m, out);
  for (const a of s.actions) checkTarget(a, s, m, out);
  for (const c of m.cronJobs) {
    if (c.creationTimestamp !== null && c.creationTimestamp > s.startTimeMs)
      out.push(
        at(
          'warning',
          c.line,
          `CronJob ${c.name}: metadata.creationTimestamp is after the scenario's startTime; podterm creates it at t=0`,
          'creationAfterStart',
        ),
      );
  }
  checkBudgets(m, out);
  const drains = s.actions.filter((a) => a.do === 'drain');
  if (drains.length > MAX_DRAINS)
    out.push(
      at(
        'error',
        drains[MAX_DRAINS]!.line,
        `the scenario has ${drains.length} drain actions; podterm simulates at most ${MAX_DRAINS} drains in a run (the limit of drains: more take minutes)`,
      ),
    );
  const total =
    m.pods.length +
    [...m.deployments, ...m.replicaSets, ...m.replicationControllers, ...m.statefulSets].reduce(
      (t, d) => t + d.replicas,
      0,
    ) +
    m.jobs.reduce((t, j) => t + j.parallelism, 0);
  if (total > MAX_TOTAL_PODS)
    out.push(
      at(
        'error',
        1,
        `the scenario asks for ${total} Pods at once; podterm simulates at most ${MAX_TOTAL_PODS}`,
      ),
    );
}

/**
 * A Pod pasted from `kubectl get pod -o yaml` is bound to a node of the user's cluster
 * (`spec.nodeName: kind-worker`). Where the scenario only counts its nodes, that node is
 * added, so the Pod runs as it did there; where it lists them by name, a name outside the
 * list is the user's slip, and the Pod stays Pending as it would on a cluster without it.
 */
function addPinnedNodes(s: ScenarioSpec, m: Objects, out: Diagnostic[]): void {
  const nodes = new Set(s.nodes.map((n) => n.name));
  for (const w of podMakers(m)) {
    const pinned = w.template.nodeName;
    if (pinned === null || nodes.has(pinned)) continue;
    if (!s.nodesListed && s.nodes.length < MAX_NODES) {
      s.nodes.push({ name: pinned });
      nodes.add(pinned);
      out.push(
        at(
          'info',
          w.line,
          `${w.name}: spec.nodeName "${pinned}": podterm adds node ${pinned} to the scenario's nodes`,
        ),
      );
    } else
      out.push(
        at(
          'warning',
          w.line,
          `${w.name}: spec.nodeName "${pinned}" is not one of the scenario's nodes (${[...nodes].slice(0, 5).join(', ')}…); its Pods will stay Pending`,
          'nodeNameUnknown',
        ),
      );
  }
}

/** Names of every object, by lower-case kind (`pod` → names of bare Pods). */
function namesByKind(s: ScenarioSpec, m: Objects): Map<string, string[]> {
  const byKind = new Map<string, string[]>([
    ['pod', m.pods.map((x) => x.name)],
    ['deployment', m.deployments.map((x) => x.name)],
    ['replicaset', m.replicaSets.map((x) => x.name)],
    ['replicationcontroller', m.replicationControllers.map((x) => x.name)],
    ['service', m.services.map((x) => x.name)],
    ['job', m.jobs.map((x) => x.name)],
    ['cronjob', m.cronJobs.map((x) => x.name)],
    ['statefulset', m.statefulSets.map((x) => x.name)],
    ['daemonset', m.daemonSets.map((x) => x.name)],
    ['poddisruptionbudget', m.podDisruptionBudgets.map((x) => x.name)],
    ['node', s.nodes.map((x) => x.name)],
  ]);
  for (const x of m.ignored) {
    const k = x.kind.toLowerCase();
    byKind.set(k, [...(byKind.get(k) ?? []), x.name]);
  }
  return byKind;
}

/**
 * The templates whose Pods a `pod/<name>` target can pick: a bare Pod of that name, or a
 * controller's Pods when the name is a prefix of the controller's name or extends it
 * (`pod/web` and `pod/web-6c7f9` both pick Deployment web's Pods).
 */
export function podTemplatesFor(name: string, m: Objects): PodTemplateModel[] {
  const exact = m.pods.filter((p) => p.name === name).map((p) => p.template);
  if (exact.length > 0) return exact;
  return podMakers(m)
    .filter((c) => c.name.startsWith(name) || name.startsWith(c.name))
    .map((c) => c.template);
}

function checkTarget(a: ActionModel, s: ScenarioSpec, m: Objects, out: Diagnostic[]): void {
  const { kind, name } = a.target;
  const target = `${kind}/${name}`;
  if (a.do === 'create' && !m.pods.some((p) => p.name === name)) {
    out.push(
      at(
        'warning',
        a.line,
        `create needs a Pod document named ${name}: nothing is created`,
        'actionTargetMissing',
      ),
    );
    return;
  }
  if (kind === 'pod') {
    const templates = podTemplatesFor(name, m);
    if (templates.length === 0) {
      out.push(at('error', a.line, `target ${target} matches no object in the scenario`));
      return;
    }
    if (a.container !== null) {
      const all = (t: PodTemplateModel): ContainerModel[] => [...t.containers, ...t.initContainers];
      if (!templates.some((t) => all(t).some((c) => c.name === a.container)))
        out.push(
          at(
            'error',
            a.line,
            `container "${a.container}" is not in the Pods of ${target} (containers: ${all(
              templates[0]!,
            )
              .map((c) => c.name)
              .join(', ')})`,
          ),
        );
    }
    return;
  }
  const names = namesByKind(s, m).get(kind);
  // A CronJob's Jobs are named <cronjob>-<minutes> when they are made.
  const madeByCronJob = kind === 'job' && m.cronJobs.some((c) => name.startsWith(`${c.name}-`));
  if (!names?.includes(name) && !madeByCronJob) {
    out.push(at('error', a.line, `target ${target} matches no object in the scenario`));
    return;
  }
  const rolled =
    kind === 'deployment'
      ? m.deployments
      : kind === 'statefulset'
        ? m.statefulSets
        : kind === 'daemonset'
          ? m.daemonSets
          : null;
  if (a.do === 'rollout' && a.container !== null && rolled) {
    const d = rolled.find((x) => x.name === name)!;
    if (!d.template.containers.some((c) => c.name === a.container))
      out.push(at('error', a.line, `container "${a.container}" is not in ${kind}/${name}`));
  }
}

/** disruption.go trySync: a budget whose selector matches no pod records NoPods. */
function checkBudgets(m: Objects, out: Diagnostic[]): void {
  for (const b of m.podDisruptionBudgets) {
    // What its selector can match: the pod templates of its namespace.
    const labels = podMakers(m)
      .filter((w) => w.namespace === b.namespace)
      .map((w) => w.template.labels);
    const keys = Object.entries(b.selector);
    const hit =
      b.selectsAll === true
        ? labels.length > 0
        : labels.some((l) => keys.length > 0 && keys.every(([k, v]) => l[k] === v));
    if (!hit)
      out.push(
        at(
          'warning',
          b.line,
          `PodDisruptionBudget ${b.name}: No matching pods found (NoPods): its selector matches no Pod in the scenario, so it protects nothing`,
          'pdbSelectsNothing',
        ),
      );
  }
}
