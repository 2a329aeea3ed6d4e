// The presets as a gallery, grouped by story (Pod termination and traffic; Jobs and
// deadlines; CronJobs; nodes and disruptions; version differences), each with its title,
// lesson and a thumbnail of its run. The thumbnails were computed when the page was built
// (vite.config.ts): the gallery draws them at once, with no run of its own. A preset told
// against another (no preStop, preStop sleep) also opens the two as a compare.
import { useEffect, useRef } from 'react';
import thumbnails from 'virtual:podterm-thumbnails';
import { PRESETS } from '../../presets/index.ts';
import { STORIES } from '../../presets/stories.ts';
import { Thumbnail } from './Thumbnail.tsx';
import type { ThumbnailData } from './thumbnailData.ts';
import { useT } from '../i18n/useT.ts';
import { presetIn, storyIn } from '../i18n/presets.ts';
import { useAppStore } from '../../store/useAppStore.ts';

const THUMBNAILS = thumbnails as Readonly<Record<string, ThumbnailData | undefined>>;

export function Gallery({
  onPick,
  onClose,
}: {
  /** Opens a preset as a new document (a compare pair with its variant B). */
  onPick: (text: string, compareText?: string | null) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();
  const lang = useAppStore((s) => s.lang);

  useEffect(() => dialog.current?.showModal(), []);

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
              {items.map((p) => (
                <PresetCard
                  key={p.id}
                  preset={p}
                  onPick={(text, compareText) => {
                    if (compareText === undefined) onPick(text);
                    else onPick(text, compareText);
                    dialog.current?.close();
                  }}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </dialog>
  );
}

type Preset = (typeof PRESETS)[number];

/** One preset: its thumbnail, title and lesson; told against another, a button for the pair. */
function PresetCard(props: {
  preset: Preset;
  onPick: (text: string, compareText?: string | null) => void;
}) {
  const { preset: p, onPick } = props;
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const data = THUMBNAILS[p.id];
  const said = presetIn(lang, p);
  const partner = PRESETS.find((q) => q.id === p.compareWith);
  return (
    <li>
      <button type="button" data-preset={p.id} onClick={() => onPick(p.text)}>
        {data ? <Thumbnail data={data} /> : <span className="thumbnail pending" />}
        <strong>{said.title}</strong>
        <span className="lesson" title={said.lesson}>
          {said.lesson}
        </span>
      </button>
      {partner && (
        <button
          type="button"
          className="compare-pair"
          data-compare={p.id}
          onClick={() => onPick(p.text, partner.text)}
        >
          {t('compare')}: {presetIn(lang, partner).title}
        </button>
      )}
    </li>
  );
}
