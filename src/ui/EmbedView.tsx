// `?embed=1`: the read-only view for slides and blogs, usable in a 640×400 iframe. The
// run's title and lesson with the link to the full page on one line at the top, playback
// controls only, the caption, and the swimlane with its idle lanes folded away. Nothing
// here edits the scenario: no action picker, no assumptions to change, no reveal toggle.
import { useAppStore } from '../store/useAppStore.ts';
import type { Trace } from '../trace/types.ts';
import { Controls } from './controls/Controls.tsx';
import { EventCaption } from './controls/EventCaption.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { runTitle } from './export/runTitle.ts';
import { exportWords } from './i18n/exportWords.ts';
import { useT } from './i18n/useT.ts';
import { Swimlane } from './timeline/Swimlane.tsx';

export function EmbedView({ shown, textHash }: { shown: Trace | null; textHash: string }) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const w = exportWords(lang);
  const trace = useAppStore((s) => s.trace);
  const stale = useAppStore((s) => s.stale);
  const drawnHash = useAppStore((s) => s.traceTextHash);
  const { title, lesson } = runTitle(
    useAppStore((s) => s.text),
    lang,
  );
  const name = title ?? w('untitled');
  return (
    <div className="app embed" data-text-hash={textHash}>
      <header className="embed-head">
        <div className="embed-title">
          <h1 title={name}>{name}</h1>
          {lesson && (
            <p className="lesson" title={lesson}>
              {lesson}
            </p>
          )}
        </div>
        <a
          className="open-full"
          href={location.href.replace(/[?&]embed=1/, '')}
          target="_blank"
          rel="noreferrer"
          title={w('openFullTitle')}
        >
          {t('openFull')}
        </a>
      </header>
      <section className="run" aria-label={w('embedLabel')}>
        <Controls playbackOnly />
        {trace && <EventCaption trace={trace} />}
        <ErrorBoundary name="timeline">
          {shown ? (
            <Swimlane trace={shown} stale={stale} textHash={drawnHash} readOnly />
          ) : (
            <p className="empty">{t('simulating')}</p>
          )}
        </ErrorBoundary>
      </section>
    </div>
  );
}
