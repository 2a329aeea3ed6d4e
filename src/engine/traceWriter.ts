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
  private sorted = true;
  private lastT = 0;
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
    if (t < this.lastT) this.sorted = false;
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
    if (!this.sorted) this.events.sort((a, b) => a.t - b.t);
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
}
