// What a preset is in the gallery: its story (the gallery's groups, in a workshop's order),
// title, lesson, and the preset it is told against. The entries are in catalog.ts.
/** The gallery's groups, in the order a workshop tells them. */
export const STORIES = [
  'Pod termination and traffic',
  'The request path',
  'Jobs and deadlines',
  'CronJobs',
  'Nodes and disruptions',
  'Version differences',
] as const;
export type Story = (typeof STORIES)[number];

export interface PresetInfo {
  id: string;
  file: string;
  title: string;
  lesson: string;
  story: Story;
  /** The preset this one is told against: the gallery opens the two as a compare (A, B). */
  compareWith?: string;
}
