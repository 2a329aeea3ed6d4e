import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';

describe('the action picker draft in the store', () => {
  it('opens closed with a delete at 10 s, and keeps the draft across close and open', () => {
    const store = createAppStore();
    expect(store.getState().actionPickerOpen).toBe(false);
    expect(store.getState().actionDraft).toMatchObject({ do: 'delete', at: '10' });
    store.getState().setActionPickerOpen(true);
    store.getState().editActionDraft({ do: 'scale', values: { replicas: '4' } });
    store.getState().editActionDraft({ at: '12.5' });
    store.getState().setActionPickerOpen(false);
    store.getState().setActionPickerOpen(true);
    expect(store.getState().actionDraft).toEqual({
      do: 'scale',
      target: '',
      at: '12.5',
      values: { replicas: '4' },
      duration: null,
    });
  });

  it("holds the duration as typed, until it is written (null: the document's again)", () => {
    const store = createAppStore();
    store.getState().editActionDraft({ duration: '3m' });
    store.getState().editActionDraft({ at: '20' });
    expect(store.getState().actionDraft.duration).toBe('3m');
    store.getState().editActionDraft({ duration: null });
    expect(store.getState().actionDraft).toMatchObject({ at: '20', duration: null });
  });
});
