// A machine whose top state is parallel (the Pod: phase, ready, object) has regions no arrow
// joins: each is laid out on its own, down or across, and they are packed to the box's
// shape — in columns of stacked regions, or rows of regions side by side, in their order —
// so a narrow panel gets them stacked and a wide one side by side, or three as two over one.
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LaidOut } from './laidOut.ts';

const GAP = 14;
const PAD = 8;

/** Every way to cut `n` items, in order, into consecutive groups (their sizes). */
function compositions(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let first = 1; first <= n; first++)
    for (const rest of compositions(n - first)) out.push([first, ...rest]);
  return out;
}

/** Every choice of one option per region. */
function choices<T>(options: readonly (readonly T[])[]): T[][] {
  return options.reduce<T[][]>(
    (acc, opts) => acc.flatMap((pick) => opts.map((o) => [...pick, o])),
    [[]],
  );
}

function shifted(l: LaidOut, dx: number, dy: number): Pick<LaidOut, 'boxes' | 'edges'> {
  const boxes = new Map([...l.boxes].map(([id, b]) => [id, { ...b, x: b.x + dx, y: b.y + dy }]));
  const edges = l.edges.map((e) => ({
    id: e.id,
    points: e.points.map((p) => ({ x: p.x + dx, y: p.y + dy })),
    label: e.label && { ...e.label, x: e.label.x + dx, y: e.label.y + dy },
  }));
  return { boxes, edges };
}

/** One region laid out alone: its own box at the origin, and what is in it. */
async function alone(
  region: ElkNode,
  direction: string,
  lay: (graph: ElkNode, direction: string) => Promise<LaidOut>,
): Promise<LaidOut> {
  const l = await lay({ id: 'root', children: [structuredClone(region)], edges: [] }, direction);
  const box = l.boxes.get(region.id)!;
  return { ...shifted(l, -box.x, -box.y), width: box.width, height: box.height };
}

/**
 * Every packing of the regions `ids` of `root` (each laid out down and across), in columns
 * or in rows: the caller keeps the one that reads best in its box.
 */
export async function packRegions(
  root: ElkNode,
  ids: readonly string[],
  lay: (graph: ElkNode, direction: string) => Promise<LaidOut>,
): Promise<LaidOut[]> {
  const regions = ids.map((id) => root.children!.find((c) => c.id === id)!);
  const laid: LaidOut[][] = [];
  for (const r of regions) laid.push([await alone(r, 'DOWN', lay), await alone(r, 'RIGHT', lay)]);
  const out: LaidOut[] = [];
  for (const pick of choices(laid))
    for (const groups of compositions(pick.length))
      for (const across of [false, true]) out.push(pack(pick, groups, across));
  return out;
}

/**
 * `parts` in consecutive groups of `sizes`: with `across`, each group a row of regions side
 * by side and the rows stacked; else each group a column and the columns side by side.
 */
function pack(parts: readonly LaidOut[], sizes: readonly number[], across: boolean): LaidOut {
  const boxes: LaidOut['boxes'] = new Map();
  const edges: LaidOut['edges'] = [];
  const main = across ? 'height' : 'width';
  const cross = across ? 'width' : 'height';
  let at = PAD;
  let widest = 0;
  let k = 0;
  for (const size of sizes) {
    const group = parts.slice(k, k + size);
    k += size;
    let along = PAD;
    for (const p of group) {
      const [dx, dy] = across ? [along, at] : [at, along];
      const s = shifted(p, dx, dy);
      s.boxes.forEach((b, id) => boxes.set(id, b));
      edges.push(...s.edges);
      along += p[cross] + GAP;
    }
    widest = Math.max(widest, along - GAP);
    at += Math.max(...group.map((p) => p[main])) + GAP;
  }
  const [w, h] = across ? [widest, at - GAP] : [at - GAP, widest];
  return { width: w + PAD, height: h + PAD, boxes, edges };
}
