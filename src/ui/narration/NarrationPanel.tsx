// The narration that follows the playhead: the selected event, or the most telling event
// of the current step (the same one the caption leads with).
import { secondsText } from '../../trace/units.ts';
import { lazy, Suspense, useMemo } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { stepAt, stepEvents, storyFor } from '../../chart/story.ts';
import { narrate } from './narrate.ts';
import { eventsByObjectOf } from '../../story/byObject.ts';
import { useT } from '../i18n/useT.ts';
import { DOC_IN_ENGLISH, docTitleIn } from '../i18n/eventWords.ts';
import { EventText } from './EventText.tsx';

const KubectlBlocks = lazy(() =>
  import('./KubectlBlocks.tsx').then((m) => ({ default: m.KubectlBlocks })),
);

export function NarrationPanel({ trace }: { trace: Trace }) {
  const story = storyFor(trace);
  const byObject = eventsByObjectOf(trace);
  const step = useAppStore((s) => stepAt(story, s.timeMs));
  const selected = useAppStore((s) => s.selected);
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const index = useMemo(() => {
    if (selected !== null) return selected;
    if (step < 0) return null;
    return stepEvents(trace, story, step)[0] ?? null;
  }, [selected, step, story, trace]);
  if (index === null)
    return (
      <section className="narration" aria-label={t('narration')} data-testid="narration">
        <p className="narration-what">{t('narrationIdle')}</p>
      </section>
    );
  const n = narrate(trace, index, lang);
  return (
    <section className="narration" aria-label={t('narration')} data-testid="narration">
      <p className="narration-what">
        <strong>{`${secondsText(n.t, 1)} s`}</strong>{' '}
        <EventText lang={lang} e={trace.events[index]!} />
      </p>
      {n.why && <p className="narration-why">{n.why}</p>}
      {n.changed && <p className="narration-changed">{n.changed}</p>}
      {n.doc && (
        <p className="narration-doc">
          <a href={n.doc.url} target="_blank" rel="noreferrer" hrefLang="en">
            {docTitleIn(lang, n.doc.title)}
          </a>
          {lang !== 'en' && ` ${DOC_IN_ENGLISH[lang]}`}
        </p>
      )}
      <Suspense fallback={null}>
        <KubectlBlocks trace={trace} index={index} byObject={byObject} />
      </Suspense>
    </section>
  );
}
