// Fitting a machine to the panel: labels wrap to a width (Japanese between characters), a
// layout's width always fits its box, a whole fit at a readable scale beats a larger one
// that scrolls, and every machine laid out for the panel at 1280 and 1920 pixels wide fits
// across, readable, with no box or label over another (the Pod's regions packed to the box).
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../src/cluster/machines.ts';
import { walkMachine } from '../../../src/statechart/graph.ts';
import { diagramOf, type DiagramWords } from '../../../src/statechart/diagram.ts';
import { bestFit, fitIn, type Room } from '../../../src/statechart/fit.ts';
import { estimateWidth, wrapText } from '../../../src/statechart/labels.ts';
import { layoutChart, type Box, type Elk } from '../../../src/statechart/layoutChart.ts';

/** ELK in Node, on the test's thread (the page runs it in a worker). */
const engine = (): Promise<Elk> => import('elkjs/lib/elk.bundled.js').then((m) => new m.default());

const words: DiagramWords = {
  after: (d) => `after ${d}`,
  always: 'always',
  anyState: 'in any state',
  guard: (g) => g,
};

describe('labels', () => {
  it('wrap at spaces, no line wider than asked unless one word is', () => {
    const lines = wrapText('[the grace ran out and no finalizers hold it]', 100, estimateWidth, 12);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('[the grace ran out and no finalizers hold it]');
    for (const l of lines) expect(estimateWidth(l, 12, true)).toBeLessThanOrEqual(100);
    expect(wrapText('CONTAINER_EXITED', 40, estimateWidth, 12)).toEqual(['CONTAINER_EXITED']);
  });

  it('wrap Japanese between characters, never before a closing mark', () => {
    const text = '[すべてのインデックスが決着し、一部が失敗した]';
    const lines = wrapText(text, 60, estimateWidth, 12);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(text);
    for (const l of lines) expect(l).not.toMatch(/^[、。\]]/u);
  });
});

describe('fitting a layout to its box', () => {
  const room: Room = { width: 804, height: 600, cap: 1.2, floor: 0.85 };

  it('never draws wider than the box', () => {
    for (const width of [300, 800, 1600, 3200])
      expect(fitIn({ width, height: 400 }, room).scale * width).toBeLessThanOrEqual(800);
  });

  it('prefers all of it readable on screen, else the largest readable scale', () => {
    const tall = { width: 400, height: 1400 };
    const whole = { width: 900, height: 500 };
    expect(bestFit([tall, whole], room)).toBe(whole);
    expect(fitIn(whole, room)).toMatchObject({ whole: true });
    const tiny = { width: 3000, height: 300 };
    expect(bestFit([tiny, tall], room)).toBe(tall);
  });
});

/** Pairs of boxes that overlap by more than a pixel. */
function overlapping(boxes: [string, Box][]): string[] {
  const out: string[] = [];
  boxes.forEach(([a, p], i) =>
    boxes.slice(i + 1).forEach(([b, q]) => {
      const x = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
      const y = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
      if (x > 1 && y > 1) out.push(`${a} × ${b}`);
    }),
  );
  return out;
}

describe('every machine in the panel', () => {
  // The panel's box beside the editor at 1280×720 and 1920×1080.
  const rooms: Room[] = [
    { width: 766, height: 570, cap: 1.2, floor: 1 },
    { width: 1162, height: 930, cap: 1.2, floor: 1 },
  ];
  for (const { machine } of MACHINES)
    it(`${machine.id}: fits across, readable, nothing over anything`, async () => {
      const { graph } = walkMachine(machine);
      for (const room of rooms) {
        const key = `test:${machine.id}:${room.width}`;
        const laid = await layoutChart(
          key,
          (max) => diagramOf(graph, words, undefined, max),
          room,
          engine,
        );
        const { scale } = fitIn(laid, room);
        expect(laid.width * scale).toBeLessThanOrEqual(room.width);
        expect(scale, `${machine.id} at ${room.width} px`).toBeGreaterThanOrEqual(0.8);
        // Leaf states, "any state" boxes and labels: none on another, all inside.
        const solid = [...laid.boxes].filter(([id]) => {
          const n = laid.diagram.nodes.get(id);
          return (
            n?.kind === 'any' || (n?.kind === 'state' && !graph.states[n.state]!.children.length)
          );
        });
        const labels = laid.edges.flatMap((e): [string, Box][] =>
          e.label ? [[e.id, e.label]] : [],
        );
        expect(overlapping([...solid, ...labels])).toEqual([]);
        for (const [id, b] of [...solid, ...labels]) {
          expect(b.x, id).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width, id).toBeLessThanOrEqual(laid.width + 0.5);
        }
      }
    });

  it('packs the Pod’s regions to the box: side by side when wide and low', async () => {
    const { graph } = walkMachine(MACHINES[0]!.machine);
    const build = (max: number) => diagramOf(graph, words, undefined, max);
    const low = { width: 1880, height: 420, cap: 2, floor: 1.1 };
    const laid = await layoutChart('test:pod:low', build, low, engine);
    const regions = ['phase', 'ready', 'object'].map((k) => {
      const s = graph.states.findIndex((st) => st.id === `pod.${k}`);
      return laid.boxes.get(`s${s}`)!;
    });
    expect(new Set(regions.map((r) => r.y)).size, 'one row').toBe(1);
    expect(fitIn(laid, low).whole).toBe(true);
  });
});
