// The lane groups on screen (laneGroups.ts): a band behind each group's header row, the
// header's fold button over the label column (a real button: Tab reaches it, Enter or Space
// folds, aria-expanded says which), the Pods' own header above their rows, and the lane the
// `.`/`,` keys walk. The store keeps what is folded; these draw it and dispatch the toggle.
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { navWords, type NavT } from '../i18n/navWords.ts';
import { LABEL_W } from '../../chart/geometry.ts';
import { rowHeight, rowTop } from '../../chart/rowGeometry.ts';
import type { GroupHead, Layout } from '../../chart/layout.ts';
import { PODS_GROUP } from '../../chart/laneGroups.ts';

export { PODS_GROUP };

function title(g: GroupHead, w: NavT): string {
  if (g.kind === 'control') return w('group.control');
  if (g.kind === 'path') return w('group.path');
  return g.node ? w('group.node', { node: g.node }) : w('group.nodes');
}

/** Behind each header row, in the lanes' SVG: the group's band. */
export function GroupBands({ layout, width }: { layout: Layout; width: number }) {
  return (
    <g className="group-bands" pointerEvents="none">
      {layout.lanes.map((l, i) =>
        l.group ? (
          <rect
            key={l.label}
            className={l.group.folded ? 'group-band folded' : 'group-band'}
            x={0}
            y={rowTop(layout, i)}
            width={width}
            height={rowHeight(layout, i)}
          />
        ) : null,
      )}
    </g>
  );
}

/** The fold buttons, laid over the header rows' label column (`k`: the drawing's scale). */
export function GroupHeads({ layout, k }: { layout: Layout; k: number }) {
  const store = useStoreApi();
  const w = navWords(useAppStore((s) => s.lang));
  return (
    <div className="group-heads">
      {layout.lanes.map((l, i) => {
        const g = l.group;
        if (!g) return null;
        const name = title(g, w);
        return (
          <button
            key={l.label}
            type="button"
            className="group-head"
            data-testid="group-head"
            data-group={g.key}
            aria-expanded={!g.folded}
            title={name}
            style={{
              top: rowTop(layout, i) * k,
              height: rowHeight(layout, i) * k,
              // Over the label column only: a finger on the plot still scrolls and pans.
              width: LABEL_W * k,
            }}
            onClick={() => store.getState().toggleGroup(g.key)}
          >
            <span aria-hidden="true" className="chevron">
              {g.folded ? '▸' : '▾'}
            </span>
            <span className="name">{name}</span>
            {g.folded && <span className="count">{w('group.count', { n: g.rows })}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** The Pods' header: folds the Pod rows away (their count stays in it). */
export function PodsHead({ pods }: { pods: number }) {
  const store = useStoreApi();
  const folded = useAppStore((s) => s.foldedGroups.includes(PODS_GROUP));
  const w = navWords(useAppStore((s) => s.lang));
  return (
    <button
      type="button"
      className="group-head pods-head"
      data-testid="group-head"
      data-group={PODS_GROUP}
      aria-expanded={!folded}
      onClick={() => store.getState().toggleGroup(PODS_GROUP)}
    >
      <span aria-hidden="true" className="chevron">
        {folded ? '▸' : '▾'}
      </span>
      <span className="name">{w('group.pods')}</span>
      <span className="count">{w('group.podCount', { n: pods })}</span>
    </button>
  );
}

/** The lane `.`/`,` walk (chosen with a click, ↑/↓ or the keys themselves). */
export function NavLane({ layout, width }: { layout: Layout; width: number }) {
  const label = useAppStore((s) => s.navLane);
  const row = layout.lanes.findIndex((l) => l.label === label);
  if (row < 0) return null;
  return (
    <rect
      className="nav-lane"
      data-testid="nav-lane"
      data-row={label ?? undefined}
      x={LABEL_W - 4}
      y={rowTop(layout, row) + 1}
      width={width - LABEL_W + 4}
      height={rowHeight(layout, row) - 2}
      pointerEvents="none"
    />
  );
}
