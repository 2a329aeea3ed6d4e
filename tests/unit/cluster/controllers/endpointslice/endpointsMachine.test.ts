// The EndpointSlice statechart decides what the slice offers from its counts, in
// CategorizeEndpoints' order: ready first, serving-terminating only when none is ready.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { endpointsMachine } from '../../../../../src/cluster/controllers/endpointslice/endpointsMachine.ts';

describe('endpointsMachine', () => {
  it('goes by the ready endpoints first, then the serving-terminating ones, else none', () => {
    const actor = createActor(endpointsMachine, { input: { service: 'web' } }).start();
    const write = (ready: number, servingTerminating: number) => {
      actor.send({ type: 'SLICE_WRITTEN', ready, servingTerminating });
      return actor.getSnapshot().value;
    };
    expect(actor.getSnapshot().value).toBe('NoEndpoints');
    expect(write(2, 1)).toBe('Ready');
    expect(write(0, 1)).toBe('OnlyTerminating');
    expect(write(1, 0)).toBe('Ready');
    expect(write(0, 0)).toBe('NoEndpoints');
  });
});
