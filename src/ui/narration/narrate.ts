// The narration of one trace event: what happened, why (the rule and where it comes from,
// with a kubernetes.io page; for a request a hop failed, the sentence of its group), what
// changed in this version, and what a person would see in a real terminal at that moment
// (`kubectl get pod`, `kubectl get events`: kubectlLines.ts, loaded after the first paint).
import type { Trace } from '../../trace/types.ts';
import { changedIn, whyIn } from '../i18n/explanationWords.ts';
import { describeIn } from '../timeline/describe.ts';
import type { Lang } from '../i18n/messages.ts';
import { docFor, type DocLink } from '../../story/docLinks.ts';
import { hopFailureWhy } from './hopWhy.ts';
import { traceVersion } from '../../versions/version.ts';

export interface Narration {
  t: number;
  what: string;
  why: string | null;
  changed: string | null;
  doc: DocLink | null;
}

export function narrate(trace: Trace, index: number, lang: Lang = 'en'): Narration {
  const e = trace.events[index]!;
  const v = traceVersion(trace);
  return {
    t: e.t,
    what: describeIn(lang, e),
    why: e.why ? whyIn(lang, e.why) : hopFailureWhy(trace, index, lang),
    changed: e.changed ? changedIn(lang, e.changed, v) : null,
    doc: docFor(e),
  };
}
