// The preset scenarios. The menu shows which preset the editor holds, or "Your scenario"
// once it is edited; picking one opens it as a new document (the one before it stays saved:
// the Documents list reaches it). The titles come with the page (presets/catalog.ts); the texts
// load after the first paint (presetTexts.ts): a pick waits for them.
import { Suspense, lazy, useState } from 'react';
import { CATALOG } from '../presets/catalog.ts';
import { useAppStore } from '../store/useAppStore.ts';
const Gallery = lazy(() => import('./gallery/Gallery.tsx').then((m) => ({ default: m.Gallery })));
import { useT } from './i18n/useT.ts';
import { presetIn } from './i18n/presets.ts';
import { loadPresets, presetOfText, usePresetTexts } from './presetTexts.ts';

/** Opens a preset as a new document (with a Compare's variant B, from the gallery). */
export type OnPick = (text: string, compareText?: string | null) => void;

export function PresetMenu({ onPick }: { onPick: OnPick }) {
  usePresetTexts();
  const current = useAppStore((s) => presetOfText(s.text)?.id ?? '');
  const lang = useAppStore((s) => s.lang);
  const preset = CATALOG.find((p) => p.id === current);
  const lesson = preset && presetIn(lang, preset).lesson;
  const [gallery, setGallery] = useState(false);
  const t = useT();
  return (
    <>
      <button type="button" className="gallery-open" onClick={() => setGallery(true)}>
        {t('gallery')}
      </button>
      {gallery && (
        <Suspense fallback={null}>
          <Gallery onPick={onPick} onClose={() => setGallery(false)} />
        </Suspense>
      )}
      <PresetSelect current={current} lesson={lesson} onPick={onPick} />
    </>
  );
}

function PresetSelect({
  current,
  lesson,
  onPick,
}: {
  current: string;
  lesson: string | undefined;
  onPick: (text: string) => void;
}) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  return (
    <label className="presets" title={lesson}>
      <span className="presets-word">{t('preset')}</span>
      <select
        aria-label={t('preset')}
        data-testid="preset"
        value={current}
        onChange={(e) => {
          const id = e.target.value;
          void loadPresets().then((all) => {
            const p = all.find((x) => x.id === id);
            if (p) onPick(p.text);
          });
        }}
      >
        <option value="" disabled>
          {t('yourScenario')}
        </option>
        {CATALOG.map((p) => {
          const said = presetIn(lang, p);
          return (
            <option key={p.id} value={p.id} title={said.lesson}>
              {said.title}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/** The lesson of the preset in the editor, or the app's tagline once the text is edited. */
export function PresetLesson() {
  usePresetTexts();
  const preset = useAppStore((s) => presetOfText(s.text));
  const lang = useAppStore((s) => s.lang);
  const t = useT();
  const text = preset ? presetIn(lang, preset).lesson : t('tagline');
  return (
    <span className="tagline" title={text}>
      {text}
    </span>
  );
}
