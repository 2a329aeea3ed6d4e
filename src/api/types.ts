// The library's types (dist-cli/index.d.ts is made from this file): the trace's, the
// diagnostics', the findings', and the two entry points' signatures, which index.ts keeps to.
import type { Trace } from '../trace/types.ts';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import type { CheckResult } from '../check/findings.ts';

export type {
  Trace,
  TraceEvent,
  TraceEventType,
  TraceEventOf,
  DataOf,
  Lane,
  Assumption,
} from '../trace/types.ts';
export type * from '../trace/events.ts';
export type { Diagnostic, Severity } from '../manifest/read/diagnostics.ts';
export type { CheckResult, Finding } from '../check/findings.ts';
export type { CheckRule } from '../check/rules.ts';

export interface LibraryOptions {
  /** The Kubernetes version, `"1.31"` or `"1.35.3"` (default: the Scenario's, or the newest). */
  kubernetesVersion?: string;
}

export interface SimulateLibraryOptions extends LibraryOptions {
  /** Virtual time to simulate, in ms (default: the Scenario's duration, or until quiet). */
  untilMs?: number;
}

export interface SimulateResult {
  /** null when the document has errors that prevent simulating it. */
  trace: Trace | null;
  /** Every problem found, errors and warnings and notices, with lines. */
  diagnostics: Diagnostic[];
}

/** Simulates a scenario (a YAML stream of manifests, with or without a Scenario document). */
export type Simulate = (text: string, options?: SimulateLibraryOptions) => SimulateResult;

/** The manifests' warnings as findings with stable ids; no Scenario document needed. */
export type Check = (text: string, options?: LibraryOptions) => CheckResult;
