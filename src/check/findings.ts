// What `podterm check` answers (check.ts), as plain data: the types the library exports.
import type { Diagnostic, Severity } from '../manifest/read/diagnostics.ts';
import type { KubeVersion } from '../versions/version.ts';

export interface CheckOptions {
  /**
   * Also simulate a rolling update of each Deployment, StatefulSet and DaemonSet behind a
   * Service under clients, and report failed requests (PT120; rollout.ts).
   */
  rollout?: { atMs: number; requestsPerSecond: number };
  /** The Kubernetes version to read the manifests as (default: the Scenario's, or newest). */
  version?: KubeVersion;
}

export interface Finding {
  /** Stable id, `PT101`. */
  id: string;
  /** The rule's name in podterm's code, `preStopLongerThanGrace`. */
  rule: string;
  severity: Severity;
  /** Lines and columns in the text checked (1-based). */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** `Deployment/web`, or null for a finding outside any object. */
  object: string | null;
  message: string;
  /** How to fix it. */
  fix: string;
  /** The Helm template the object was rendered from (`# Source:` comment), or null. */
  template: string | null;
}

export interface CheckResult {
  /** `1.37`: the version the manifests were read as (null when they could not be read). */
  kubernetesVersion: string | null;
  /** What to fix, in the order of the text. */
  findings: Finding[];
  /** Findings a `podterm.dev/ignore` annotation silenced (not in `findings`). */
  silenced: Finding[];
  /** Why `rollout` was not simulated, when it was asked for and could not be. */
  rolloutSkipped?: string;
  /** The errors that kept the text from being read at all (then there are no findings). */
  errors: Diagnostic[];
}
