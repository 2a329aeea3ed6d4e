// The preset scenarios. The menu shows which preset the editor holds, or "Your scenario"
// once it is edited; picking one opens it as a new document (the one before it stays saved:
// the Documents list reaches it).
import { Suspense, lazy, useState } from 'react';
import { PRESETS } from '../presets/index.ts';
import { useAppStore } from '../store/useAppStore.ts';
const Gallery = lazy(() => import('./gallery/Gallery.tsx').then((m) => ({ default: m.Gallery })));
import { useT } from './i18n/useT.ts';
import { presetIn } from './i18n/presets.ts';

/** Opens a preset as a new document (with a Compare's variant B, from the gallery). */
export type OnPick = (text: string, compareText?: string | null) => void;

export function PresetMenu({ onPick }: { onPick: OnPick }) {
  const current = useAppStore((s) => PRESETS.find((p) => p.text === s.text)?.id ?? '');
  const lang = useAppStore((s) => s.lang);
  const preset = PRESETS.find((p) => p.id === current);
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
          const p = PRESETS.find((x) => x.id === e.target.value);
          if (p) onPick(p.text);
        }}
      >
        <option value="" disabled>
          {t('yourScenario')}
        </option>
        {PRESETS.map((p) => {
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
  const preset = useAppStore((s) => PRESETS.find((p) => p.text === s.text));
  const lang = useAppStore((s) => s.lang);
  const t = useT();
  const text = preset ? presetIn(lang, preset).lesson : t('tagline');
  return (
    <span className="tagline" title={text}>
      {text}
    </span>
  );
}
