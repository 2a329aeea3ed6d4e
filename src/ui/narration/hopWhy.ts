// Why a request that entered through a hop failed, for the narration: the sentence of its
// group (the band's failures with the same hop and status), so selecting one 502 tells
// which sync still listed the Pod and when the hop caught up. The trace carries no `why`
// for a failed request: the reason is spread over the hop's syncs and the Pod's events.
import { failureBandsOf } from '../../story/failures.ts';
import { hopFailureGroups } from '../../story/hopFailures.ts';
import type { Trace } from '../../trace/types.ts';
import type { Lang } from '../i18n/messages.ts';
import { timelineWords } from '../i18n/timelineWords.ts';
import { hopGroupText } from '../../chart/hopBandText.ts';

/** The group sentence of failed request `index`, or null (not a failure a hop answered). */
export function hopFailureWhy(trace: Trace, index: number, lang: Lang): string | null {
  const e = trace.events[index];
  if (e?.type !== 'RequestFailed' || e.data.via === undefined || e.data.via === 'kube-proxy')
    return null;
  const band = failureBandsOf(trace).find((b) => b.events.includes(index));
  if (!band) return null;
  const group = hopFailureGroups(trace, band).find((g) => g.events.includes(index));
  return group ? hopGroupText(trace, group, timelineWords(lang)) : null;
}
