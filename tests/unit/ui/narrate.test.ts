// The narration of an event: what, why, the version change, the docs page, and what kubectl
// would print at that moment (through src/kubectl, the formatter the CLI uses).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { narrate } from '../../../src/ui/narration/narrate.ts';
import { kubectlLines } from '../../../src/kubectl/kubectlLines.ts';
import { eventsByObject } from '../../../src/story/byObject.ts';

const run = (path: string) =>
  simulateText(readFileSync(join(import.meta.dirname, '../..', path), 'utf8')).trace!;

describe('narrate', () => {
  it('tells what, why, the version change, the docs page and both kubectl views', () => {
    const trace = run('fixtures/scenarios/finalizer-phase-1.27.yaml');
    const i = trace.events.findIndex(
      (e) => e.type === 'PodPhaseChanged' && e.data.phase === 'Failed',
    );
    const n = { ...narrate(trace, i), ...kubectlLines(trace, i, eventsByObject(trace)) };
    expect(n.what).toBe('Pod/running-pod phase Failed');
    expect(n.why).toContain('getPhase');
    expect(n.changed).toMatch(/^Since 1\.27/);
    expect(n.doc?.url).toBe(
      'https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-phase',
    );
    expect(n.getPod).toMatch(/running-pod\s+0\/1\s+Terminating\s+0\s+/);
    expect(n.getEvents).toContain('Killing');
  });
});
