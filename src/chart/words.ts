// The words the chart asks for: the page's swimlane words (ui/i18n/timelineWords.ts) by key,
// with values. The chart sits below the page, so it cannot name the page's keys: it asks by
// the same strings (`span.pod.running`, `glyph.…`, `band.…`), and any function of the page's
// `TimelineT` shape may be handed in (the method type below is bivariant in its key).
export type ChartWords = {
  say(key: string, vars?: Record<string, string | number>): string;
}['say'];
