// The swimlane's own words in English, Japanese and Russian: span and glyph labels, the
// legend, the zoom and the failure bands. Kubernetes terms (Running, preStop, SIGTERM,
// EndpointSlice, kube-proxy, Ready) stay as Kubernetes spells them.
import type { Lang } from '../../store/lang.ts';
import { format } from './messages.ts';

const en = {
  'span.pod.pending': 'Pending',
  'span.pod.running': 'Running',
  'span.pod.terminating': 'Terminating',
  'span.pod.succeeded': 'Succeeded',
  'span.pod.failed': 'Failed',
  'span.container.running': 'running',
  'span.container.preStop': 'preStop',
  'span.container.stopping': '{signal} received',
  'span.container.killed': 'SIGKILL',
  'span.container.exited': 'exited {code}',
  'span.container.exitedKilled': 'SIGKILL {code}',
  'span.endpoint.notReady': 'not ready',
  'span.endpoint.ready': 'ready',
  'span.endpoint.servingTerminating': 'serving, terminating',
  'span.endpoint.terminating': 'terminating',
  'span.endpoint.removed': 'removed',
  'span.proxy.routing': 'routing to the Pod',
  'span.proxy.rulesRemoved': 'rules removed',
  'span.hop.routing': 'routing to the Pod',
  'span.hop.deregistered': 'draining, still routing',
  'span.hop.draining': 'draining the Pod',
  'span.hop.dropped': 'dropped the Pod',
  'span.replacement.created': 'replacement created',
  'span.replacement.scheduled': 'scheduled',
  'span.replacement.ready': 'Ready',
  'glyph.action': '{action}',
  'glyph.preStopDone': 'preStop done',
  'glyph.exit': 'exit {code}',
  'glyph.proxyRules': 'rules',
  'glyph.hopList': 'backends: {n}',
  'glyph.hopListDraining': 'backends: {n}, draining: {d}',
  'glyph.created': 'created',
  'glyph.gone': 'gone',
  'legend.label': 'What the marks mean',
  'legend.action': 'action',
  'legend.deletion': 'deletionTimestamp',
  'legend.preStop': 'preStop',
  'legend.sigterm': 'SIGTERM',
  'legend.sigkill': 'SIGKILL',
  'legend.exit': 'exit',
  'legend.network': 'EndpointSlice, kube-proxy',
  'legend.hop': 'a hop’s list of Pods',
  'legend.created': 'created',
  'legend.ready': 'Ready',
  'legend.refused': 'request refused',
  'legend.served': 'requests served',
  wholeRun: 'Whole run',
  wholeRunTitle: 'Show the whole run (0)',
  story: 'The story',
  storyTitle: 'Back to where the story happens',
  zoomIn: 'Zoom in (+)',
  zoomOut: 'Zoom out (−)',
  zoom: 'Zoom',
  traffic: 'traffic',
  trafficScale: 'served / 100 ms, max {max}',
  'band.refused':
    '{n} requests refused: the Pod closed its listener while {nodes} still routed to it',
  'band.refusedNoNodes': '{n} requests refused: the Pod no longer listened',
  'band.noEndpoints': '{n} requests failed: the Service had no ready endpoint',
  'band.reset': '{n} requests reset',
  'band.mixed': '{n} requests failed',
  'band.count': '{n} failed',
  'hopBand.head': '{n} requests got {status} from {hop}',
  'hopBand.headTries': '{n} requests got {status} from {hop} after {k} tries each',
  'hopBand.sentence': '{head}: {why}',
  'hopBand.join': '; ',
  'hopBand.next': '. ',
  'hopBand.part': '{m} when {why}',
  'hopBand.partJoin': ', ',
  'hopBand.partTried': '{m} after {k} tries each when {why}',
  'hopBand.listedClosed':
    'its last sync at {listed} s still listed the Pod that closed its listener at {closed} s',
  'hopBand.closed': 'it still sent them to the Pod that closed its listener at {closed} s',
  'hopBand.listedRefused': 'its sync at {listed} s listed a Pod that refused connections',
  'hopBand.listedGone':
    'its last sync at {listed} s still listed the Pod, gone from the API at {gone} s',
  'hopBand.gone': 'it still sent them to the Pod, gone from the API at {gone} s',
  'hopBand.reset': 'the Pod closed the connection before answering',
  'hopBand.waited': 'each waited {s} s for connect timeouts',
  'hopBand.lagged': 'it set the Pod draining at {at} s yet sent it new requests until {until} s',
  'hopBand.dropped': 'the next sync, at {at} s, stopped sending it new requests',
  'hopBand.notDropped': 'no later sync stopped sending it new requests',
  'hopBand.laggedToEnd':
    'it set the Pod draining at {at} s yet still sent it new requests at the end',
  'hopBand.empty': 'its list had no Pod from {from} s',
  'hopBand.emptyUntil': 'its list had no Pod from {from} s until its sync at {until} s',
  'status.refused': 'connection refused',
  'status.reset': 'a reset',
  'status.timeout': 'a timeout',
  proxiesOf: 'the kube-proxy of {count} nodes',
  proxyOf: "{node}'s kube-proxy",
  and: ' and ',
  swimlane: 'Swimlane of {pods} Pods and {events} events over {s} s',
  podBars: 'Phase bars of {pods} Pods, sorted by creation',
  region: 'Swimlane timeline',
  reveal: 'Reveal as it plays',
  predict: 'What happens next? Enter reveals it.',
  'stop.start': '{n} stops: Enter goes to the first',
  'stop.action': 'The action',
  'stop.deletion': 'deletionTimestamp is set',
  'stop.preStop': 'preStop runs',
  'stop.signal': 'The stop signal',
  'stop.kill': 'SIGKILL',
  'stop.firstRefused': 'The first refused request',
  'stop.endpointRemoved': 'The endpoint stops taking connections',
  'stop.proxyUpdated': 'A kube-proxy catches up',
  'stop.hopUpdated': 'A hop stops sending the Pod new requests',
  'stop.exit': 'The container exits',
  'stop.replacementReady': 'The replacement is Ready',
  'stop.podFailed': 'A Pod fails',
  'stop.retry': 'A new Pod after the back-off',
  'stop.jobCondition': 'The Job’s condition',
  'keys.title': 'Keys',
  'keys.next': 'next stop',
  'keys.back': 'previous stop',
  'keys.predict': 'predict: ask the room before each stop',
  'keys.predictOn': 'predict on',
  'keys.step': 'step from event to event',
  'keys.play': 'play or pause',
  'keys.laser': 'point at a lane',
  'keys.zoom': 'zoom in, out, whole run',
  'keys.leave': 'close this list, leave presenter mode',
  'keys.statechart': 'the statechart in place of the lanes (Enter: its next state)',
  'chart.line': 'Statechart: Enter goes to the next state, Shift+Enter back',
  'chart.predict': 'Which state comes next? Enter reveals it.',
  foldQuiet: 'Fold quiet time',
  foldQuietTitle: 'Shrink the stretches where nothing happens, so the busy moments get the width',
  fold: '… {s} s …',
  foldTitle: '{s} s with nothing told, folded',
  revealTitle: 'Hide what comes after the playhead',
} as const;

export type TimelineKey = keyof typeof en;

/** Japanese and Russian load with the language (loadLanguage.ts); until then they read English. */
const TABLES: Record<Lang, Readonly<Record<TimelineKey, string>>> = { en, ja: en, ru: en };

const LOADERS = {
  ja: () => import('./timelineWordsJa.ts').then((m) => m.ja satisfies Record<TimelineKey, string>),
  ru: () => import('./timelineWordsRu.ts').then((m) => m.ru satisfies Record<TimelineKey, string>),
};

/** Loads `lang`'s swimlane words (once). */
export async function loadTimelineWords(lang: Lang): Promise<void> {
  if (lang === 'en' || TABLES[lang] !== en) return;
  TABLES[lang] = await LOADERS[lang]();
  made.delete(lang);
}

export type TimelineT = (key: TimelineKey, vars?: Record<string, string | number>) => string;

const made = new Map<Lang, TimelineT>();

/** The swimlane's words in `lang`: one function per language, so memoised drawing keeps it. */
export function timelineWords(lang: Lang): TimelineT {
  let t = made.get(lang);
  if (!t) {
    const table = TABLES[lang];
    made.set(lang, (t = (key, vars) => format(table[key], vars)));
  }
  return t;
}
