// One sentence a person reads for each trace event (tooltips, the step readout). English is
// here; Japanese and Russian (describeI18n.ts) load with the language (loadLanguage.ts), so
// the first load carries none of their sentences.
import { secondsLabel } from '../../trace/units.ts';
import { NEWEST, type KubeVersion } from '../../versions/version.ts';
import type { TraceEvent } from '../../trace/types.ts';
import { changedIn, whyIn } from '../i18n/explanationWords.ts';
import { MESSAGES, type Lang } from '../i18n/messages.ts';
import { reachedSuffix } from './reachedSuffix.ts';
import { hopTitle, hopVia } from '../../chart/hopTitles.ts';
import { statusSummary } from './statusWords.ts';
import { containerOf, sentenceOf, type Sentences } from './sentences.ts';

type Describe = (e: TraceEvent) => string;

const OTHERS: Partial<Record<Lang, Describe>> = {};

/** Loads `lang`'s sentences (once). */
export async function loadDescribeWords(lang: Lang): Promise<void> {
  if (lang === 'en' || OTHERS[lang]) return;
  const m = await import('./describeI18n.ts');
  OTHERS[lang] = lang === 'ja' ? m.describeJa : m.describeRu;
}

/** The event in words, in the page's language (English until its sentences have loaded). */
export function describeIn(lang: Lang, e: TraceEvent): string {
  return (lang === 'en' ? undefined : OTHERS[lang])?.(e) ?? describeEvent(e);
}

/** Each event type's sentence in English. */
const ENGLISH: Sentences = {
  PodCreated: (e) => `${e.object} created${e.data.owner ? ` by ${e.data.owner}` : ''}`,
  PodScheduled: (e) => `${e.object} bound to ${e.data.node}`,
  ContainerStarted: (e) => `container${containerOf(e)} started`,
  PodReady: (e) => `${e.object} Ready`,
  PodNotReady: (e) => `${e.object} not Ready${e.data.reason ? ` (${e.data.reason})` : ''}`,
  DeletionRequested: (e) =>
    `deletionTimestamp set on ${e.object}: grace ${e.data.gracePeriodSeconds} s, until ${secondsLabel(e.data.deletionTimestamp)}`,
  PreStopStarted: (e) => `preStop (${e.data.hook}) of${containerOf(e)} started`,
  PreStopFinished: (e) =>
    e.data.completed
      ? `preStop of${containerOf(e)} finished`
      : `preStop of${containerOf(e)} cut short`,
  SignalSent: (e) =>
    e.data.signal === 'SIGKILL'
      ? `SIGKILL to${containerOf(e)}: the grace period ran out`
      : `${e.data.signal} to${containerOf(e)}; SIGKILL in ${e.data.gracePeriodSeconds} s unless it exits`,
  ContainerExited: (e) => `container${containerOf(e)} exited ${e.data.exitCode} (${e.data.reason})`,
  PodPhaseChanged: (e) =>
    `${e.object} phase ${e.data.phase}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  PodConditionSet: (e) =>
    `${e.object} condition ${e.data.type}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  PodRemoved: (e) => `${e.object} removed from the API`,
  EndpointChanged: (e) =>
    `endpoint of ${e.object} in Service ${e.data.service}: ready=${e.data.ready} serving=${e.data.serving} terminating=${e.data.terminating}`,
  EndpointRemoved: (e) => `endpoint of ${e.object} removed from Service ${e.data.service}`,
  ProxyRulesUpdated: (e) =>
    `kube-proxy on ${e.data.node}: ${e.data.service} → ${e.data.endpoints} endpoint(s)${e.data.fallback ? ' (serving-terminating fallback)' : ''}`,
  KubeEvent: (e) => `Event ${e.data.reason}: ${e.data.message}`,
  ActionApplied: (e) =>
    `action: ${e.data.action} ${e.data.target}${reachedSuffix(e.object, e.data.target)}`,
  ObjectCreated: (e) => `${e.object} created`,
  ObjectRemoved: (e) => `${e.object} removed`,
  PodOwnerChanged: (e) =>
    e.data.owner
      ? `${e.object} adopted by ${e.data.owner} (ownerReferences)`
      : `${e.object} released by ${e.data.previous ?? ''} (ownerReferences)`,
  JobConditionSet: (e) =>
    `${e.object} condition ${e.data.type}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  EvictionRefused: (e) => `eviction refused (${e.data.code}): ${e.data.message}`,
  RequestFailed: (e) => {
    const hop = hopVia(e.data);
    const tries = e.data.tried && e.data.tried.length > 1 ? `, ${e.data.tried.length} tries` : '';
    return hop
      ? `request got ${e.data.status ?? e.data.reason} from ${hop}: ${e.data.reason}${e.data.pod ? ` (${e.data.pod}${tries})` : ''}`
      : `request failed: ${e.data.reason}${e.data.pod ? ` (${e.data.pod})` : ''}`;
  },
  RequestsServed: (e) => `${e.object}: ${e.data.count} requests served in ${e.data.window} ms`,
  HopSynced: (e) =>
    `${hopTitle(e.lane)}: ${e.data.service} → ${e.data.backends.length} backend(s)${e.data.draining.length ? `, ${e.data.draining.length} draining` : ''}`,
  PodStatus: (e) =>
    `kubectl get pods: ${e.object} ${e.data.ready} ${e.data.status} ${e.data.restarts}`,
  WorkloadStatus: (e) => `${e.object} status: ${statusSummary(e.data)}`,
};

export function describeEvent(e: TraceEvent): string {
  return sentenceOf(ENGLISH, e);
}

/** What happened and why, for a tooltip (for a trace of Kubernetes `v`). */
export function explainEvent(e: TraceEvent, lang: Lang = 'en', v: KubeVersion = NEWEST): string {
  const why = e.why ? `\n${whyIn(lang, e.why)}` : '';
  const changed = e.changed ? `\n${MESSAGES[lang].version} ${changedIn(lang, e.changed, v)}` : '';
  return `${secondsLabel(e.t)}: ${describeIn(lang, e)}${why}${changed}`;
}
