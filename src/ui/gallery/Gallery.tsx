// The presets as a gallery, grouped by story (Pod termination and traffic; Jobs and
// deadlines; CronJobs; nodes and disruptions; version differences), each with its title,
// lesson and a thumbnail of its run. Thumbnails are simulated on a worker of their own,
// one preset after another, when the gallery opens.
import { useEffect, useRef, useState } from 'react';
import { PRESETS } from '../../presets/index.ts';
import { STORIES } from '../../presets/catalog.ts';
import type { Trace } from '../../trace/types.ts';
import { createSimulator } from '../../worker/simulator.ts';
import { Thumbnail } from './Thumbnail.tsx';
import { useT } from '../i18n/useT.ts';
import { presetIn, storyIn } from '../i18n/presets.ts';
import { useAppStore } from '../../store/useAppStore.ts';

export function Gallery({
  onPick,
  onClose,
}: {
  onPick: (text: string) => void;
  onClose: () => void;
}) {
  const [traces, setTraces] = useState<ReadonlyMap<string, Trace>>(new Map());
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();
  const lang = useAppStore((s) => s.lang);

  useEffect(() => {
    dialog.current?.showModal();
    const sim = createSimulator();
    let alive = true;
    void (async () => {
      for (const p of PRESETS) {
        const r = await sim.run(p.text);
        if (!alive) return;
        if (r?.trace) setTraces((m) => new Map(m).set(p.id, r.trace!));
      }
    })();
    return () => {
      alive = false;
      sim.dispose();
    };
  }, []);

  return (
    <dialog ref={dialog} className="gallery" aria-label={t('gallery')} onClose={onClose}>
      <header>
        <h2>{t('gallery')}</h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={t('closeGallery')}
        >
          ×
        </button>
      </header>
      {STORIES.map((story) => {
        const items = PRESETS.filter((p) => p.story === story);
        if (items.length === 0) return null;
        return (
          <section key={story} aria-label={storyIn(lang, story)}>
            <h3>{storyIn(lang, story)}</h3>
            <ul>
              {items.map((p) => {
                const trace = traces.get(p.id);
                const said = presetIn(lang, p);
                return (
                  <li key={p.id}>
                    <button
                      type="button"
                      data-preset={p.id}
                      onClick={() => {
                        onPick(p.text);
                        dialog.current?.close();
                      }}
                    >
                      {trace ? <Thumbnail trace={trace} /> : <span className="thumbnail pending" />}
                      <strong>{said.title}</strong>
                      <span className="lesson">{said.lesson}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </dialog>
  );
}
