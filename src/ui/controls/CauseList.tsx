// The selected event's chain of causes in words, under its caption: each step's time, lane
// and what happened, with why it followed from the step before (src/story/causes.ts), in
// the page's language — the same steps the swimlane draws as arrows.
import { chainOf } from '../../story/causes.ts';
import type { Lang } from '../../store/lang.ts';
import type { Trace, TraceEvent } from '../../trace/types.ts';
import { secondsLabel } from '../../trace/units.ts';
import { causeWord, linkWord } from '../i18n/causeWords.ts';
import { EventText } from '../narration/EventText.tsx';
import { hopTitle } from '../../chart/hopTitles.ts';

/** The lane as the swimlane labels its row (kube-proxy per node). */
const laneTitle = (e: TraceEvent): string =>
  e.type === 'ProxyRulesUpdated' ? `kube-proxy ${e.data.node}` : hopTitle(e.lane);

export function CauseList({ trace, index, lang }: { trace: Trace; index: number; lang: Lang }) {
  const chain = chainOf(trace, index);
  if (chain.steps.length < 2) return null;
  const title = causeWord(lang, 'chain.title');
  const cause = new Map(chain.links.map((l) => [l.to, l.kind]));
  return (
    <span className="cause-list" data-testid="cause-list">
      <strong className="cause-title">{title}</strong>
      {/* Focusable: a long chain scrolls in its own box, and keys scroll it too. */}
      <span role="list" aria-label={title} className="cause-steps" tabIndex={0}>
        {chain.steps.map((i) => {
          const e = trace.events[i]!;
          const kind = cause.get(i);
          const me = i === index;
          return (
            <span
              key={i}
              role="listitem"
              className={`cause-step${me ? ' selected' : ''}`}
              data-testid="cause-step"
              data-index={i}
              aria-current={me ? 'true' : undefined}
            >
              <span translate="no">{`${secondsLabel(e.t)} · ${laneTitle(e)}: `}</span>
              <EventText lang={lang} e={e} />
              {me && ` (${causeWord(lang, 'chain.selected')})`}
              {kind && <span className="cause-why"> — {linkWord(lang, kind)}</span>}
            </span>
          );
        })}
        {chain.moreFailed > 0 && (
          <span role="listitem" className="cause-step more">
            {causeWord(lang, 'chain.moreFailed', { n: chain.moreFailed })}
          </span>
        )}
        {chain.moreSteps > 0 && (
          <span role="listitem" className="cause-step more">
            {causeWord(lang, 'chain.moreSteps', { n: chain.moreSteps })}
          </span>
        )}
      </span>
    </span>
  );
}
