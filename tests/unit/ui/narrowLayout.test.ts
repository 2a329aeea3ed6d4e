// A phone and a tablet (issue 27): which panes a window shows, the chart's scale and label
// column there, and a row label broken to fit that column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { createAppStore } from '../../../src/store/createAppStore.ts';
import { NARROW_PX, isNarrow, panesFor } from '../../../src/ui/layout/panes.ts';
import { LABEL_W, labelWidth } from '../../../src/chart/geometry.ts';
import { hitTest } from '../../../src/ui/timeline/hitTest.ts';
import { layoutOf } from '../../../src/chart/layout.ts';
import {
  NARROW_SCALE,
  PHONE_LABEL_W,
  labelColumn,
  narrowScale,
  withLabelColumn,
} from '../../../src/chart/narrowChart.ts';
import { fitLabel } from '../../../src/chart/rowLabel.ts';
import { reachOf } from '../../../src/ui/timeline/reach.ts';
import { scaleLinear } from 'd3';

const mono = (s: string) => [...s].length * 7;

describe('panesFor', () => {
  it('shows the editor beside the run on a wide window, with no tabs', () => {
    expect(panesFor(1280, 'run', false)).toEqual({ tabs: false, editor: true, run: true });
    expect(panesFor(NARROW_PX, 'editor', false)).toEqual({ tabs: false, editor: true, run: true });
  });

  it('shows one pane behind tabs on a phone and a tablet, the run first', () => {
    const store = createAppStore('');
    expect(store.getState().pane).toBe('run');
    for (const width of [360, 390, 430, 768]) {
      expect(isNarrow(width)).toBe(true);
      expect(panesFor(width, store.getState().pane, false)).toEqual({
        tabs: true,
        editor: false,
        run: true,
      });
    }
    store.getState().setPane('editor');
    expect(panesFor(390, store.getState().pane, false)).toEqual({
      tabs: true,
      editor: true,
      run: false,
    });
  });

  it('presenting shows the run alone at any width, whatever tab was chosen', () => {
    for (const width of [390, 768, 1920])
      expect(panesFor(width, 'editor', true)).toEqual({ tabs: false, editor: false, run: true });
  });
});

describe('the chart on a narrow window', () => {
  it('draws at least 1.2 times larger, so 10 px of drawing reads at 12 px', () => {
    expect(NARROW_SCALE * 10).toBeCloseTo(12);
    expect(narrowScale(1, 390, 390, PHONE_LABEL_W)).toBe(NARROW_SCALE);
    expect(narrowScale(1, 768, 768, LABEL_W)).toBe(NARROW_SCALE);
    // A wide window keeps the scale it was given.
    expect(narrowScale(1, 1280, 790, LABEL_W)).toBe(1);
  });

  it('presenting, grows no larger than leaves the time axis 220 px of drawing', () => {
    const k = narrowScale(2.5, 768, 768, LABEL_W);
    expect(768 / k - LABEL_W).toBeCloseTo(220);
    expect(narrowScale(2.5, 390, 390, PHONE_LABEL_W)).toBeCloseTo(390 / (PHONE_LABEL_W + 220));
  });

  it('gives a phone a narrow label column, and hit-testing follows it', () => {
    expect(labelColumn(390)).toBe(PHONE_LABEL_W);
    expect(labelColumn(768)).toBe(LABEL_W);
    const text = readFileSync(
      join(import.meta.dirname, '../../../src/presets/default.yaml'),
      'utf8',
    );
    const trace = simulateText(text).trace!;
    const wide = layoutOf(trace);
    expect(withLabelColumn(wide, LABEL_W)).toBe(wide);
    const phone = withLabelColumn(wide, PHONE_LABEL_W);
    expect(withLabelColumn(wide, PHONE_LABEL_W)).toBe(phone);
    expect(labelWidth(phone)).toBe(PHONE_LABEL_W);
    expect(labelWidth(wide)).toBe(LABEL_W);
    // The deletion at 10 s, on the api-server's row, drawn just right of the narrow column.
    const x = scaleLinear()
      .domain([10_000, 14_000])
      .range([PHONE_LABEL_W + 4, 300]);
    const row = phone.lanes.findIndex((l) => l.lane === 'api-server');
    const y = 22 + row * 34 + 17;
    const hit = hitTest(trace, phone, x, 'lanes', PHONE_LABEL_W + 4, y);
    expect(hit?.kind).toBe('event');
    if (hit?.kind === 'event') expect(trace.events[hit.index]!.t).toBe(10_000);
    // In the wide column that place is a label, not the chart.
    expect(hitTest(trace, wide, x, 'lanes', PHONE_LABEL_W + 4, y)).toBeNull();
  });
});

describe('reachOf', () => {
  it('lets a finger hit a mark from further away than a pointer', () => {
    const touch = new Event('click') as Event & { pointerType: string };
    Object.defineProperty(touch, 'pointerType', { value: 'touch' });
    const mouse = new Event('click');
    Object.defineProperty(mouse, 'pointerType', { value: 'mouse' });
    expect(reachOf(touch)).toBeGreaterThan(reachOf(mouse));
    expect(reachOf(mouse)).toBe(6);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits as it is', () => {
    expect(fitLabel('api-server', 100, 2, mono)).toEqual({ lines: ['api-server'], whole: true });
  });

  it('breaks after a hyphen or at a space', () => {
    expect(fitLabel('replicaset-controller', 84, 2, mono)).toEqual({
      lines: ['replicaset-', 'controller'],
      whole: true,
    });
    expect(fitLabel('kube-proxy node-a', 84, 2, mono)).toEqual({
      lines: ['kube-proxy', 'node-a'],
      whole: true,
    });
  });

  it('breaks Japanese between any two characters', () => {
    const cjk = (s: string) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 10 : 6), 0);
    const fitted = fitLabel('100 ms あたりの処理数、最大 5', 88, 3, cjk);
    expect(fitted.whole).toBe(true);
    expect(fitted.lines.join(' ').replace(/ /g, '')).toBe('100msあたりの処理数、最大5');
    expect(fitted.lines.length).toBeGreaterThan(1);
    for (const line of fitted.lines) expect(cjk(line)).toBeLessThanOrEqual(88);
  });

  it('shortens what no break fits, keeping the distinct end of a Pod name', () => {
    const pod = fitLabel('web-68468686c5-r4sdb', 84, 1, mono);
    expect(pod.whole).toBe(false);
    expect(pod.lines).toHaveLength(1);
    expect(pod.lines[0]).toMatch(/^web-.*….*r4sdb$/);
    expect(mono(pod.lines[0]!)).toBeLessThanOrEqual(84);
    const long = fitLabel('node-lifecycle-controller', 84, 2, mono);
    expect(long.whole).toBe(false);
    expect(long.lines[0]).toBe('node-');
    expect(long.lines[1]).toMatch(/^lifecycle-.*…$/);
    for (const line of long.lines) expect(mono(line)).toBeLessThanOrEqual(84);
  });
});
