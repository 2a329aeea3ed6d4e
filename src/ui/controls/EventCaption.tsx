// What happens at the playhead, in words: the selected event with its reason, or the
// events at the last step time. This is also the swimlane's text alternative: stepping
// with ← / → reads the run aloud, one moment at a time.
import { Fragment } from 'react';
import type { Trace } from '../../trace/types.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { changedIn, whyIn } from '../i18n/explanationWords.ts';
import { useT } from '../i18n/useT.ts';
import { EventText } from '../narration/EventText.tsx';
import { stepAt, stepEvents, storyFor } from '../timeline/story.ts';
import { traceMinor } from '../../versions/version.ts';

/** More than this many events at one moment are counted, not listed. */
const SHOWN = 4;

const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function EventCaption({ trace }: { trace: Trace }) {
  const story = storyFor(trace);
  // Select the step, not the time, so playback re-renders this only when the step changes.
  const step = useAppStore((s) => stepAt(story, s.timeMs));
  const selected = useAppStore((s) => s.selected);
  const playing = useAppStore((s) => s.playing);
  const lang = useAppStore((s) => s.lang);
  const picked = selected === null ? undefined : trace.events[selected];
  const t = useT();
  const v = traceMinor(trace);
  const why = (text: string) => <span className="why">{whyIn(lang, text)}</span>;
  const note = (text: string) => (
    <VersionNote label={t('version')} text={changedIn(lang, text, v)} />
  );

  let body;
  if (picked) {
    body = (
      <>
        {/* The lane as the trace and the swimlane name it. */}
        <strong translate="no">{`${secs(picked.t)} · ${picked.lane}:`}</strong>{' '}
        <EventText lang={lang} e={picked} />
        {picked.why && why(picked.why)}
        {picked.changed && note(picked.changed)}
      </>
    );
  } else if (step < 0) {
    body = t('captionIdle');
  } else {
    const events = stepEvents(trace, story, step).map((i) => trace.events[i]!);
    const rest = events.length - SHOWN;
    const noted = events.slice(0, SHOWN).find((e) => e.changed)?.changed;
    body = (
      <>
        <strong>{t('captionAt', { t: secs(story.times[step]!) })}</strong>{' '}
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
  return (
    <p className="caption" aria-live={playing ? 'off' : 'polite'} data-testid="caption">
      {body}
    </p>
  );
}

/** "What changed in this version" for an event whose outcome depends on the minor. */
function VersionNote({ label, text }: { label: string; text: string }) {
  return (
    <span className="changed" data-testid="version-note">
      <strong>{label}</strong> {text}
    </span>
  );
}
