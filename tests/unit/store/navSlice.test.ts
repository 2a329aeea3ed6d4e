// The store's navigation state: groups fold and unfold, the `.`/`,` lane, and a share
// link's window and selection applied when its run arrives (an event it lacks ignored).
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { ev, traceOf, deletionAsked } from '../helpers/traceEvent.ts';

const trace = traceOf([
  ev(0, 'api-server', 'PodCreated', 'Pod/a', { owner: null, node: null, containers: 1 }),
  deletionAsked(10_000, 'Pod/a'),
]);

describe('nav slice', () => {
  it('folds and unfolds a group by its key', () => {
    const store = createAppStore();
    store.getState().toggleGroup('control');
    store.getState().toggleGroup('node:node-a');
    expect(store.getState().foldedGroups).toEqual(['control', 'node:node-a']);
    store.getState().toggleGroup('control');
    expect(store.getState().foldedGroups).toEqual(['node:node-a']);
  });

  it('takes the window’s default folds until the reader folds a group, keeping the Pods’ fold', () => {
    const store = createAppStore();
    store.getState().setDefaultFolds(['node:node-b']);
    expect(store.getState().foldedGroups).toEqual(['node:node-b']);
    store.getState().setDefaultFolds(['node:node-b', 'node:node-a']);
    expect(store.getState().foldedGroups).toEqual(['node:node-b', 'node:node-a']);
    store.getState().toggleGroup('node:node-a');
    expect(store.getState().foldedGroups).toEqual(['node:node-b']);
    store.getState().setDefaultFolds(['node:node-b', 'node:node-a', 'control']);
    expect(store.getState().foldedGroups).toEqual(['node:node-b']);
  });

  it("applies a link's window and selection when its run arrives", () => {
    const store = createAppStore('text');
    store.getState().setLinkedNav({ view: [8000, 12_000], selected: 1 });
    expect(store.getState().view).toBeNull();
    store.getState().setResult(trace, [], 'h');
    const s = store.getState();
    expect(s.view).toEqual([8000, 12_000]);
    expect(s.viewMode).toBe('custom');
    expect(s.selected).toBe(1);
    expect(s.timeMs).toBe(10_000);
    expect(s.linkedNav).toBeNull();
  });

  it('ignores an event the run does not have and clamps a window past the end', () => {
    const store = createAppStore('text');
    store.getState().setLinkedNav({ view: [58_000, 3_000_000], selected: 7 });
    store.getState().setResult(trace, [], 'h');
    expect(store.getState().selected).toBeNull();
    expect(store.getState().view).toBeNull(); // wider than the run: the whole run
  });
});
