// Lays a diagram out with ELK (the layered algorithm, as the XState visualizer does),
// loaded on first use into a chunk of its own. Each machine is laid out top-down and
// left-right, and the one that reads larger in the panel's box is kept; results are cached
// per machine and language (labels change width with the language).
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { Diagram } from './diagram.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidEdge {
  id: string;
  points: { x: number; y: number }[];
  label: Box | null;
}

export interface LaidOut {
  width: number;
  height: number;
  boxes: Map<string, Box>;
  edges: LaidEdge[];
}

const OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '20',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

type Elk = { layout(graph: ElkNode): Promise<ElkNode> };
let elk: Promise<Elk> | null = null;

function loadElk(): Promise<Elk> {
  elk ??= import('elkjs/lib/elk.bundled.js').then((m) => new m.default());
  return elk;
}

function collect(out: ElkNode): LaidOut {
  const boxes = new Map<string, Box>();
  const edges: LaidEdge[] = [];
  const walk = (n: ElkNode): void => {
    for (const c of n.children ?? []) {
      boxes.set(c.id, { x: c.x ?? 0, y: c.y ?? 0, width: c.width ?? 0, height: c.height ?? 0 });
      walk(c);
    }
    for (const e of n.edges ?? []) {
      const s = e.sections?.[0];
      if (!s) continue;
      const l = e.labels?.[0];
      edges.push({
        id: e.id,
        points: [s.startPoint, ...(s.bendPoints ?? []), s.endPoint],
        label: l ? { x: l.x ?? 0, y: l.y ?? 0, width: l.width ?? 0, height: l.height ?? 0 } : null,
      });
    }
  };
  walk(out);
  return { width: out.width ?? 0, height: out.height ?? 0, boxes, edges };
}

/** How large a drawing shows in a box, fitted to it. */
const fit = (l: LaidOut, w: number, h: number): number => Math.min(w / l.width, h / l.height);

const cache = new Map<string, Promise<LaidOut>>();

/** The diagram laid out (cached under `key`), in the direction that reads larger in w × h. */
export function layoutChart(key: string, d: Diagram, w: number, h: number): Promise<LaidOut> {
  let p = cache.get(key);
  if (!p) {
    p = loadElk().then(async (e) => {
      const run = (direction: string) =>
        e.layout({
          ...structuredClone(d.elk),
          // Regions without an arrow between them are packed to the panel's shape.
          layoutOptions: { ...OPTIONS, 'elk.direction': direction, 'elk.aspectRatio': `${w / h}` },
        });
      const [down, right] = (await Promise.all([run('DOWN'), run('RIGHT')])).map(collect);
      return fit(down!, w, h) >= fit(right!, w, h) ? down! : right!;
    });
    cache.set(key, p);
  }
  return p;
}
