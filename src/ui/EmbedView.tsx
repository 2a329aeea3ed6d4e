// `?embed=1`: the read-only view for slides and blogs, usable in a 640×400 iframe. The
// run's title and lesson with the link to the full page on one line at the top, playback
// controls only, the caption, and the swimlane with its idle lanes folded away. Nothing
// here edits the scenario: no action picker, no assumptions to change, no reveal toggle.
import { useAppStore } from '../store/useAppStore.ts';
import type { ReactNode } from 'react';
import type { Trace } from '../trace/types.ts';
import type { Diagnostic } from '../manifest/read/diagnostics.ts';
import { Controls } from './controls/Controls.tsx';
import { EventCaption } from './controls/EventCaption.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { runTitle } from './export/runTitle.ts';
import { usePresetTexts } from './presetTexts.ts';
import { exportWords } from './i18n/exportWords.ts';
import { useT } from './i18n/useT.ts';
import { Swimlane } from './timeline/Swimlane.tsx';

export function EmbedView({
  shown,
  textHash,
  progress,
}: {
  shown: Trace | null;
  textHash: string;
  /** A long run's progress bar, with its Cancel. */
  progress: ReactNode;
}) {
  const t = useT();
  const w = exportWords(useAppStore((s) => s.lang));
  const trace = useAppStore((s) => s.trace);
  const stale = useAppStore((s) => s.stale || s.cancelled);
  const drawnHash = useAppStore((s) => s.traceTextHash);
  // What the main view says about the document, said here too: an embed never shows a
  // spinner forever or a plausible run in silence.
  const errors = useAppStore((s) => s.diagnostics).filter((d) => d.severity === 'error');
  return (
    <div className="app embed" data-text-hash={textHash}>
      <EmbedHead />
      <EmbedProblems errors={errors} />
      <section className="run" aria-label={w('embedLabel')}>
        <Controls playbackOnly />
        {progress}
        {trace && <EventCaption trace={trace} />}
        <ErrorBoundary name="timeline">
          {shown ? (
            <Swimlane trace={shown} stale={stale} textHash={drawnHash} readOnly />
          ) : errors.length === 0 ? (
            <p className="empty">{t('simulating')}</p>
          ) : null}
        </ErrorBoundary>
      </section>
    </div>
  );
}

/** The run's title and lesson, and the link to the full page, on one line. */
function EmbedHead() {
  usePresetTexts(); // a link to a preset is titled as the preset once the texts have come
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const w = exportWords(lang);
  const { title, lesson } = runTitle(
    useAppStore((s) => s.text),
    lang,
    useAppStore((s) => s.runName),
  );
  const name = title ?? w('untitled');
  return (
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
  );
}

/** The banner and the document's first errors, as the main view would say them. */
function EmbedProblems({ errors }: { errors: Diagnostic[] }) {
  const t = useT();
  const banner = useAppStore((s) => s.banner);
  return (
    <>
      {banner && (
        <p role="alert" className="banner embed-problem">
          {banner}
        </p>
      )}
      {errors.length > 0 && (
        <div role="alert" className="embed-problem">
          <ul aria-label={t('problems')}>
            {errors.slice(0, 3).map((d) => (
              <li key={`${d.line}:${d.column}:${d.message}`}>
                <strong>{t('line', { line: d.line, column: d.column })}</strong> {d.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
