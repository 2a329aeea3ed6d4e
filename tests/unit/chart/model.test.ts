// chartModel without a DOM: each mode's lanes, in order, every span and label inside the
// chart's width, no label over another in its row, and the file drawn from the same model
// as the page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { chartModel, type ChartMode, type ChartRoom } from '../../../src/chart/model.ts';
import { compactFit, storyLanes } from '../../../src/chart/compact.ts';
import { LABEL_W } from '../../../src/chart/geometry.ts';
import { PODS_GROUP, laneGroupsOf } from '../../../src/chart/laneGroups.ts';
import { LABEL_FONT, spanLabelY } from '../../../src/chart/laneRows.ts';
import { foldedLayoutOf, layoutOf } from '../../../src/chart/layout.ts';
import { NARROW_SCALE, PHONE_LABEL_W } from '../../../src/chart/narrowChart.ts';
import { rowTop } from '../../../src/chart/rowGeometry.ts';
import type { ChartWords } from '../../../src/chart/words.ts';
import type { Trace } from '../../../src/trace/types.ts';

/** Words as long as their keys and values: the model only measures them. */
const words: ChartWords = (key, vars) => (vars ? `${key} ${Object.values(vars).join(' ')}` : key);

const traceOf = (file: string): Trace =>
  simulateText(readFileSync(`src/presets/${file}.yaml`, 'utf8')).trace!;

const TRACES = ['default', 'rolling-update-prestop', 'ingress-nginx-rollout', 'drain-pdb'].map(
  (f) => [f, traceOf(f)] as const,
);

const room = (over: Partial<ChartRoom> = {}): ChartRoom => ({
  width: 1200,
  page: null,
  below: 800,
  view: null,
  foldQuiet: false,
  folded: [],
  words,
  ...over,
});

const roomFor = (trace: Trace, mode: ChartMode): ChartRoom =>
  mode === 'compare'
    ? room({ compact: { lanes: storyLanes([trace]), fit: compactFit(foldedLayoutOf(trace), 300) } })
    : room({ page: mode === 'embed' ? null : 1600 });

const MODES: ChartMode[] = ['normal', 'presenting', 'compare', 'embed', 'export'];

/** Every label of a row with its line's baseline: [y, x, width]. */
function rowLabels(row: ReturnType<typeof chartModel>['lanes'][number]) {
  return [
    ...row.glyphLabels.map((p) => [row.mid + 4, p.x, p.width] as const),
    ...row.spanLabels.map((p) => [spanLabelY(row.top, p.item.s), p.x, p.width] as const),
  ];
}

describe('chartModel', () => {
  for (const [name, trace] of TRACES)
    for (const mode of MODES)
      describe(`${name}, ${mode}`, () => {
        const m = chartModel(trace, mode, roomFor(trace, mode));
        const [left, right] = m.x.range() as [number, number];

        it('draws the lanes in the layout’s order, each under the one before', () => {
          expect(m.lanes.map((r) => r.lane)).toEqual(m.layout.lanes);
          m.lanes.forEach((r, i) => expect(r.top).toBe(rowTop(m.layout, i)));
          const tops = m.lanes.map((r) => r.top);
          expect(tops).toEqual([...tops].sort((a, b) => a - b));
          expect(new Set(tops).size).toBe(tops.length);
          expect(m.trafficTop).toBeGreaterThanOrEqual(tops.at(-1) ?? 0);
        });

        it('keeps every span and label inside the chart’s width', () => {
          expect(left).toBe(m.labelW);
          expect(right).toBeLessThanOrEqual(m.inner);
          for (const r of m.lanes) {
            for (const s of r.spans) {
              expect(s.x0).toBeGreaterThanOrEqual(left);
              expect(s.x1).toBeLessThanOrEqual(right);
              expect(s.x1).toBeGreaterThan(s.x0);
            }
            for (const [, x, w] of rowLabels(r)) {
              expect(x).toBeGreaterThanOrEqual(left);
              expect(x + w).toBeLessThanOrEqual(right);
            }
          }
          for (const b of m.bandLabels) {
            expect(b.x).toBeGreaterThanOrEqual(left);
            expect(b.x + b.width).toBeLessThanOrEqual(right);
          }
          for (const t of m.ticks) expect(m.x(t.t)).toBeLessThanOrEqual(m.inner);
        });

        it('lays no label over another on its line of a row', () => {
          expect(m.lanes.some((r) => r.glyphLabels.length > 0)).toBe(true);
          for (const r of m.lanes) {
            const labels = rowLabels(r);
            for (const [i, a] of labels.entries())
              for (const b of labels.slice(i + 1)) {
                if (Math.abs(a[0] - b[0]) > LABEL_FONT) continue; // lines apart
                const apart = a[1] + a[2] <= b[1] || b[1] + b[2] <= a[1];
                expect(apart, `${r.lane.label}: ${a.join()} / ${b.join()}`).toBe(true);
              }
          }
          const bands = [...m.bandLabels].sort((a, b) => a.x - b.x);
          for (const [i, b] of bands.slice(1).entries())
            expect(bands[i]!.x + bands[i]!.width).toBeLessThanOrEqual(b.x);
        });
      });

  const trace = traceOf('default');

  it('gives the file the page’s model: the embed’s lanes, labels, bands and axis', () => {
    const page = chartModel(trace, 'embed', room());
    const file = chartModel(trace, 'export', room({ idleFolded: true }));
    expect(file.layout).toBe(page.layout);
    expect(file.x.domain()).toEqual(page.x.domain());
    expect(file.x.range()).toEqual(page.x.range());
    expect(file.lanes).toEqual(page.lanes);
    expect(file.bandLabels).toEqual(page.bandLabels);
    expect(file.ticks).toEqual(page.ticks);
    expect(file.traffic).toEqual(page.traffic);
    // Unfolded, the file has every lane, as editing shows them with no group folded.
    expect(chartModel(trace, 'export', room()).layout).toBe(layoutOf(trace));
  });

  it('folds idle lanes when presenting and in the embed, groups them when editing', () => {
    const all = layoutOf(trace).lanes.length;
    expect(chartModel(trace, 'presenting', room()).layout.lanes.length).toBeLessThan(all);
    expect(chartModel(trace, 'embed', room()).layout.lanes.length).toBeLessThan(all);
    const normal = chartModel(trace, 'normal', room());
    expect(normal.grouped).toBe(true);
    expect(normal.layout.lanes.some((l) => l.group)).toBe(true);
    const groups = laneGroupsOf(trace).map((g) => g.key);
    const folded = chartModel(trace, 'normal', room({ folded: groups }));
    expect(folded.layout.lanes.length).toBeLessThan(normal.layout.lanes.length);
    expect(chartModel(trace, 'normal', room({ folded: [PODS_GROUP] })).podsHidden).toBe(true);
  });

  it('draws presenting as large as the room below allows, and a compare at its fit', () => {
    const small = chartModel(trace, 'presenting', room({ below: 300 }));
    const tall = chartModel(trace, 'presenting', room({ below: 1400 }));
    expect(small.k).toBe(1);
    expect(tall.k).toBeGreaterThan(1);
    expect(tall.inner).toBeCloseTo(1200 / tall.k);
    expect(tall.podsMaxHeight).toBeGreaterThan(0);
    const lanes = storyLanes([trace]);
    const fit = { scale: 0.8, podRows: 0 };
    const compare = chartModel(trace, 'compare', room({ compact: { lanes, fit } }));
    expect(compare.k).toBe(0.8);
    expect(compare.layout.lanes.map((l) => l.label)).toEqual(lanes);
    expect(compare.podsHidden).toBe(true);
  });

  it('takes a narrow label column and a larger scale on a phone', () => {
    const phone = chartModel(trace, 'normal', room({ width: 400, page: 400 }));
    expect(phone.labelW).toBe(PHONE_LABEL_W);
    expect(phone.k).toBeGreaterThanOrEqual(NARROW_SCALE);
    expect(chartModel(trace, 'normal', room({ page: 1600 })).labelW).toBe(LABEL_W);
  });

  it('shows the zoomed window, folding its quiet stretches only where the mode may', () => {
    const view = [5_000, 60_000] as const;
    const zoomed = chartModel(trace, 'normal', room({ view }));
    expect(zoomed.x.domain()).toEqual([...view]);
    const folding = chartModel(trace, 'normal', room({ foldQuiet: true }));
    expect(folding.folds.length).toBeGreaterThan(0);
    expect(
      folding.ticks.every((t) => folding.folds.every((f) => t.t <= f.from || t.t >= f.to)),
    ).toBe(true);
    const compare = chartModel(trace, 'compare', roomFor(trace, 'compare'));
    expect(compare.folds).toEqual([]);
    expect(chartModel(trace, 'export', room({ foldQuiet: true })).folds).toEqual([]);
    expect(folding.full).toBe(chartModel(trace, 'normal', room()).full);
  });
});
