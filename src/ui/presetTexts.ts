// Which preset a text is (the header's menu and lesson, a run's title). The page's first load
// carries only the default preset's text (issue 29: the others are about 9 KB gzip); every
// other preset's text loads after the first paint (presets/index.ts, a chunk of its own), and
// a text is known as that preset once it has: views that ask re-render then (usePresetTexts).
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_PRESET } from '../presets/defaultPreset.ts';
import type { Preset } from '../presets/index.ts';
import type { PresetInfo } from '../presets/stories.ts';

const byText = new Map<string, PresetInfo>([[DEFAULT_PRESET.text, DEFAULT_PRESET]]);
let loading: Promise<readonly Preset[]> | null = null;
let loaded = false;
const heard = new Set<() => void>();

/** Every preset with its text (loaded once). */
export function loadPresets(): Promise<readonly Preset[]> {
  loading ??= import('../presets/index.ts').then(({ PRESETS }) => {
    // The first preset of a text wins, as a search of the list in order finds it.
    for (const p of PRESETS) if (!byText.has(p.text)) byText.set(p.text, p);
    loaded = true;
    for (const f of heard) f();
    return PRESETS;
  });
  return loading;
}

/** The preset whose text is `text`, among those loaded (the default one at once). */
export const presetOfText = (text: string): PresetInfo | undefined => byText.get(text);

const subscribe = (f: () => void) => {
  heard.add(f);
  return () => heard.delete(f);
};

/**
 * Asks for every preset's text after the first render; true once they have come (a view
 * that calls it re-renders then, and presetOfText knows them all).
 */
export function usePresetTexts(): boolean {
  useEffect(() => void loadPresets(), []);
  return useSyncExternalStore(subscribe, () => loaded);
}
