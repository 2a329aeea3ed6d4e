// A fluent driver for the simulation's tests, in the spirit of tldraw's
// `editor.pointerDown().expectToBeIn('select.idle')`: load a scenario, pick the version, run
// it to a time, then state facts about the trace, each failing with what happened instead.
//
//   sim(yaml).on('1.28').runUntil('40s')
//     .expectEvent('SignalSent', 'Pod/web', { signal: 'SIGKILL' }).at('32s')
//     .expectNo('RequestFailed')
//     .expectPod('web').toBe('Failed');
//
// A scenario is YAML text (through the same path as the CLI, `--version` included) or a
// ScenarioModel from build.ts (no parsing: the rule alone is under test).
import type { ScenarioModel } from '../../../src/manifest/model/model.ts';
import { runScenario } from '../../../src/run/runScenario.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import {
  isEvent,
  type DataOf,
  type Trace,
  type TraceEvent,
  type TraceEventType,
} from '../../../src/trace/types.ts';
import { kube, parseVersion, type KubeVersion } from '../../../src/versions/version.ts';
import {
  DriverError,
  describeMatch,
  eventsMatching,
  fieldOf,
  millis,
  missing,
  near,
  seconds,
  type Match,
  type Time,
} from './driverText.ts';
import { PodExpectation } from './driverPods.ts';

export type { Time } from './driverText.ts';
type EventType = TraceEventType;
/** An event of type `K`, as a member of the trace's union (what `isEvent` narrows to). */
type EventOf<K extends EventType> = Extract<TraceEvent, { type: K }>;

/** A string field may also be matched by a prefix written `'web-*'` (as the expect files do). */
type FieldMatch<V> = V | (NonNullable<V> extends string ? `${string}*` : never);

/**
 * The data fields an expectation may name for events of type `K`: those of the trace's own
 * `data` type for `K` (src/trace/events.ts), each with its own type, so a misspelt field or a
 * value of the wrong type fails `tsc` rather than a run. Distributes over a union of types.
 */
export type DataMatch<K extends EventType> = K extends EventType
  ? { [F in keyof DataOf<K>]?: FieldMatch<DataOf<K>[F]> }
  : never;

/** `(type)`, `(type, 'Pod/web')`, `(type, { signal })` or `(type, 'Pod/web', { signal })`. */
const matchOf = <K extends EventType>(
  type: K,
  object?: string | DataMatch<K>,
  data?: DataMatch<K>,
): Match =>
  typeof object === 'string' ? { type, object, data: { ...data } } : { type, data: { ...object } };

/** A scenario not yet run. */
export class Sim {
  private version: KubeVersion | undefined;

  constructor(private readonly scenario: string | ScenarioModel) {}

  /** Simulate as this Kubernetes minor (`'1.28'` or `28`), as the CLI's `--version` does. */
  on(version: string | number): Sim {
    const v = typeof version === 'number' ? kube(version) : parseVersion(version);
    if (v === null) throw new DriverError(`not a Kubernetes version: ${version}`);
    this.version = v;
    return this;
  }

  /** Runs to the scenario's own end. */
  run(): Run {
    return this.simulate(undefined);
  }

  /** Runs the virtual clock to this time (the trace ends there). */
  runUntil(t: Time): Run {
    return this.simulate(millis(t));
  }

  private simulate(untilMs: number | undefined): Run {
    if (typeof this.scenario !== 'string') {
      const model =
        this.version === undefined ? this.scenario : { ...this.scenario, version: this.version };
      return new Run(runScenario(model, untilMs === undefined ? {} : { untilMs }));
    }
    const options = {
      ...(this.version === undefined ? {} : { version: this.version }),
      ...(untilMs === undefined ? {} : { untilMs }),
    };
    const { trace, diagnostics } = simulateText(this.scenario, options);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (!trace || errors.length > 0)
      throw new DriverError(
        `the scenario does not simulate:\n${errors.map((d) => `  ${d.line}:${d.column} ${d.message}`).join('\n')}`,
      );
    return new Run(trace);
  }
}

export const sim = (scenario: string | ScenarioModel): Sim => new Sim(scenario);

/** What a finished run offers: queries of its trace and facts stated about it. */
export class Run {
  constructor(readonly trace: Trace) {}

  /** Every event of this type (on this object, with these data fields), in time order. */
  events<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): EventOf<K>[] {
    return eventsMatching(this.trace, matchOf(type, object, data)).filter((e) => isEvent(e, type));
  }

  /** The time of the first such event; fails with the nearest events if there is none. */
  timeOf<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): number {
    return this.expectEvent(type, object, data).t;
  }

  /** There is such an event; `.at()`, `.with()`… then say more about the first one. */
  expectEvent<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): EventExpectation<K> {
    const m = matchOf(type, object, data);
    const hits = eventsMatching(this.trace, m);
    if (hits.length === 0) throw new DriverError(missing(this.trace, m));
    return new EventExpectation<K>(this, m, hits as EventOf<K>[], 0);
  }

  /** There is no such event. */
  expectNo<K extends EventType>(type: K, object?: string | DataMatch<K>, data?: DataMatch<K>): Run {
    const m = matchOf(type, object, data);
    const hits = eventsMatching(this.trace, m);
    if (hits.length > 0) {
      const when =
        hits.length === 1
          ? `one at ${seconds(hits[0]!.t)}`
          : `${hits.length}, from ${seconds(hits[0]!.t)} to ${seconds(hits.at(-1)!.t)}`;
      throw new DriverError(`expected no ${describeMatch(m)}, got ${when}:\n${near(hits, [])}`);
    }
    return this;
  }

  /** Facts about every such event at once: how many, when, in which order. */
  expectEvents<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): EventsExpectation<K> {
    const m = matchOf(type, object, data);
    return new EventsExpectation<K>(this, m, eventsMatching(this.trace, m) as EventOf<K>[]);
  }

  /** A Pod's life read from the trace: `Pod/<name>`, else the first `<name>-…` created. */
  expectPod(name: string): PodExpectation<Run> {
    return new PodExpectation(this.trace, name, this.trace.durationMs, this);
  }
}

/** Chaining goes on from any fact: each forwards to the run. */
abstract class Then {
  constructor(readonly run: Run) {}
  get trace(): Trace {
    return this.run.trace;
  }
  expectEvent<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): EventExpectation<K> {
    return this.run.expectEvent(type, object, data);
  }
  expectNo<K extends EventType>(type: K, object?: string | DataMatch<K>, data?: DataMatch<K>): Run {
    return this.run.expectNo(type, object, data);
  }
  expectEvents<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): EventsExpectation<K> {
    return this.run.expectEvents(type, object, data);
  }
  expectPod(name: string): PodExpectation<Run> {
    return this.run.expectPod(name);
  }
  timeOf<K extends EventType>(
    type: K,
    object?: string | DataMatch<K>,
    data?: DataMatch<K>,
  ): number {
    return this.run.timeOf(type, object, data);
  }
}

/** The first (or `nth`) event that matches. */
export class EventExpectation<K extends EventType = EventType> extends Then {
  constructor(
    run: Run,
    private readonly m: Match,
    private readonly hits: EventOf<K>[],
    private readonly index: number,
  ) {
    super(run);
  }

  get event(): EventOf<K> {
    return this.hits[this.index]!;
  }

  get t(): number {
    return this.event.t;
  }

  /** Look at the n-th match (1-based) instead of the first. */
  nth(n: number): EventExpectation<K> {
    if (this.hits.length < n)
      throw new DriverError(
        `expected at least ${n} × ${describeMatch(this.m)}, got ${this.hits.length}:\n${near(this.hits, [])}`,
      );
    return new EventExpectation<K>(this.run, this.m, this.hits, n - 1);
  }

  /** It happened at exactly this time. */
  at(t: Time): this {
    const ms = millis(t);
    return this.holds(this.t === ms, `at ${seconds(ms)}`, ms);
  }

  /** It happened within [from, to], both included. */
  between(from: Time, to: Time): this {
    const [lo, hi] = [millis(from), millis(to)];
    const around = this.t < lo ? lo : hi;
    return this.holds(
      this.t >= lo && this.t <= hi,
      `between ${seconds(lo)} and ${seconds(hi)}`,
      around,
    );
  }

  /** It happened strictly after this time (another event's `t`, say). */
  after(t: Time): this {
    const ms = millis(t);
    return this.holds(this.t > ms, `after ${seconds(ms)}`, ms);
  }

  /** It happened at this time or later. */
  notBefore(t: Time): this {
    const ms = millis(t);
    return this.holds(this.t >= ms, `at ${seconds(ms)} or later`, ms);
  }

  /** It happened strictly before this time. */
  before(t: Time): this {
    const ms = millis(t);
    return this.holds(this.t < ms, `before ${seconds(ms)}`, ms);
  }

  /** Its data has these fields (the others are free). */
  with(data: DataMatch<K>): this {
    const wrong = Object.entries(data as Record<string, unknown>).filter(
      ([k, v]) => JSON.stringify(fieldOf(this.event, k)) !== JSON.stringify(v),
    );
    if (wrong.length > 0)
      throw new DriverError(
        `${this.name()} at ${seconds(this.t)} has ${wrong
          .map(
            ([k, v]) =>
              `${k}=${JSON.stringify(fieldOf(this.event, k))} (expected ${JSON.stringify(v)})`,
          )
          .join(', ')}\n${near([this.event], [])}`,
      );
    return this;
  }

  private holds(ok: boolean, expected: string, around: number): this {
    if (!ok)
      throw new DriverError(
        `${this.name()} at ${seconds(this.t)}, expected ${expected}\n` +
          near(this.hits, this.trace.events, around),
      );
    return this;
  }

  private name(): string {
    return this.index === 0 ? describeMatch(this.m) : `${describeMatch(this.m)} #${this.index + 1}`;
  }
}

/** Every event that matches, as one list. */
export class EventsExpectation<K extends EventType = EventType> extends Then {
  constructor(
    run: Run,
    private readonly m: Match,
    readonly hits: EventOf<K>[],
  ) {
    super(run);
  }

  /** There are exactly n of them. */
  count(n: number): this {
    if (this.hits.length !== n)
      throw new DriverError(
        `expected ${n} × ${describeMatch(this.m)}, got ${this.hits.length}\n${near(this.hits, this.hits.length ? [] : this.trace.events)}`,
      );
    return this;
  }

  /** They happened at exactly these times, and no others. */
  at(...times: Time[]): this {
    const want = times.map(millis);
    const got = this.hits.map((e) => e.t);
    if (JSON.stringify(got) !== JSON.stringify(want))
      throw new DriverError(
        `${describeMatch(this.m)} at [${got.map(seconds).join(', ')}], expected at [${want.map(seconds).join(', ')}]\n${near(this.hits, [])}`,
      );
    return this;
  }

  /** Their `key` data fields, in time order, are exactly these. */
  inOrder<F extends keyof DataOf<K> & string>(key: F, values: DataOf<K>[F][]): this {
    const got = this.hits.map((e) => fieldOf(e, key));
    if (JSON.stringify(got) !== JSON.stringify(values))
      throw new DriverError(
        `${describeMatch(this.m)} ${key}s in order ${JSON.stringify(got)}, expected ${JSON.stringify(values)}\n${near(this.hits, [])}`,
      );
    return this;
  }
}
