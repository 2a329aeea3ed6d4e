// How each event is drawn: a shape and a tone of its kind, and a short label for when the
// zoom leaves room. Shape, colour and text together, so no one needs colour alone to tell
// a SIGTERM from a SIGKILL. Labels are message keys (the page translates the words;
// Kubernetes terms such as SIGTERM, preStop, EndpointSlice stay as Kubernetes spells them).
import type { TraceEvent } from '../trace/types.ts';

export type GlyphShape =
  | 'flag'
  | 'diamond'
  | 'bar'
  | 'triangle'
  | 'cross'
  | 'square'
  | 'circle'
  | 'plus'
  | 'check'
  | 'dot'
  | 'tick'
  | 'chevron';

/** Okabe–Ito roles: colour-blind safe; the page maps each to a colour per theme. */
export type Tone =
  | 'action'
  | 'api'
  | 'hook'
  | 'signal'
  | 'kill'
  | 'exit'
  | 'network'
  | 'create'
  | 'ok'
  | 'warn'
  | 'muted';

export interface Glyph {
  shape: GlyphShape;
  tone: Tone;
  /** A message key of the page (`glyph.<key>`), or a Kubernetes word shown as it is. */
  label: { key: string; vars?: Record<string, string | number> } | { text: string };
  /** Whether the event moves the story on (drawn larger, gets a label first when room is short). */
  major: boolean;
}

const g = (shape: GlyphShape, tone: Tone, label: Glyph['label'], major = true): Glyph => ({
  shape,
  tone,
  label,
  major,
});

/** How each event is drawn, by what it is about: a stop, the network, or an object's life. */
export function glyphOf(e: TraceEvent): Glyph {
  return stopGlyph(e) ?? networkGlyph(e) ?? objectGlyph(e);
}

/** The stop a run tells: the action, the deletion, preStop, the signals and the exit. */
function stopGlyph(e: TraceEvent): Glyph | null {
  switch (e.type) {
    case 'ActionApplied':
      return g('flag', 'action', { key: 'action', vars: { action: e.data.action } });
    case 'DeletionRequested':
      return g('diamond', 'api', { text: 'deletionTimestamp' });
    case 'EvictionRefused':
      return g('cross', 'warn', { text: '429' });
    case 'PreStopStarted':
      return g('bar', 'hook', { text: 'preStop' });
    case 'PreStopFinished':
      return g('bar', 'hook', { key: 'preStopDone' }, false);
    case 'SignalSent':
      return e.data.signal === 'SIGKILL'
        ? g('cross', 'kill', { text: 'SIGKILL' })
        : g('triangle', 'signal', { text: e.data.signal });
    case 'ContainerExited':
      return g('square', e.data.exitCode === 0 ? 'exit' : 'kill', {
        key: 'exit',
        vars: { code: e.data.exitCode },
      });
    default:
      return null;
  }
}

/** The request path: the endpoint, kube-proxy's rules, a hop's list, a failed request. */
function networkGlyph(e: TraceEvent): Glyph | null {
  switch (e.type) {
    case 'EndpointChanged':
    case 'EndpointRemoved':
      return g('circle', 'network', { text: 'EndpointSlice' });
    case 'ProxyRulesUpdated':
      return g('bar', 'network', { key: 'proxyRules' });
    case 'HopSynced': {
      // The hop's list after the sync, counted: how many Pods get new requests, how many drain.
      const { backends, draining } = e.data;
      return g(
        'chevron',
        'network',
        draining.length > 0
          ? { key: 'hopListDraining', vars: { n: backends.length, d: draining.length } }
          : { key: 'hopList', vars: { n: backends.length } },
      );
    }
    case 'RequestFailed':
      return g('dot', 'kill', { text: e.data.reason }, false);
    default:
      return null;
  }
}

/** An object's life (created, ready, phases, conditions, gone) and the Events recorded. */
function objectGlyph(e: TraceEvent): Glyph {
  switch (e.type) {
    case 'PodCreated':
    case 'ObjectCreated':
      return g('plus', 'create', { key: 'created' });
    case 'PodReady':
      return g('check', 'ok', { text: 'Ready' });
    case 'PodNotReady':
      return g('tick', 'muted', { text: 'NotReady' }, false);
    case 'PodRemoved':
    case 'ObjectRemoved':
      return g('cross', 'muted', { key: 'gone' });
    case 'PodPhaseChanged':
      return g('tick', e.data.phase === 'Failed' ? 'kill' : 'muted', { text: e.data.phase }, false);
    case 'JobConditionSet':
      return g('flag', e.data.type === 'Complete' ? 'ok' : 'warn', { text: e.data.type });
    case 'KubeEvent':
      return g(
        'dot',
        e.data.eventType === 'Warning' ? 'warn' : 'muted',
        { text: e.data.reason },
        false,
      );
    case 'PodOwnerChanged':
      return g('tick', 'muted', { text: 'ownerReferences' }, false);
    default:
      return g('tick', 'muted', { text: e.type }, false);
  }
}
