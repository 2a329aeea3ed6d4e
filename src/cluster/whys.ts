// The "why" sentences the simulation attaches to trace events: the rule and the Kubernetes
// function it comes from. Every emitter takes its sentence from this table through `why()`,
// so the trace keeps plain English text (the contract's language) while the page can
// recover the key and the values (`parseWhy`) and say the sentence in another language.
// A `{name}` in a template is a value filled in at run time.

const BUDGET =
  'The disruption budget {pdb} needs {desired} healthy pods and has {healthy} currently (eviction.go checkAndDecrement).';

export const WHYS = {
  // The API server's delete path.
  deletionTimestamp:
    'The API server set metadata.deletionTimestamp = now + grace (rest/delete.go BeforeDelete).',
  graceZero:
    'Grace 0: the object stays only while finalizers hold it (store.go updateForGracefulDeletionAndFinalizers).',
  podRemoved:
    'The object leaves the API: grace 0 with no finalizers, or the kubelet’s final Delete once the containers stopped (status_manager.go canBeDeleted).',
  deleteWarning: 'The API server answered the DELETE with "Warning: {warning}".',

  // The Eviction API and kubectl drain (the kubectl line is what drain prints to stderr).
  budgetRefused: BUDGET,
  budgetRefusedByDrain: `${BUDGET} kubectl drain: error when evicting pods/"{pod}" -n "default" (will retry after 5s): {message}`,
  drainEvictError: 'kubectl drain: error when evicting pods/"{pod}" -n "default": {message}',

  // Stopping a container.
  hookAbandoned:
    'The hook used up the grace period and was abandoned, not stopped (executePreStopHook).',
  stopContainer:
    'CRI StopContainer(timeout={timeout}s): the runtime sends the stop signal and SIGKILLs when the timeout runs out (kuberuntime_container.go killContainer, containerd stopContainer).',
  stopSignalIgnored:
    'The process ignores its stop signal (PID 1 has no default handler), so it runs until the stop timeout: SIGKILL, exit 137.',
  stopTimedOut: 'The process did not exit within the stop timeout: SIGKILL, exit 137.',

  // EndpointSlices and kube-proxy.
  endpointRemoved:
    'Terminal, deleted or IP-less pods leave the EndpointSlice (ShouldPodBeInEndpoints).',
  endpointTerminating:
    'terminating = deletionTimestamp set, so ready = false (endpointslice utils.go podToEndpoint).',
  proxyFallback:
    'No endpoint is ready: kube-proxy falls back to serving terminating endpoints (topology.go CategorizeEndpoints).',

  // The phase a pod ends in.
  evicted: 'The kubelet evicted the pod under node pressure (eviction_manager.go evictPod).',
  nodeShutdown:
    'Pod was terminated in response to imminent node shutdown. (nodeshutdown_manager killPods)',
  nodeShutdownAdmit:
    'Pod was rejected as the node is shutting down. (nodeshutdown_manager Admit: reason NodeShutdown)',
  deadline:
    'active_deadline.go: the pod outlived activeDeadlineSeconds; the phase is published once its containers stopped (#108366).',
  terminalPhase:
    'kubelet_pods.go getPhase: from 1.27 a pod the kubelet terminated ends Succeeded if every container exited 0, else Failed (#115331).',
  podGC:
    'PodGC marks the pod Failed and force-deletes it (gc_controller.go markFailedAndDeletePodWithCondition).',
} as const;

export type WhyKey = keyof typeof WHYS;

/** The `{name}`s of a template, as a union of names. */
type NamesIn<T extends string> = T extends `${string}{${infer N}}${infer Rest}`
  ? N | NamesIn<Rest>
  : never;

export type WhyValues<K extends WhyKey> = Record<NamesIn<(typeof WHYS)[K]>, string | number>;

/** A template with its `{name}`s filled in. Names it is not given stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The English sentence of `key`, with its values (a template without any takes none). */
export function why<K extends WhyKey>(
  key: K,
  ...values: [NamesIn<(typeof WHYS)[K]>] extends [never] ? [] : [WhyValues<K>]
): string {
  return fill(WHYS[key], values[0] ?? {});
}

/** The `{name}`s of a template, in order. */
export function namesIn(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

export interface ParsedWhy {
  key: WhyKey;
  values: Record<string, string>;
}

interface Matcher {
  key: WhyKey;
  pattern: RegExp;
  names: string[];
}

let matchers: Matcher[] | null = null;

// Templates without values first (an exact match cannot be a value's accident), then the
// rest; each template compiles once, the first time the page asks.
function compile(): Matcher[] {
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const all = (Object.keys(WHYS) as WhyKey[]).map((key) => {
    const parts = WHYS[key].split(/\{\w+\}/);
    const pattern = new RegExp(`^${parts.map(escape).join('(.+?)')}$`, 's');
    return { key, pattern, names: namesIn(WHYS[key]) };
  });
  return [...all.filter((m) => m.names.length === 0), ...all.filter((m) => m.names.length > 0)];
}

/** The key and values of an English sentence of this table, or null. */
export function parseWhy(text: string): ParsedWhy | null {
  matchers ??= compile();
  for (const { key, pattern, names } of matchers) {
    const m = pattern.exec(text);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((n, i) => (values[n] = m[i + 1] ?? ''));
    return { key, values };
  }
  return null;
}
