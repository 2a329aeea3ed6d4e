// Which Pod rows an export draws when not all of them can be: those alive in the window,
// the Pods of the story (with events in the window) first. Shared by the slide, which has
// a screen's room, and the file, which has a cap (a 10,000-Pod run would be a picture
// 160,000 px tall, past what a canvas can encode as PNG).
import type { View } from '../../store/createAppStore.ts';
import type { Trace } from '../../trace/types.ts';
import type { Layout } from '../../chart/layout.ts';

/** The layout with only the Pods that exist somewhere in the window. */
export function podsInWindow(layout: Layout, [from, to]: View): Layout {
  const pods = layout.pods.filter((p) =>
    p.segments.some((s) => s.phase !== 'Removed' && s.from < to && s.to > from),
  );
  return { ...layout, pods };
}

/** The layout with its first `n` Pods those with events in the window (the story's), then
 * the others, each part in creation order: PodLayer draws the first `n`. */
export function storyPodsFirst(trace: Trace, layout: Layout, [from, to]: View, n: number): Layout {
  const ranked = layout.pods.map((p, i) => ({
    p,
    i,
    telling: p.marks.some((e) => trace.events[e]!.t >= from && trace.events[e]!.t <= to),
  }));
  ranked.sort((a, b) => Number(b.telling) - Number(a.telling) || a.i - b.i);
  const inOrder = (part: typeof ranked) => part.sort((a, b) => a.i - b.i).map((r) => r.p);
  return { ...layout, pods: [...inOrder(ranked.slice(0, n)), ...inOrder(ranked.slice(n))] };
}
