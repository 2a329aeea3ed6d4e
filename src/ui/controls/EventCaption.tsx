// What happens at the playhead, in words: the selected event with its reason, or the
// events at the last step time. This is also the swimlane's text alternative: stepping
// with ← / → reads the run aloud, one moment at a time. The caption is as tall as the
// tallest it will be in this run (see CaptionSizers): every line of it shows, and the lanes
// under it do not jump as it changes. An embed in a short frame shows the caption's first
// line and an ellipsis instead (embed.css): never a line cut in half.
import { hopFailureWhy } from '../narration/hopWhy.ts';
import { hopTitle } from '../../chart/hopTitles.ts';
import { secondsLabel } from '../../trace/units.ts';
import { Fragment, Suspense, memo } from 'react';
import type { Trace } from '../../trace/types.ts';
import type { Lang } from '../../store/lang.ts';
import { stopsFor } from '../../store/presenterSlice.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { changedIn, whyIn } from '../i18n/explanationWords.ts';
import { useT } from '../i18n/useT.ts';
import { EventText } from '../narration/EventText.tsx';
import { CauseList } from '../lateCauses.ts';
import { stepAt, stepEvents, storyFor } from '../../chart/story.ts';
import { traceVersion } from '../../versions/version.ts';

/** More than this many events at one moment are counted, not listed. */
const SHOWN = 4;
/** Beyond this many steps, the caption is sized by the lesson stops alone. */
const SIZED_STEPS = 150;

/** What the caption tells: one event (a click or a lesson stop), a step's events, or nothing yet. */
type Moment = { event: number } | { step: number } | null;

export function EventCaption({ trace }: { trace: Trace }) {
  const story = storyFor(trace);
  // Select the step, not the time, so playback re-renders this only when the step changes.
  const step = useAppStore((s) => stepAt(story, s.timeMs));
  const selected = useAppStore((s) => s.selected);
  const playing = useAppStore((s) => s.playing);
  const lang = useAppStore((s) => s.lang);
  // Presenting, a lesson stop's caption is sized for the projector: no chain listed.
  const presenting = useAppStore((s) => s.presenter);
  const moment: Moment =
    selected !== null && trace.events[selected] ? { event: selected } : step < 0 ? null : { step };
  return (
    <div className="caption-stack">
      <p className="caption" aria-live={playing ? 'off' : 'polite'} data-testid="caption">
        <CaptionBody
          trace={trace}
          moment={moment}
          lang={lang}
          live
          selected={selected !== null && !presenting}
        />
      </p>
      <CaptionSizers trace={trace} lang={lang} />
    </div>
  );
}

/**
 * Every caption the run's lesson stops and steps show, unseen, in the caption's own place:
 * the place grows to the tallest (the page lays this out, in whatever width and language),
 * so no line of any of them is ever cut. Made once per run and language.
 */
const CaptionSizers = memo(function CaptionSizers(props: { trace: Trace; lang: Lang }) {
  const { trace, lang } = props;
  const story = storyFor(trace);
  const moments: Moment[] = [null, ...stopsFor(trace).map((s) => ({ event: s.index }))];
  if (story.times.length <= SIZED_STEPS) moments.push(...story.times.map((_, step) => ({ step })));
  return moments.map((m, i) => (
    <p key={i} className="caption sizer" aria-hidden="true">
      <CaptionBody trace={trace} moment={m} lang={lang} live={false} />
    </p>
  ));
});

function CaptionBody(props: {
  trace: Trace;
  moment: Moment;
  lang: Lang;
  live: boolean;
  /** The event is the selection (not a lesson stop's): its chain of causes is listed. */
  selected?: boolean;
}) {
  const { trace, moment, lang, live, selected = false } = props;
  const t = useT();
  const v = traceVersion(trace);
  const why = (text: string) => <span className="why">{whyIn(lang, text)}</span>;
  const note = (text: string) => (
    <span className="changed" data-testid={live ? 'version-note' : undefined}>
      <strong>{t('version')}</strong> {changedIn(lang, text, v)}
    </span>
  );
  if (moment === null) return t('captionIdle');
  if ('event' in moment) {
    const picked = trace.events[moment.event]!;
    // A request a hop failed has no why of its own: its group's sentence says it.
    const hopWhy = picked.why ? null : hopFailureWhy(trace, moment.event, lang);
    return (
      <>
        {/* The lane as the swimlane names it (a hop as its project writes its name). */}
        <strong translate="no">{`${secondsLabel(picked.t)} · ${hopTitle(picked.lane)}:`}</strong>{' '}
        <EventText lang={lang} e={picked} />
        {picked.why && why(picked.why)}
        {hopWhy && <span className="why">{hopWhy}</span>}
        {picked.changed && note(picked.changed)}
        {/* A click's chain of causes; a lesson stop (and the unseen sizers) tells its one event. */}
        {live && selected && (
          <Suspense fallback={null}>
            <CauseList trace={trace} index={moment.event} lang={lang} />
          </Suspense>
        )}
      </>
    );
  }
  const story = storyFor(trace);
  const events = stepEvents(trace, story, moment.step).map((i) => trace.events[i]!);
  const rest = events.length - SHOWN;
  const noted = events.slice(0, SHOWN).find((e) => e.changed)?.changed;
  return (
    <>
      <strong>{t('captionAt', { t: secondsLabel(story.times[moment.step]!) })}</strong>{' '}
      {events.slice(0, SHOWN).map((e, i) => (
        <Fragment key={i}>
          {i > 0 && '; '}
          <EventText lang={lang} e={e} />
        </Fragment>
      ))}
      {rest > 0 && ` ${t('captionMore', { n: rest })}`}
      {events[0]?.why && why(events[0].why)}
      {noted && note(noted)}
    </>
  );
}
