// Collects trace events as the simulation emits them. Traffic is flushed lazily (see
// traffic.ts), so a few events arrive after later ones: `finish` restores time order
// with a stable sort, which keeps causal order among events of the same millisecond.
import type {
  Assumption,
  DataOf,
  Lane,
  Trace,
  TraceEvent,
  TraceEventOf,
  TraceEventType,
} from '../trace/types.ts';

export class TraceWriter {
  readonly events: TraceEvent[] = [];
  private lastT = 0;
  /** Where the events written late (before `lastT`: traffic's) stand in `events`, in order. */
  private readonly late: number[] = [];
  /** Set once the cap is reached; the run stops at the next step. */
  capped = false;
  /**
   * Time of the last event that was not traffic or a status write (a run without a duration
   * ends after it): both only report on what the other events did.
   */
  lastActivityT = 0;

  constructor(private readonly maxEvents: number) {}

  emit<K extends TraceEventType>(
    t: number,
    lane: Lane,
    type: K,
    object: string,
    data: DataOf<K>,
    why?: string,
    changed?: string,
  ): void {
    if (this.events.length >= this.maxEvents) {
      this.capped = true;
      return;
    }
    // Most events have no `why` and no `changed`: they get the fields only when they have
    // them (16 bytes less an event, a trace of 200,000 events 3 MB smaller). JSON writes the
    // same text: the fields come last and in this order either way, and an undefined one is
    // dropped.
    const ev: TraceEventOf<K> = { t, lane, type, object, data };
    if (why !== undefined) ev.why = why;
    if (changed !== undefined) ev.changed = changed;
    if (lane !== 'traffic' && type !== 'WorkloadStatus' && t > this.lastActivityT)
      this.lastActivityT = t;
    if (t < this.lastT) this.late.push(this.events.length);
    else this.lastT = t;
    // `ev` is checked against its own type above; TypeScript cannot widen an event of a
    // generic type K to the union of every type (microsoft/TypeScript#30581), so say it.
    this.events.push(ev as TraceEvent);
  }

  /**
   * An event that restates what other events said (a view of them, such as a status line):
   * written like any other but not counted as activity, so a run without a duration still
   * ends the same quiet time after its last happening.
   */
  emitView<K extends TraceEventType>(
    t: number,
    lane: Lane,
    type: K,
    object: string,
    data: DataOf<K>,
  ): void {
    const before = this.lastActivityT;
    this.emit(t, lane, type, object, data);
    this.lastActivityT = before;
  }

  finish(
    kubernetesVersion: string,
    durationMs: number,
    assumptions: Assumption[],
    notices: string[],
  ): Trace {
    if (this.late.length > 0) this.restoreOrder();
    const trace: Trace = {
      podterm: 2,
      kubernetesVersion,
      durationMs,
      assumptions,
      events: this.events,
    };
    if (notices.length > 0) trace.notices = notices;
    return trace;
  }

  /**
   * The events in the order a stable sort by time gives (what `finish` did, sorting every
   * event: 0.7 % of a 1,000-replica rollout): the late ones sorted among themselves, then
   * merged into the others, which are in order already. At the same time the others come
   * first: an event written after a late one at its time would have been late itself.
   */
  private restoreOrder(): void {
    const { events, late } = this;
    const moved = late.map((i) => events[i]!).sort((a, b) => a.t - b.t);
    // The others packed to the front, in their order (those before the first late one stay).
    let kept = late[0]!;
    for (let r = kept, l = 0; r < events.length; r++) {
      if (l < late.length && late[l] === r) l++;
      else events[kept++] = events[r]!;
    }
    // Merged from the back, the late ones after the others of their time.
    for (let i = kept - 1, j = moved.length - 1, k = events.length - 1; j >= 0; k--)
      events[k] = i >= 0 && events[i]!.t > moved[j]!.t ? events[i--]! : moved[j--]!;
    late.length = 0;
  }
}
