// The glyphs a legend explains, the screen's and the export's: the same for every run, and a
// hop's sync after kube-proxy's kin in a run with hops. Pure, so the export knows its height.
import type { GlyphShape, Tone } from '../../story/glyphs.ts';
import { perTrace } from '../../story/perTrace.ts';
import type { Trace } from '../../trace/types.ts';
import type { TimelineKey } from '../i18n/timelineWords.ts';

export type LegendEntry = readonly [GlyphShape, Tone, TimelineKey, boolean];

/** Each glyph the legend explains: shape, tone, its words, drawn as a stroke or filled. The
 * export draws the same entries inside its SVG. */
export const LEGEND_ENTRIES: readonly LegendEntry[] = [
  ['flag', 'action', 'legend.action', false],
  ['diamond', 'api', 'legend.deletion', false],
  ['bar', 'hook', 'legend.preStop', false],
  ['triangle', 'signal', 'legend.sigterm', false],
  ['cross', 'kill', 'legend.sigkill', true],
  ['square', 'exit', 'legend.exit', false],
  ['circle', 'network', 'legend.network', false],
  ['plus', 'create', 'legend.created', true],
  ['check', 'ok', 'legend.ready', true],
  ['dot', 'kill', 'legend.refused', false],
];

/** A hop's sync (HopSynced), after kube-proxy's kin: only in the legend of a run with hops. */
const HOP_ENTRY: LegendEntry = ['chevron', 'network', 'legend.hop', false];

/**
 * The entries of `trace`'s legend, once per trace: a run without hops keeps the legend it
 * always had.
 */
export const legendEntriesOf = perTrace((trace: Trace): readonly LegendEntry[] => {
  if (!trace.events.some((e) => e.type === 'HopSynced')) return LEGEND_ENTRIES;
  const at = LEGEND_ENTRIES.findIndex(([, , key]) => key === 'legend.network') + 1;
  return [...LEGEND_ENTRIES.slice(0, at), HOP_ENTRY, ...LEGEND_ENTRIES.slice(at)];
});
