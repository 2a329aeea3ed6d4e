// The words of the chain of causes (the caption's list, the arrows' titles) and of the
// swimlane's filters, in English; Japanese and Russian load with the language
// (loadLanguage.ts). Kubernetes terms (kubelet, EndpointSlice, kube-proxy, SIGKILL,
// deletionTimestamp, preStop) stay as Kubernetes spells them.
import type { Lang } from '../../store/lang.ts';
import type { LinkKind } from '../../story/causes.ts';
import { format } from './messages.ts';

const en = {
  'chain.title': 'Causes and effects',
  'chain.selected': 'selected',
  'chain.moreFailed': '… and {n} more failed requests from the same causes',
  'chain.moreSteps': '… and {n} more steps',
  'chain.from': 'after {t} s',
  'link.action': 'the action reached it',
  'link.eviction': 'the Eviction API deletes the Pod it marked',
  'link.kubelet': 'the kubelet saw the deletionTimestamp and stops the containers',
  'link.preStop': 'the stop signal waits for the preStop hook',
  'link.grace': 'the grace period ran out: the runtime sends SIGKILL',
  'link.exit': 'the process ended',
  'link.endpoint': 'the EndpointSlice controller rewrote the endpoint',
  'link.proxy': 'kube-proxy rewrote its rules from the EndpointSlice',
  'link.hop': 'the hop rewrote its list from the EndpointSlice',
  'link.refused': 'the request reached a Pod that no longer listened',
  'link.routed': 'the hop still sent new requests to the Pod',
  'link.noEndpoints': 'rules without an endpoint reject the request',
  'link.status': 'the kubelet updated the Pod’s status',
  'link.removed': 'the kubelet deleted the finished Pod from the API',
  'link.replace': 'the controller made a Pod to replace it',
  'link.job': 'the Job’s controller deletes its active Pods',
  'link.gc': 'the garbage collector deletes what the removed owner owned',
  'link.scale': 'the controllers scaled the ReplicaSet',
  'link.start': 'the scheduler and the kubelet start the new Pod',
  'link.restart': 'the kubelet starts the container again (restartPolicy)',
  'link.backoff': 'the kubelet waits out a back-off before it tries again',
  'link.probe': 'the kubelet probed the container and the probe failed',
  'link.liveness':
    'the probe failed failureThreshold times: the kubelet kills the container to restart it',
  'link.sidecar': 'the main containers ended: the kubelet stops the sidecars',
  'link.deadline': 'activeDeadlineSeconds ran out',
  'link.shutdown': 'the node shuts down: the kubelet stops its Pods, critical ones last',
  'link.oom': 'the kernel’s OOM killer ended the process over its memory limit',
  'link.ordinal':
    'the StatefulSet controller goes one ordinal at a time, each after the one before it',
  'link.daemon': 'the DaemonSet controller keeps one Pod per node and replaces a failed one',
  'link.jobSync': 'the Job controller counted its Pods and acted on them',
  'link.replicas': 'the ReplicaSet controller made or deleted the difference to spec.replicas',
  'link.node': 'the node lifecycle controller: no heartbeat, NotReady, then evicted',
  'link.podgc': 'PodGC marks the Pod Failed and deletes it at once',
  'link.unschedulable': 'the scheduler found no node that fits the Pod',
  'link.room': 'a change in the cluster made room: the scheduler tried the Pod again',
  'link.gone': 'grace 0: the API server removes the object at once',
  'link.owner': 'the owner’s controller acted on it',
  'link.recorded': 'the component recorded an Event of it',
  'filter.group': 'Find events',
  'filter.failed': 'Failed requests',
  'filter.sigkill': 'Path to SIGKILL',
  'filter.warnings': 'Warnings',
  'filter.prev': 'Previous: {what}',
  'filter.next': 'Next: {what}',
} as const;

export type CauseKey = keyof typeof en;

const TABLES: Record<Lang, Readonly<Record<CauseKey, string>>> = { en, ja: en, ru: en };

const LOADERS = {
  ja: () => import('./causeWordsJa.ts').then((m) => m.ja satisfies Record<CauseKey, string>),
  ru: () => import('./causeWordsRu.ts').then((m) => m.ru satisfies Record<CauseKey, string>),
};

/** Loads `lang`'s words of causes and filters (once). */
export async function loadCauseWords(lang: Lang): Promise<void> {
  if (lang === 'en' || TABLES[lang] !== en) return;
  TABLES[lang] = await LOADERS[lang]();
}

/** A word of causes and filters in `lang`. */
export const causeWord = (
  lang: Lang,
  key: CauseKey,
  vars?: Record<string, string | number>,
): string => format(TABLES[lang][key], vars);

/** Why a step follows from the one before it, in `lang`. No cast: the compiler checks that
 *  every kind of link the chain can give (story/causes/types.ts) has its words. */
export const linkWord = (lang: Lang, kind: LinkKind): string => causeWord(lang, `link.${kind}`);

/** Every key, for the completeness test. */
export const CAUSE_KEYS = Object.keys(en) as CauseKey[];
