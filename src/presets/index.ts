// The preset scenarios, bundled with the page (no ../shared at run time). The page's first
// load carries only the default preset's text (defaultPreset.ts); this module, with every
// text, loads after the first paint (ui/presetTexts.ts).
import { CATALOG } from './catalog.ts';
import { DEFAULT_PRESET } from './defaultPreset.ts';
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

export { DEFAULT_PRESET };
