// What an export is called and how a slide is laid out: the title read off the text, the
// lesson wrapped, the legend's rows, and every preset's slide in type a room can read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../src/presets/catalog.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { EXPORT_TABLES } from '../../../src/ui/i18n/exportWords.ts';
import { timelineWords } from '../../../src/ui/i18n/timelineWords.ts';
import { metaLine, wrapText } from '../../../src/ui/export/ExportHeading.tsx';
import { legendLayout } from '../../../src/ui/export/ExportLegend.tsx';
import { openingComment, runTitle } from '../../../src/ui/export/runTitle.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { SLIDE, slidePlan } from '../../../src/ui/export/SlideView.tsx';
import { chartHeights } from '../../../src/ui/export/ExportChart.tsx';
import { FILE_POD_ROWS, exportSize, fileLayout } from '../../../src/ui/export/ExportView.tsx';
import { rolloutScenario } from '../../../bench/scenarios.ts';
import { PRESETS } from '../../../src/presets/index.ts';
import { loadPresetWords } from '../../../src/ui/i18n/presets.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the run title', () => {
  it('is a preset’s title and lesson, in the page’s language', async () => {
    const p = PRESETS[0]!;
    expect(runTitle(p.text, 'en', null)).toEqual({ title: p.title, lesson: p.lesson });
    // Until Japanese has loaded (the page awaits it before switching), the English.
    expect(runTitle(p.text, 'ja', null).title).toBe(p.title);
    await loadPresetWords('ja');
    expect(runTitle(p.text, 'ja', null).title).toBe('トラフィック中に Pod を 1 つ削除');
  });

  it('is the Scenario’s metadata.name and opening comment for any other text', () => {
    const text = [
      '# Drain a node. The PDB holds one Pod back.',
      'apiVersion: apps/v1',
      'kind: Deployment',
      'metadata:',
      '  name: web',
      '---',
      'apiVersion: podterm.dev/v1',
      'kind: Scenario',
      'metadata:',
      '  labels:',
      '    name: not-this',
      '  name: "drain-with-pdb"',
      'spec: {}',
    ].join('\n');
    const parsed = loadScenario(text).title ?? null;
    expect(runTitle(text, 'en', parsed)).toEqual({
      title: 'drain-with-pdb',
      lesson: 'Drain a node. The PDB holds one Pod back.',
    });
    // A name: in an annotation or a label is never the title, in flow style too.
    const flow = 'kind: Scenario\nmetadata: {annotations: {name: wrong}, name: flow}\n';
    expect(loadScenario(flow).title).toBe('flow');
    expect(loadScenario('kind: Pod\nmetadata:\n  name: p\n').title).toBeUndefined();
    expect(runTitle('kind: Pod\n', 'en', null).title).toBeNull();
  });

  it('keeps whole sentences of a long opening comment', () => {
    const long = `# ${'A sentence that says something. '.repeat(8)}`;
    const lesson = openingComment(long)!;
    expect(lesson.length).toBeLessThanOrEqual(160);
    expect(lesson.endsWith('.')).toBe(true);
    expect(openingComment('kind: Scenario')).toBeNull();
  });
});

describe('the export’s words', () => {
  it('are all translated with the same placeholders', () => {
    for (const table of Object.values(EXPORT_TABLES))
      for (const [k, v] of Object.entries(EXPORT_TABLES.en))
        expect(placeholders(table[k as keyof typeof table]), k).toEqual(placeholders(v));
  });
});

describe('the heading and the legend', () => {
  it('wrap to the width and mark what was cut', () => {
    const lines = wrapText('one two three four five six seven eight', 10, 60, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(wrapText('短い文', 10, 400, 2)).toEqual(['短い文']);
  });

  it('says the version and the window shown', () => {
    const trace = { kubernetesVersion: '1.34', durationMs: 60_000 } as never;
    expect(metaLine(trace, [9000, 13_000], 'en')).toBe('Kubernetes 1.34 · 9.0–13.0 s of 60 s');
    expect(metaLine(trace, null, 'en')).toBe('Kubernetes 1.34 · whole run, 60 s');
  });

  it('fills the legend’s rows evenly within the width', () => {
    const one = legendLayout(timelineWords('en'), 4000, 12);
    expect(one.entries.every((e) => e.row === 0)).toBe(true);
    const two = legendLayout(timelineWords('en'), 1384, 12);
    const rows = new Map<number, number>();
    for (const e of two.entries) rows.set(e.row, (rows.get(e.row) ?? 0) + 1);
    expect(Math.min(...rows.values())).toBeGreaterThan(3);
  });
});

describe('the slide', () => {
  it('draws every preset with text of 20 px and more, chart above the legend', () => {
    for (const p of CATALOG) {
      const trace = simulateText(readFileSync(`src/presets/${p.file}`, 'utf8')).trace!;
      const plan = slidePlan({
        trace,
        view: null,
        lang: 'en',
        title: { title: p.title, lesson: p.lesson },
        folded: false,
      });
      expect(plan.k, p.id).toBeGreaterThanOrEqual(2);
      const bottom = plan.chartTop + chartHeights(plan.layout, plan.podRows).total * plan.k;
      expect(bottom, p.id).toBeLessThanOrEqual(plan.legendTop);
      expect(plan.legendTop + plan.legend.height, p.id).toBeLessThanOrEqual(SLIDE.height);
    }
  });
});

describe('the file export of a big run', () => {
  it('draws FILE_POD_ROWS rows, the story’s first, counts the others, and stays a PNG a canvas can encode', () => {
    const trace = simulateText(rolloutScenario(300)).trace!;
    const scene = {
      trace,
      view: [9_000, 20_000] as [number, number],
      lang: 'en' as const,
      title: { title: 'rollout', lesson: '' },
      folded: false,
    };
    const plan = fileLayout(scene);
    const all = plan.layout.pods.length;
    expect(all).toBe(600);
    expect(plan.podRows).toBe(FILE_POD_ROWS);
    expect(plan.more).toBe(all - FILE_POD_ROWS);
    // Drawn at 2×, within a canvas's 32,767 px.
    expect(exportSize(scene).height * 2).toBeLessThan(32_767);
    // The drawn rows are the Pods with events in the window before any without.
    const telling = (p: (typeof plan.layout.pods)[number]) =>
      p.marks.some((e) => trace.events[e]!.t >= 9_000 && trace.events[e]!.t <= 20_000);
    const drawn = plan.layout.pods.slice(0, FILE_POD_ROWS).filter(telling).length;
    const total = plan.layout.pods.filter(telling).length;
    expect(drawn).toBe(Math.min(total, FILE_POD_ROWS));
  });
});
