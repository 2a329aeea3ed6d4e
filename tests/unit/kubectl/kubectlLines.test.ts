// What kubectl would print at an event (src/kubectl/kubectlLines.ts, the formatter the CLI and
// the narration use).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { kubectlLines } from '../../../src/kubectl/kubectlLines.ts';
import { eventsByObject } from '../../../src/story/byObject.ts';

const run = (path: string) =>
  simulateText(readFileSync(join(import.meta.dirname, '../..', path), 'utf8')).trace!;

describe('kubectlLines', () => {
  it('shows the Events as the API keeps them: a repeated BackOff is one row', () => {
    const trace = run('fixtures/rules/pods/restart-backoff-1.31.yaml');
    const last = trace.events.findLastIndex(
      (e) => e.type === 'KubeEvent' && e.data.reason === 'BackOff',
    );
    const n = kubectlLines(trace, last, eventsByObject(trace));
    expect(n.getEvents!.match(/BackOff/g)).toHaveLength(1);
  });
});
