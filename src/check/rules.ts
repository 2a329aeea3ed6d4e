// Every warning podterm gives, with its stable id: the one table `podterm check`, its SARIF
// rules and docs/checks.md (a section per id) are made from. An id is written here once and
// never reused or renumbered; a rule that goes away keeps its row, marked retired. Ids come
// from this table only, never from an order at run time.
//   PT1xx  what will go wrong when Pods stop (src/manifest/foresee*.ts)
//   PT2xx  what the API server or the kubelet does with the manifest otherwise than written
//   PT3xx  podterm's own annotations and Scenario document
//   PT000  a warning no row names yet (a bug of podterm's: every warning should have a row)
import type { Severity } from '../manifest/read/diagnostics.ts';

export interface CheckRule {
  /** `PT` + three digits: stable, the name users write in `podterm.dev/ignore`. */
  id: string;
  /** The rule's name in the code (`Diagnostic.rule`, `Foresight.rule`). */
  rule: string;
  /** Its severity when the rule itself does not say (foresights and reports do). */
  severity: Severity;
  /** One line: what goes wrong. */
  title: string;
  /** How to fix it, one or two sentences. */
  fix: string;
}

export const CHECK_RULES: readonly CheckRule[] = [
  {
    id: 'PT000',
    rule: 'other',
    severity: 'warning',
    title: 'A warning podterm gives that has no id of its own yet',
    fix: 'Read the message; report the missing id to podterm.',
  },
  {
    id: 'PT101',
    rule: 'preStopLongerThanGrace',
    severity: 'warning',
    title: 'The preStop hook takes longer than terminationGracePeriodSeconds',
    fix: 'Raise terminationGracePeriodSeconds above the preStop time plus the app’s own drain, or shorten the hook.',
  },
  {
    id: 'PT102',
    rule: 'noPreStopBehindService',
    severity: 'warning',
    title: 'A workload behind a Service has no preStop hook',
    fix: 'Add a preStop that waits until the endpoint change has reached every node (`sleep: {seconds: 5}` from 1.30, or `exec: {command: [sleep, "5"]}`), and keep terminationGracePeriodSeconds above it.',
  },
  {
    id: 'PT103',
    rule: 'shellIgnoresSigterm',
    severity: 'warning',
    title: 'The container’s PID 1 ignores SIGTERM and dies only by SIGKILL',
    fix: 'Run the program with `exec` (so that it is PID 1 and gets the signal), add `trap … TERM`, or run an init such as tini as PID 1.',
  },
  {
    id: 'PT104',
    rule: 'drainLongerThanGrace',
    severity: 'warning',
    title: 'preStop plus the app’s drain outlast terminationGracePeriodSeconds',
    fix: 'Raise terminationGracePeriodSeconds to at least the preStop time plus the drain, or shorten either.',
  },
  {
    id: 'PT105',
    rule: 'memoryOverLimit',
    severity: 'warning',
    title: 'The container allocates more than its memory limit (OOMKilled)',
    fix: 'Raise resources.limits.memory above what the process holds, or make it hold less.',
  },
  {
    id: 'PT106',
    rule: 'backoffLimitDefault',
    severity: 'warning',
    title: 'A Job with restartPolicy Never keeps the default backoffLimit 6',
    fix: 'Set spec.backoffLimit to the number of retries you want (0 or 1 for a step that fails the same way each time), or a podFailurePolicy.',
  },
  {
    id: 'PT107',
    rule: 'twoDeadlines',
    severity: 'warning',
    title: 'activeDeadlineSeconds is set on both the Job and its Pod template',
    fix: 'Keep one: the Job’s spec.activeDeadlineSeconds for the whole Job, or the Pod’s for each try.',
  },
  {
    id: 'PT108',
    rule: 'replaceLongJob',
    severity: 'warning',
    title: 'CronJob concurrencyPolicy Replace with a Job longer than the schedule’s interval',
    fix: 'Use concurrencyPolicy Forbid or Allow, schedule less often, or make the Job end within the interval.',
  },
  {
    id: 'PT109',
    rule: 'startingDeadlineShort',
    severity: 'warning',
    title: 'CronJob startingDeadlineSeconds shorter than the interval between schedules',
    fix: 'Set startingDeadlineSeconds to at least the interval between schedules (or leave it unset).',
  },
  {
    id: 'PT110',
    rule: 'pdbBlocksEvictions',
    severity: 'warning',
    title: 'A PodDisruptionBudget that allows no disruption',
    fix: 'Allow at least one disruption: maxUnavailable: 1, or minAvailable below the replicas.',
  },
  {
    id: 'PT111',
    rule: 'preStopShorterThanHop',
    severity: 'warning',
    title: 'preStop shorter than the ingress, gateway or load balancer takes to stop sending',
    fix: 'Make the preStop at least as long as the worst-case propagation of the hop in front (the message gives it), and terminationGracePeriodSeconds longer still.',
  },
  {
    id: 'PT112',
    rule: 'terminatingHopNoPreStop',
    severity: 'warning',
    title: 'No preStop in front of a hop that learns of a terminating endpoint late',
    fix: 'Add a preStop that keeps the app listening until the hop has heard (the message gives the window).',
  },
  {
    id: 'PT113',
    rule: 'deregistrationDelayOverGrace',
    severity: 'info',
    title: 'AWS load balancer deregistration delay longer than the grace period',
    fix: 'Optional: lower deregistration_delay.timeout_seconds below terminationGracePeriodSeconds; a preStop at least the propagation lag matters more.',
  },
  {
    id: 'PT114',
    rule: 'istioClassicDrainShort',
    severity: 'warning',
    title: 'Istio’s classic sidecar stops before the app it fronts',
    fix: 'Raise terminationDrainDuration to the app’s preStop plus drain, or run istio-proxy as a native sidecar.',
  },
  {
    id: 'PT115',
    rule: 'linkerdClassicRefusesEarly',
    severity: 'warning',
    title: 'Linkerd’s classic proxy refuses new requests before the app stops',
    fix: 'Set config.alpha.linkerd.io/proxy-wait-before-exit-seconds above the app’s preStop (and below the grace period), or use native sidecars.',
  },
  {
    id: 'PT120',
    rule: 'rolloutFailedRequests',
    severity: 'warning',
    title: 'Requests fail during a rolling update (podterm check --rollout)',
    fix: 'Add a preStop that outlasts the endpoint and proxy propagation (PT102, PT111), keep terminationGracePeriodSeconds above preStop plus drain (PT101, PT104), and readiness probes on the new Pods.',
  },
  {
    id: 'PT201',
    rule: 'unknownField',
    severity: 'warning',
    title: 'A field the Kubernetes version does not know',
    fix: 'Fix the field’s name or place (the message suggests one), or remove it.',
  },
  {
    id: 'PT202',
    rule: 'invalidValue',
    severity: 'warning',
    title: 'A value the API server refuses (enum, quantity, port name)',
    fix: 'Use one of the values the message lists.',
  },
  {
    id: 'PT203',
    rule: 'apiVersionNotServed',
    severity: 'warning',
    title: 'An apiVersion the Kubernetes version no longer (or not yet) serves',
    fix: 'Use the apiVersion the message names.',
  },
  {
    id: 'PT204',
    rule: 'fieldGateOff',
    severity: 'warning',
    title: 'A field behind a feature gate that is off in this version: the API server drops it',
    fix: 'Target a version where the gate is on (the message says from when), enable the gate, or remove the field.',
  },
  {
    id: 'PT205',
    rule: 'fieldNotInVersion',
    severity: 'warning',
    title: 'A field that does not exist yet in this version',
    fix: 'Target a version that has the field, or remove it.',
  },
  {
    id: 'PT206',
    rule: 'stopSignalDropped',
    severity: 'warning',
    title: 'lifecycle.stopSignal is dropped in this version: the image’s STOPSIGNAL is used',
    fix: 'Set STOPSIGNAL in the image, or target a version with ContainerStopSignals on.',
  },
  {
    id: 'PT207',
    rule: 'preStopSleepDropped',
    severity: 'warning',
    title: 'A preStop `sleep` handler dropped because PodLifecycleSleepAction is off',
    fix: 'Use `exec: {command: [sleep, "N"]}` on this version, or target 1.30 or later.',
  },
  {
    id: 'PT208',
    rule: 'sidecarGateOff',
    severity: 'warning',
    title:
      'A native sidecar (initContainer restartPolicy Always) on 1.28, where the gate is off by default',
    fix: 'Enable SidecarContainers on 1.28, or target 1.29 or later.',
  },
  {
    id: 'PT209',
    rule: 'priorityClassMissing',
    severity: 'warning',
    title: 'priorityClassName names no PriorityClass: the API server refuses the Pod',
    fix: 'Create the PriorityClass, or fix its name.',
  },
  {
    id: 'PT210',
    rule: 'admissionForbidden',
    severity: 'warning',
    title: 'A LimitRange or ResourceQuota refuses the Pod',
    fix: 'Change the Pod’s requests and limits to fit the LimitRange and the quota, as the message says.',
  },
  {
    id: 'PT211',
    rule: 'nodeNameUnknown',
    severity: 'warning',
    title: 'spec.nodeName names a node that does not exist: the Pods stay Pending',
    fix: 'Remove nodeName (let the scheduler choose) or name an existing node.',
  },
  {
    id: 'PT212',
    rule: 'pdbSelectsNothing',
    severity: 'warning',
    title: 'A PodDisruptionBudget whose selector matches no Pod',
    fix: 'Make the selector match the workload’s Pod template labels.',
  },
  {
    id: 'PT213',
    rule: 'yamlWarning',
    severity: 'warning',
    title: 'A YAML construct that reads otherwise than it looks',
    fix: 'Rewrite the YAML as the message says (quote the value, remove the duplicate).',
  },
  {
    id: 'PT301',
    rule: 'annotationNoContainer',
    severity: 'warning',
    title: 'A podterm.dev annotation names no container of the Pod',
    fix: 'Fix the container’s name in the annotation key.',
  },
  {
    id: 'PT302',
    rule: 'creationAfterStart',
    severity: 'warning',
    title: 'A CronJob’s creationTimestamp is after the Scenario’s startTime',
    fix: 'Move the Scenario’s startTime after the creationTimestamp, or remove the timestamp.',
  },
  {
    id: 'PT303',
    rule: 'actionTargetMissing',
    severity: 'warning',
    title: 'A Scenario action names an object the document does not have',
    fix: 'Fix the action’s target, or add the object.',
  },
  {
    id: 'PT304',
    rule: 'durationCapped',
    severity: 'warning',
    title: 'The Scenario’s duration is longer than podterm’s 1 h maximum',
    fix: 'Set a duration of 1h or less.',
  },
  {
    id: 'PT305',
    rule: 'viaUnresolved',
    severity: 'warning',
    title: 'The Scenario’s traffic.via names no route to the Service',
    fix: 'Name an Ingress, HTTPRoute or hop the document has, as the message says.',
  },
];

const BY_RULE = new Map(CHECK_RULES.map((r) => [r.rule, r]));
const BY_ID = new Map(CHECK_RULES.map((r) => [r.id, r]));

/** The row of a rule name; PT000's for a warning no row names. */
export const ruleOf = (rule: string | undefined): CheckRule =>
  (rule === undefined ? undefined : BY_RULE.get(rule)) ?? BY_ID.get('PT000')!;

/** The row of an id (`PT103`), or undefined. */
export const ruleById = (id: string): CheckRule | undefined => BY_ID.get(id.toUpperCase());
