// One event in words, in the page's language. What Kubernetes itself printed (an Event's
// reason and message, the API server's refusal) stays in its English, marked as such, as
// `kubectl get events` shows it in any language.
import type { TraceEvent } from '../../trace/types.ts';
import { describeIn } from '../timeline/describe.ts';
import { verbatimOf } from '../i18n/eventWords.ts';
import type { Lang } from '../i18n/messages.ts';

export function EventText({ lang, e }: { lang: Lang; e: TraceEvent }) {
  const text = describeIn(lang, e);
  const said = lang === 'en' ? null : verbatimOf(e);
  const at = said ? text.lastIndexOf(said) : -1;
  if (!said || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span lang="en" translate="no">
        {said}
      </span>
      {text.slice(at + said.length)}
    </>
  );
}
