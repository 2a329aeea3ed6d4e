// What a real cluster printed, pasted by the user, as timed observations podterm can put
// on its lanes: `kubectl get events -o json`, `kubectl get pod -o yaml|json` (one Pod or a
// List), or `kubectl get pod -w` lines each prefixed with a timestamp. Untrusted text: any
// failure is a message, never an exception.
import { seconds, secondsToMs } from '../trace/units.ts';
import { parse as parseYaml } from 'yaml';

export interface Observation {
  /** Wall-clock epoch ms. */
  at: number;
  /** `Pod/web-abc12`, `Job/x`… */
  object: string;
  /** A trace event type this corresponds to (KubeEvent for Events). */
  type: string;
  /** Event reason, pod phase/status, container name… what the row says. */
  detail: Record<string, string | number>;
}

/** Why a paste was not read: a key and its values, so the page can say it in its language. */
export type ParseProblem =
  | 'tooLarge'
  | 'empty'
  | 'unreadable'
  | 'notKubectl'
  | 'tooMany'
  | 'noEventsOrPods'
  | 'noWatchLines';

export type ParseResult =
  | { ok: true; format: 'events' | 'pods' | 'watch'; observations: Observation[] }
  | {
      ok: false;
      message: string;
      problem: ParseProblem;
      values: Readonly<Record<string, string | number>>;
    };

const fail = (
  problem: ParseProblem,
  message: string,
  values: Record<string, string | number> = {},
): ParseResult => ({ ok: false, message, problem, values });

const MAX_TEXT = 2_000_000;
const MAX_ITEMS = 20_000;

export function parseObserved(text: string): ParseResult {
  if (text.length > MAX_TEXT) return fail('tooLarge', 'The pasted text is larger than 2 MB.');
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty', 'Nothing was pasted.');
  if (/^(\d{4}-\d\d-\d\dT|\d\d:\d\d:\d\d)/.test(trimmed)) return parseWatch(trimmed);
  let doc: unknown;
  try {
    doc = trimmed.startsWith('{') ? JSON.parse(trimmed) : parseYaml(trimmed, { maxAliasCount: 0 });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return fail('unreadable', `Not JSON or YAML: ${error}`, { error });
  }
  const items = itemsOf(doc);
  if (items.length === 0)
    return fail(
      'notKubectl',
      'Expected the output of `kubectl get events -o json`, `kubectl get pod -o yaml` or timestamped `kubectl get pod -w` lines.',
    );
  if (items.length > MAX_ITEMS)
    return fail('tooMany', `More than ${MAX_ITEMS} items.`, { n: MAX_ITEMS });
  const kinds = new Set(items.map((i) => str(i, 'kind') ?? (isEvent(i) ? 'Event' : '')));
  if (kinds.has('Event') || items.every(isEvent)) {
    return { ok: true, format: 'events', observations: sortByTime(items.flatMap(fromEvent)) };
  }
  if (kinds.has('Pod'))
    return { ok: true, format: 'pods', observations: sortByTime(items.flatMap(fromPod)) };
  const what = [...kinds].join(', ');
  return fail('noEventsOrPods', `No Events or Pods in the pasted ${what}.`, { what });
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (o: unknown, k: string): string | null =>
  isObj(o) && typeof o[k] === 'string' ? o[k] : null;
const obj = (o: unknown, k: string): Obj | null => (isObj(o) && isObj(o[k]) ? o[k] : null);
const list = (o: unknown, k: string): unknown[] => (isObj(o) && Array.isArray(o[k]) ? o[k] : []);
const time = (s: string | null): number | null => {
  if (!s) return null;
  const ms = Date.parse(s);
  return Number.isFinite(ms) ? ms : null;
};
const sortByTime = (xs: Observation[]): Observation[] => xs.sort((a, b) => a.at - b.at);

function itemsOf(doc: unknown): Obj[] {
  if (Array.isArray(doc)) return doc.filter(isObj);
  if (!isObj(doc)) return [];
  if (Array.isArray(doc.items)) return doc.items.filter(isObj);
  return [doc];
}

const isEvent = (o: Obj): boolean => isObj(o.involvedObject) && typeof o.reason === 'string';

function fromEvent(e: Obj): Observation[] {
  const inv = obj(e, 'involvedObject');
  const at =
    time(str(e, 'lastTimestamp')) ?? time(str(e, 'eventTime')) ?? time(str(e, 'firstTimestamp'));
  if (!inv || at === null) return [];
  return [
    {
      at,
      object: `${str(inv, 'kind') ?? 'Object'}/${str(inv, 'name') ?? ''}`,
      type: 'KubeEvent',
      detail: {
        reason: str(e, 'reason') ?? '',
        message: (str(e, 'message') ?? '').trim(),
        eventType: str(e, 'type') ?? 'Normal',
      },
    },
  ];
}

/** A Pod's timestamps: creation, deletion request, container starts and exits, conditions. */
function fromPod(p: Obj): Observation[] {
  const meta = obj(p, 'metadata');
  const status = obj(p, 'status');
  const object = `Pod/${str(meta, 'name') ?? ''}`;
  const out: Observation[] = [];
  const add = (at: number | null, type: string, detail: Observation['detail'] = {}) => {
    if (at !== null) out.push({ at, object, type, detail });
  };
  add(time(str(meta, 'creationTimestamp')), 'PodCreated');
  const deletion = time(str(meta, 'deletionTimestamp'));
  const grace =
    isObj(meta) && typeof meta.deletionGracePeriodSeconds === 'number'
      ? meta.deletionGracePeriodSeconds
      : 0;
  // deletionTimestamp = request time + grace (the API server's BeforeDelete).
  if (deletion !== null)
    add(deletion - secondsToMs(seconds(grace)), 'DeletionRequested', { gracePeriodSeconds: grace });
  for (const c of list(status, 'conditions')) {
    const type = str(c, 'type');
    const at = time(str(c, 'lastTransitionTime'));
    if (type === 'Ready') add(at, str(c, 'status') === 'True' ? 'PodReady' : 'PodNotReady');
    else if (type === 'DisruptionTarget')
      add(at, 'PodConditionSet', { type, reason: str(c, 'reason') ?? '' });
  }
  for (const c of [
    ...list(status, 'initContainerStatuses'),
    ...list(status, 'containerStatuses'),
  ]) {
    const name = str(c, 'name') ?? '';
    const state = obj(c, 'state');
    const running = obj(state, 'running');
    const done = obj(state, 'terminated');
    add(time(str(running ?? done, 'startedAt')), 'ContainerStarted', { container: name });
    if (done)
      add(time(str(done, 'finishedAt')), 'ContainerExited', {
        container: name,
        exitCode: typeof done.exitCode === 'number' ? done.exitCode : -1,
        reason: str(done, 'reason') ?? '',
      });
  }
  return out;
}

/** `12:00:05 web-abc 1/1 Terminating 0 5m` or with an ISO timestamp; headers are skipped. */
function parseWatch(text: string): ParseResult {
  const out: Observation[] = [];
  let day = Date.UTC(2026, 0, 1);
  for (const raw of text.split('\n').slice(0, MAX_ITEMS)) {
    const line = raw.trim();
    if (line === '') continue;
    const m = /^(\S+)\s+(\S+)\s+(\d+\/\d+)\s+(\S+)\s+(\S+)/.exec(line);
    if (!m) continue; // a header or a note
    const stamp = m[1]!;
    let at = Date.parse(stamp);
    if (!Number.isFinite(at)) {
      const hms = /^(\d\d):(\d\d):(\d\d)(\.\d+)?$/.exec(stamp);
      if (!hms) continue;
      at =
        day +
        secondsToMs(seconds((+hms[1]! * 60 + +hms[2]!) * 60 + +hms[3]!)) +
        Math.round(secondsToMs(seconds(+(hms[4] ?? 0))));
    } else day = at - (at % 86_400_000);
    out.push({
      at,
      object: `Pod/${m[2]}`,
      type: 'PodStatus',
      detail: { ready: m[3]!, status: m[4]! },
    });
  }
  if (out.length === 0)
    return fail('noWatchLines', 'No `<time> NAME READY STATUS RESTARTS AGE` lines found.');
  return { ok: true, format: 'watch', observations: out };
}
