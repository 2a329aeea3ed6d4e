// The document's own actions, in document order, each with a remove button: the list is
// read from the text, so an action typed by hand shows here as well.
import type { ListedAction } from '../../manifest/edit/editActions.ts';
import { formatDuration } from '../../manifest/read/duration.ts';
import type { ActionWords } from './actionWords.ts';

interface Props {
  actions: readonly ListedAction[];
  onRemove(action: ListedAction): void;
  words: ActionWords;
}

export function describeAction(a: ListedAction): string {
  const at = a.atMs === null ? '?' : formatDuration(a.atMs);
  const params = Object.entries(a.params).map(([k, v]) => `${k}=${String(v)}`);
  return [`${at}`, a.do || '?', a.target || '?', ...params].join(' ');
}

export function ActionList({ actions, onRemove, words: w }: Props) {
  if (actions.length === 0) return <p className="ap-empty">{w.t('noActions')}</p>;
  return (
    <ol className="ap-list" aria-label={w.t('actionsInDoc')}>
      {actions.map((a) => {
        const text = describeAction(a);
        return (
          <li key={a.index}>
            {/* The action as the document writes it. */}
            <span className="ap-item" translate="no">
              {text}
            </span>
            <button
              type="button"
              className="ap-remove"
              aria-label={w.t('removeAction', { n: a.index + 1, text })}
              title={w.t('remove')}
              onClick={() => onRemove(a)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ol>
  );
}
