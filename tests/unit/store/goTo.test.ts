// Going to an event: it is selected, the playhead moves to it, and a zoomed window pans to
// show it, its width kept.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { viewShowing } from '../../../src/store/goToSlice.ts';
import { presetTrace } from '../helpers/presets.ts';

describe('goTo', () => {
  const trace = presetTrace('ignore-sigterm');
  const kill = trace.events.findIndex(
    (e) => e.type === 'SignalSent' && e.data.signal === 'SIGKILL',
  );

  it('selects the event, moves the playhead and pans the window to it', () => {
    const s = createAppStore('x');
    s.getState().setResult(trace, []);
    s.getState().setView([4000, 8000]);
    s.getState().play();
    s.getState().goTo(kill);
    const st = s.getState();
    expect(st).toMatchObject({
      selected: kill,
      timeMs: 35_100,
      playing: false,
      viewMode: 'custom',
    });
    expect(st.view![1] - st.view![0]).toBeCloseTo(4000);
    expect(st.view![0]).toBeLessThan(35_100);
    expect(st.view![1]).toBeGreaterThan(35_100);
  });

  it('keeps a window that already shows the event, and the whole run', () => {
    expect(viewShowing([30_000, 40_000], 35_100, trace)).toEqual([30_000, 40_000]);
    expect(viewShowing(null, 35_100, trace)).toBeNull();
    // On the edge: panned so it is in the middle.
    expect(viewShowing([30_000, 35_200], 35_100, trace)).toEqual([32_500, 37_700]);
  });
});
