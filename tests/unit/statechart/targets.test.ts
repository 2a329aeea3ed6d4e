// What a click chooses for the statechart panel, and the store keeping the trace on screen
// when the panel's re-run of the same text brings the state log.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { partOf, pickActor, targetOfEvent, targetOfPick } from '../../../src/statechart/targets.ts';
import { focusPod } from '../../../src/story/focus.ts';

const text = readFileSync('src/presets/default.yaml', 'utf8');
const { trace, states } = simulateText(text, { recordStates: true });
const log = states!;

describe('choosing the machine', () => {
  it('maps an event to the machine behind it', () => {
    const of = (type: string) => targetOfEvent(trace!.events.find((e) => e.type === type)!);
    expect(of('DeletionRequested')).toMatchObject({ part: 'pod' });
    expect(of('SignalSent')).toMatchObject({ part: 'container/app' });
    expect(of('EndpointChanged')).toEqual({ object: 'Service/web', part: 'endpoints' });
    expect(of('ProxyRulesUpdated').object).toMatch(/^Node\//);
    expect(of('PodReady')).toMatchObject({ part: 'pod' });
  });

  it('picks the actor of the chosen part, the first machine of the object otherwise', () => {
    const pod = focusPod(trace!)!;
    const kubelet = pickActor(log, { object: pod, part: 'kubelet' });
    expect(kubelet.actors.map((a) => partOf(log, a))).toEqual(['pod', 'kubelet', 'container/app']);
    expect(partOf(log, kubelet.actor!)).toBe('kubelet');
    expect(partOf(log, pickActor(log, { object: pod, part: null }).actor!)).toBe('pod');
    const lane = { kind: 'lane' as const, lane: 'kubelet' as const, marks: [0] };
    const kubeletLane = trace!.events.flatMap((e, i) => (e.lane === 'kubelet' ? [i] : []));
    expect(targetOfPick(trace!, { ...lane, marks: kubeletLane }, pod)).toEqual({
      object: pod,
      part: 'kubelet',
    });
  });

  it('keeps the trace on screen, its selection and stop, when the same text brings its log', () => {
    const store = createAppStore(text);
    store.getState().setResult(trace, [], 'h1');
    store.getState().select(5);
    const shown = store.getState().trace;
    const again = simulateText(text, { recordStates: true });
    store.getState().setResult(again.trace, [], 'h1', again.states);
    expect(store.getState().trace).toBe(shown);
    expect(store.getState().selected).toBe(5);
    expect(store.getState().states).toBe(again.states);
    // Another text: a new trace, and no log until it is recorded.
    store.getState().setResult(again.trace, [], 'h2');
    expect(store.getState().states).toBeNull();
  });
});
