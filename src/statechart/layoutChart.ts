// Lays a diagram out with ELK (the layered algorithm, as the XState visualizer does),
// loaded on first use into a worker of its own. A few layouts are tried — across, down,
// down and compact (simple node placement, cycles broken in the definition's order, tight
// spacing), the same with narrower labels, and for parallel regions every packing of them —
// and the one that reads best in the box is kept (fit.ts): its width always fits, so nothing
// runs past the panel's edge. Results are cached per machine, language and box shape.
import type { ElkNode } from 'elkjs/lib/elk-api';
import { LABEL_MAX, type Diagram } from './diagram.ts';
import type { Box, LaidEdge, LaidOut, Layout } from './laidOut.ts';
import { bestFit, fitIn, type Room } from './fit.ts';
import { packRegions } from './packRegions.ts';

export type { Box, LaidEdge, LaidOut, Layout } from './laidOut.ts';

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

/** For a narrow box: fewer columns of nodes and of the arrows between them. */
const COMPACT = {
  'elk.layered.nodePlacement.strategy': 'SIMPLE',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.spacing.nodeNode': '12',
  'elk.spacing.edgeEdge': '6',
  'elk.spacing.edgeNode': '8',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
};

/** Labels wrapped this narrow (px) in the most compact layout. */
const NARROW_LABEL = 120;

/** What of ELK the layout uses: the page's runs in a worker, the unit tests' in Node. */
export type Elk = { layout(graph: ElkNode): Promise<ElkNode> };
let elk: Promise<Elk> | null = null;

/**
 * ELK in a worker of its own (its script a file of the build, fetched on first use): laying
 * out the Job controller's machine four ways takes seconds of a slow machine's time, and
 * the page keeps answering meanwhile.
 */
function loadElk(): Promise<Elk> {
  elk ??= Promise.all([
    import('elkjs/lib/elk-api.js'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]).then(([api, worker]) => new api.default({ workerUrl: worker.default }));
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

const cache = new Map<string, Promise<Layout>>();

/**
 * The diagram (built by `build` with labels wrapped to a width) laid out as it reads best in
 * `room`; cached under `key`.
 */
export function layoutChart(
  key: string,
  build: (labelMax: number) => Diagram,
  room: Room,
  engine: () => Promise<Elk> = loadElk,
): Promise<Layout> {
  let p = cache.get(key);
  if (!p) {
    p = engine().then(async (e) => {
      const lay = async (graph: ElkNode, options: Record<string, string>) =>
        collect(await e.layout({ ...structuredClone(graph), layoutOptions: options }));
      const wide = build(LABEL_MAX);
      const narrow = build(NARROW_LABEL);
      const tries: [Diagram, Record<string, string>][] = [
        [wide, { ...OPTIONS, 'elk.direction': 'RIGHT' }],
        [wide, { ...OPTIONS, 'elk.direction': 'DOWN' }],
        [wide, { ...OPTIONS, ...COMPACT, 'elk.direction': 'DOWN' }],
        [narrow, { ...OPTIONS, ...COMPACT, 'elk.direction': 'DOWN' }],
      ];
      const found: Layout[] = [];
      for (const [diagram, options] of tries) {
        found.push({ ...(await lay(diagram.elk, options)), diagram });
        // Enough: all of it on screen at the largest scale.
        const fit = fitIn(found.at(-1)!, room);
        if (fit.whole && fit.scale >= room.cap) return found.at(-1)!;
      }
      if (wide.regions) {
        const packed = await packRegions(wide.elk, wide.regions, (g, direction) =>
          lay(g, { ...OPTIONS, 'elk.direction': direction }),
        );
        found.push(...packed.map((l) => ({ ...l, diagram: wide })));
      }
      return bestFit(found, room);
    });
    cache.set(key, p);
  }
  return p;
}
