// The preset scenarios, bundled with the page (no ../shared at run time).
import { CATALOG } from './catalog.ts';
import type { PresetInfo } from './stories.ts';

const texts = import.meta.glob<string>('./*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Preset extends PresetInfo {
  text: string;
}

export const PRESETS: readonly Preset[] = CATALOG.map((p) => ({
  ...p,
  text: texts[`./${p.file}`] ?? '',
}));

export const DEFAULT_PRESET = PRESETS[0]!;
