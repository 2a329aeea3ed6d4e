// The failure bands said in full, in a line of their own above the lanes: the chart's band
// label may only have room for the count, and the sentence is the lesson ("16 requests
// refused: the Pod closed its listener while node-b's kube-proxy still routed to it").
import { secondsText } from '../../trace/units.ts';
import { useMemo } from 'react';
import { useAppStore } from '../../store/useAppStore.ts';
import { failureBandsOf } from '../../story/failures.ts';
import { storySpansOf } from '../../story/spans.ts';
import type { Trace } from '../../trace/types.ts';
import type { TimelineT } from '../i18n/timelineWords.ts';
import { bandText } from '../../chart/bandText.ts';

/** Bands told at most (a long run's many outages are in the chart and the narration). */
const SHOWN = 2;

export function FailureNote({ trace, w }: { trace: Trace; w: TimelineT }) {
  const all = useMemo(() => {
    const story = storySpansOf(trace);
    return failureBandsOf(trace)
      .slice(0, SHOWN)
      .map((b) => ({
        key: b.from,
        at: secondsText(b.from, 1),
        text: bandText(b, story, w, trace),
      }));
  }, [trace, w]);
  // Revealing (presenting, or the toggle), a band is told once the playhead reaches it.
  const shown = useAppStore((s) =>
    s.presenter || s.revealRun ? all.filter((b) => b.key <= s.timeMs).length : all.length,
  );
  // Presenting, the bands still to come keep their place unseen: the lanes under the note
  // do not jump down mid-lesson (and presenterScale sized the chart with the note there).
  const presenting = useAppStore((s) => s.presenter);
  const sentences = presenting ? all : all.slice(0, shown);
  if (sentences.length === 0) return null;
  return (
    <p className="failure-note" data-testid="failure-note">
      {sentences.map((s, i) => (
        <span key={s.key} className={i < shown ? undefined : 'unseen'} aria-hidden={i >= shown}>
          <strong>{`${s.at} s`}</strong> {s.text}
        </span>
      ))}
    </p>
  );
}
