// One sentence a person reads for each trace event (tooltips, the step readout).
import { secondsLabel } from '../../trace/units.ts';
import { NEWEST, type KubeVersion } from '../../versions/version.ts';
import type { TraceEvent } from '../../trace/types.ts';
import { changedIn, whyIn } from '../i18n/explanationWords.ts';
import { MESSAGES, type Lang } from '../i18n/messages.ts';
import { describeJa, describeRu } from './describeI18n.ts';
import { reachedSuffix } from './reachedSuffix.ts';
import { hopTitle, hopVia } from '../../chart/hopTitles.ts';
import { statusSummary } from './statusWords.ts';

/** The event in words, in the page's language. */
export function describeIn(lang: Lang, e: TraceEvent): string {
  return lang === 'ja' ? describeJa(e) : lang === 'ru' ? describeRu(e) : describeEvent(e);
}

export function describeEvent(e: TraceEvent): string {
  const { type, data: d } = e;
  const c = 'container' in d ? ` ${d.container}` : '';
  switch (type) {
    case 'PodCreated':
      return `${e.object} created${d.owner ? ` by ${d.owner}` : ''}`;
    case 'PodScheduled':
      return `${e.object} bound to ${d.node}`;
    case 'ContainerStarted':
      return `container${c} started`;
    case 'PodReady':
      return `${e.object} Ready`;
    case 'PodNotReady':
      return `${e.object} not Ready${d.reason ? ` (${d.reason})` : ''}`;
    case 'DeletionRequested':
      return `deletionTimestamp set on ${e.object}: grace ${d.gracePeriodSeconds} s, until ${secondsLabel(d.deletionTimestamp)}`;
    case 'PreStopStarted':
      return `preStop (${d.hook}) of${c} started`;
    case 'PreStopFinished':
      return d.completed ? `preStop of${c} finished` : `preStop of${c} cut short`;
    case 'SignalSent':
      return d.signal === 'SIGKILL'
        ? `SIGKILL to${c}: the grace period ran out`
        : `${d.signal} to${c}; SIGKILL in ${d.gracePeriodSeconds} s unless it exits`;
    case 'ContainerExited':
      return `container${c} exited ${d.exitCode} (${d.reason})`;
    case 'PodPhaseChanged':
      return `${e.object} phase ${d.phase}${d.reason ? ` (${d.reason})` : ''}`;
    case 'PodConditionSet':
      return `${e.object} condition ${d.type}${d.reason ? ` (${d.reason})` : ''}`;
    case 'PodRemoved':
      return `${e.object} removed from the API`;
    case 'EndpointChanged':
      return `endpoint of ${e.object} in Service ${d.service}: ready=${d.ready} serving=${d.serving} terminating=${d.terminating}`;
    case 'EndpointRemoved':
      return `endpoint of ${e.object} removed from Service ${d.service}`;
    case 'ProxyRulesUpdated':
      return `kube-proxy on ${d.node}: ${d.service} → ${d.endpoints} endpoint(s)${d.fallback ? ' (serving-terminating fallback)' : ''}`;
    case 'KubeEvent':
      return `Event ${d.reason}: ${d.message}`;
    case 'ActionApplied':
      return `action: ${d.action} ${d.target}${reachedSuffix(e.object, d.target)}`;
    case 'ObjectCreated':
      return `${e.object} created`;
    case 'ObjectRemoved':
      return `${e.object} removed`;
    case 'PodOwnerChanged':
      return d.owner
        ? `${e.object} adopted by ${d.owner} (ownerReferences)`
        : `${e.object} released by ${d.previous ?? ''} (ownerReferences)`;
    case 'JobConditionSet':
      return `${e.object} condition ${d.type}${d.reason ? ` (${d.reason})` : ''}`;
    case 'EvictionRefused':
      return `eviction refused (${d.code}): ${d.message}`;
    case 'RequestFailed': {
      const hop = hopVia(d);
      const tries = d.tried && d.tried.length > 1 ? `, ${d.tried.length} tries` : '';
      return hop
        ? `request got ${d.status ?? d.reason} from ${hop}: ${d.reason}${d.pod ? ` (${d.pod}${tries})` : ''}`
        : `request failed: ${d.reason}${d.pod ? ` (${d.pod})` : ''}`;
    }
    case 'RequestsServed':
      return `${e.object}: ${d.count} requests served in ${d.window} ms`;
    case 'HopSynced':
      return `${hopTitle(e.lane)}: ${d.service} → ${d.backends.length} backend(s)${d.draining.length ? `, ${d.draining.length} draining` : ''}`;
    case 'PodStatus':
      return `kubectl get pods: ${e.object} ${d.ready} ${d.status} ${d.restarts}`;
    case 'WorkloadStatus':
      return `${e.object} status: ${statusSummary(d)}`;
  }
}

/** What happened and why, for a tooltip (for a trace of Kubernetes `v`). */
export function explainEvent(e: TraceEvent, lang: Lang = 'en', v: KubeVersion = NEWEST): string {
  const why = e.why ? `\n${whyIn(lang, e.why)}` : '';
  const changed = e.changed ? `\n${MESSAGES[lang].version} ${changedIn(lang, e.changed, v)}` : '';
  return `${secondsLabel(e.t)}: ${describeIn(lang, e)}${why}${changed}`;
}
