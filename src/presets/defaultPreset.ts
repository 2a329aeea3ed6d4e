// The preset the page opens with, and its text: the one preset text in the page's first load
// (issue 29). Every other preset's text is in index.ts, which the page loads after its first
// paint (ui/presetTexts.ts); the catalog (titles, lessons) has no text and comes at once.
import text from './default.yaml?raw';
import { CATALOG } from './catalog.ts';
import type { PresetInfo } from './stories.ts';

/** The catalog's first entry is the default preset (vite.config.ts builds its run). */
export const DEFAULT_PRESET: PresetInfo & { text: string } = { ...CATALOG[0]!, text };
