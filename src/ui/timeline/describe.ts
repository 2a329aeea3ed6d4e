// One sentence a person reads for each trace event (tooltips, the step readout).
import type { TraceEvent } from '../../trace/types.ts';
import { changedIn, whyIn } from '../i18n/explanations.ts';
import { MESSAGES, type Lang } from '../i18n/messages.ts';
import { describeJa, describeRu } from './describeI18n.ts';

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The event in words, in the page's language. */
export function describeIn(lang: Lang, e: TraceEvent): string {
  return lang === 'ja' ? describeJa(e) : lang === 'ru' ? describeRu(e) : describeEvent(e);
}

export function describeEvent(e: TraceEvent): string {
  const d = e.data;
  const c = d.container ? ` ${String(d.container)}` : '';
  switch (e.type) {
    case 'PodCreated':
      return `${e.object} created${d.owner ? ` by ${String(d.owner)}` : ''}`;
    case 'PodScheduled':
      return `${e.object} bound to ${String(d.node)}`;
    case 'ContainerStarted':
      return `container${c} started`;
    case 'PodReady':
      return `${e.object} Ready`;
    case 'PodNotReady':
      return `${e.object} not Ready${d.reason ? ` (${String(d.reason)})` : ''}`;
    case 'DeletionRequested':
      return `deletionTimestamp set on ${e.object}: grace ${String(d.gracePeriodSeconds)} s, until ${s(Number(d.deletionTimestamp))}`;
    case 'PreStopStarted':
      return `preStop (${String(d.hook)}) of${c} started`;
    case 'PreStopFinished':
      return d.completed === false ? `preStop of${c} cut short` : `preStop of${c} finished`;
    case 'SignalSent':
      return d.signal === 'SIGKILL'
        ? `SIGKILL to${c}: the grace period ran out`
        : `${String(d.signal)} to${c}; SIGKILL in ${String(d.gracePeriodSeconds)} s unless it exits`;
    case 'ContainerExited':
      return `container${c} exited ${String(d.exitCode)} (${String(d.reason)})`;
    case 'PodPhaseChanged':
      return `${e.object} phase ${String(d.phase)}${d.reason ? ` (${String(d.reason)})` : ''}`;
    case 'PodConditionSet':
      return `${e.object} condition ${String(d.type)}${d.reason ? ` (${String(d.reason)})` : ''}`;
    case 'PodRemoved':
      return `${e.object} removed from the API`;
    case 'EndpointChanged':
      return `endpoint of ${e.object} in Service ${String(d.service)}: ready=${String(d.ready)} serving=${String(d.serving)} terminating=${String(d.terminating)}`;
    case 'EndpointRemoved':
      return `endpoint of ${e.object} removed from Service ${String(d.service)}`;
    case 'ProxyRulesUpdated':
      return `kube-proxy on ${String(d.node)}: ${String(d.service)} → ${String(d.endpoints)} endpoint(s)${d.fallback ? ' (serving-terminating fallback)' : ''}`;
    case 'KubeEvent':
      return `Event ${String(d.reason)}: ${String(d.message)}`;
    case 'ActionApplied':
      return `action: ${String(d.action)} ${String(d.target)}`;
    case 'ObjectCreated':
      return `${e.object} created`;
    case 'ObjectRemoved':
      return `${e.object} removed`;
    case 'JobConditionSet':
      return `${e.object} condition ${String(d.type)}${d.reason ? ` (${String(d.reason)})` : ''}`;
    case 'EvictionRefused':
      return `eviction refused (${String(d.code)}): ${String(d.message)}`;
    case 'RequestFailed':
      return `request failed: ${String(d.reason)}${d.pod ? ` (${String(d.pod)})` : ''}`;
    case 'RequestsServed':
      return `${String(d.count)} requests served by ${String(d.pod)}`;
  }
}

/** What happened and why, for a tooltip (for a trace of Kubernetes 1.`v`). */
export function explainEvent(e: TraceEvent, lang: Lang = 'en', v = 0): string {
  const why = e.why ? `\n${whyIn(lang, e.why)}` : '';
  const changed = e.changed ? `\n${MESSAGES[lang].version} ${changedIn(lang, e.changed, v)}` : '';
  return `${s(e.t)}: ${describeIn(lang, e)}${why}${changed}`;
}
