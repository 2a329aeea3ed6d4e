// What the notes offer for a request-path assumption: its values as written, the one the run
// took marked, the key named under the Scenario's spec.
import { describe, expect, it } from 'vitest';
import { say } from '../../../src/manifest/process/assumptions.ts';
import { choicesOf, isProbeAssumption, keyOf } from '../../../src/ui/assumptionChoices.ts';
import { assumptionIn } from '../../../src/ui/i18n/assumptions.ts';

describe('assumption choices', () => {
  it('every value as the document writes it, the current one marked', () => {
    const change = {
      path: ['spec', 'dataPlane', 'settings', 'nativeSidecar'],
      values: [true, false],
      current: false,
    };
    expect(choicesOf(change)).toEqual([
      { value: true, label: 'true', current: false },
      { value: false, label: 'false', current: true },
    ]);
    expect(keyOf(change)).toBe('dataPlane.settings.nativeSidecar');
  });

  it('a change without a current value marks none (a via the clients do not use)', () => {
    const change = { path: ['spec', 'traffic', 'via'], values: ['ingress/web'] };
    expect(choicesOf(change).map((c) => c.current)).toEqual([false]);
    expect(keyOf(change)).toBe('traffic.via');
  });
});

describe('the assumption of an undecided file probe', () => {
  const text = say('probeFile', {
    path: '/tmp/healthy',
    probe: 'readiness',
    command: 'cat /tmp/healthy',
  });
  it('is said in Japanese and Russian, and is told from a process assumption', () => {
    expect(assumptionIn('ja', text)).toContain('`/tmp/healthy`');
    expect(assumptionIn('ja', text)).not.toBe(text);
    expect(assumptionIn('ru', text)).toContain('`cat /tmp/healthy`');
    expect(isProbeAssumption(text)).toBe(true);
    expect(isProbeAssumption(say('finishes', { command: 'date' }))).toBe(false);
  });
});
