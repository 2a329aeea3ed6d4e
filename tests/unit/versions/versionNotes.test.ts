// "What changed in this version": events whose outcome depends on the minor carry a note
// that says what this version does and what differed on the other side of the change.
import { kube } from '../../../src/versions/version.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionNote } from '../../../src/versions/versionNotes.ts';
import { simulateText } from '../../../src/run/simulate.ts';

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dirname, '../../fixtures', name), 'utf8');

describe('versionNote', () => {
  it('speaks from the chosen version: after the change it says since, before it says up to', () => {
    expect(versionNote('terminalPhase', kube(27))).toMatch(
      /^Since 1\.27 \(#115331\): .*Before 1\.27: /,
    );
    expect(versionNote('terminalPhase', kube(26))).toMatch(
      /^Up to 1\.26: .*From 1\.27 \(#115331\): /,
    );
  });
});

describe('notes on the trace', () => {
  it('the phase a deleted pod ends with (1.27+) and the DisruptionTarget condition (1.26+)', () => {
    const trace = simulateText(fixture('scenarios/finalizer-phase-1.27.yaml')).trace!;
    const phase = trace.events.find(
      (e) => e.type === 'PodPhaseChanged' && e.data.phase === 'Failed',
    );
    expect(phase?.changed).toBe(versionNote('terminalPhase', kube(27)));
    const drained = simulateText(fixture('rules/job/ignore-drain-1.27.yaml')).trace!;
    const cond = drained.events.find((e) => e.type === 'PodConditionSet');
    expect(cond?.changed).toBe(versionNote('disruptionTarget', kube(27)));
  });

  it('Job replacements and verdicts name the back-off and condition changes', () => {
    const trace = simulateText(fixture('rules/job/backoff-1.26.yaml')).trace!;
    const creates = trace.events.filter(
      (e) => e.type === 'KubeEvent' && e.data.reason === 'SuccessfulCreate',
    );
    expect(creates[0]?.changed).toBeUndefined(); // the first pod replaces nothing
    expect(creates[1]?.changed).toBe(versionNote('jobBackoff', kube(26)));
    const failed = trace.events.find((e) => e.type === 'JobConditionSet');
    expect(failed?.changed).toBe(versionNote('jobInterimConditions', kube(26)));
  });

  it('events whose outcome does not depend on the version carry none', () => {
    const trace = simulateText(fixture('rules/job/backoff-1.26.yaml')).trace!;
    expect(trace.events.find((e) => e.type === 'ContainerStarted')?.changed).toBeUndefined();
  });
});
