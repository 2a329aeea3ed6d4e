// The swimlane's filters: failed requests, the path to SIGKILL, warnings — each with how
// many the run has and previous / next buttons that select the match before or after the
// selection (or the playhead), move the playhead there and pan a zoomed window to it. Which
// events match, and which is next, are pure functions of the trace (src/story/filters.ts).
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import { FILTERS, filterMatches, filterOf, nextMatch, type FilterId } from '../../story/filters.ts';
import type { Trace } from '../../trace/types.ts';
import { causeWord, type CauseKey } from '../i18n/causeWords.ts';

export function EventFilters({ trace }: { trace: Trace }) {
  const lang = useAppStore((s) => s.lang);
  const matches = filterMatches(trace);
  // Whether the selection is one of a filter's matches: the filter shows it is the one in use.
  const on = useAppStore((s) => filterOf(trace, s.selected));
  const shown = FILTERS.filter((f) => matches[f].length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="event-filters" role="group" aria-label={causeWord(lang, 'filter.group')}>
      {shown.map((f) => (
        <span
          key={f}
          className={`event-filter filter-${f}${on === f ? ' on' : ''}`}
          data-testid={`filter-${f}`}
          data-count={matches[f].length}
        >
          <FilterButton trace={trace} filter={f} direction={-1} />
          <span className="filter-name">
            {causeWord(lang, `filter.${f}` as CauseKey)}{' '}
            <span className="filter-count">{matches[f].length}</span>
          </span>
          <FilterButton trace={trace} filter={f} direction={1} />
        </span>
      ))}
    </div>
  );
}

/** Previous or next: re-rendered only when its target changes, not on every frame of play. */
function FilterButton(props: { trace: Trace; filter: FilterId; direction: 1 | -1 }) {
  const { trace, filter, direction } = props;
  const store = useStoreApi();
  const lang = useAppStore((s) => s.lang);
  const target = useAppStore((s) => nextMatch(trace, filterMatches(trace)[filter], s, direction));
  const what = causeWord(lang, `filter.${filter}` as CauseKey);
  const label = causeWord(lang, direction > 0 ? 'filter.next' : 'filter.prev', { what });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={`filter-${filter}-${direction > 0 ? 'next' : 'prev'}`}
      disabled={target === null}
      onClick={() => {
        if (target !== null) store.getState().goTo(target);
      }}
    >
      {direction > 0 ? '›' : '‹'}
    </button>
  );
}
