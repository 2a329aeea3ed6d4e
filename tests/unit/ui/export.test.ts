// An export of nothing says why instead of writing an empty file.
import { describe, expect, it } from 'vitest';
import type { Trace, TraceEvent } from '../../../src/trace/types.ts';
import { cannotExport } from '../../../src/ui/export/exportRun.ts';

describe('cannotExport', () => {
  it('explains a missing or empty run and lets a real one through', () => {
    expect(cannotExport(null)).toMatch(/not been simulated/);
    const empty: Trace = {
      podterm: 2,
      kubernetesVersion: '1.34',
      durationMs: 0,
      assumptions: [],
      events: [],
    };
    expect(cannotExport(empty)).toMatch(/no events/);
    const one: TraceEvent = {
      t: 0,
      lane: 'api-server',
      type: 'PodCreated',
      object: 'Pod/a',
      data: { owner: null, node: null, containers: 1 },
    };
    expect(cannotExport({ ...empty, events: [one] })).toBeNull();
  });
});
