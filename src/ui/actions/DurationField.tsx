// The scenario's duration in the action picker: what the document says (or, when it says
// nothing, how long the run on screen is), editable; Set writes `spec.duration` (a
// Scenario document in front of a bare text). What is being typed lives in the store's
// action draft, so closing the panel does not lose it.
import { roundToSecond } from '../../trace/units.ts';
import { useMemo, type FormEvent } from 'react';
import { durationText, parseDuration } from '../../manifest/read/duration.ts';
import { MAX_DURATION_MS } from '../../manifest/model/model.ts';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { ActionWords } from './actionWords.ts';
import type { EditActions } from './useEditActions.ts';
import { Field } from './Field.tsx';

interface Props {
  edits: EditActions | null;
  words: ActionWords;
  onEdit(text: string): void;
  onStatus(message: string): void;
}

export function DurationField({ edits, words: w, onEdit, onStatus }: Props) {
  const store = useStoreApi();
  const text = useAppStore((s) => s.text);
  const runMs = useAppStore((s) => s.trace?.durationMs ?? null);
  const typed = useAppStore((s) => s.actionDraft.duration);
  const written = useMemo(() => edits?.readDuration(text), [edits, text]);
  const value = typed ?? written?.text ?? '';
  const ms = parseDuration(value.trim());
  const valid = ms !== null && ms > 0 && ms <= MAX_DURATION_MS;
  const edit = store.getState().editActionDraft;

  const set = (e: FormEvent) => {
    e.preventDefault();
    if (!edits) return;
    if (!valid) return onStatus(w.t('badDuration'));
    const result = edits.setDuration(text, ms);
    if (result.reason) return onStatus(w.t('notAdded', { reason: result.reason }));
    edit({ duration: null });
    onEdit(result.text);
    onStatus(w.t('durationSet', { duration: durationText(ms) }));
  };

  return (
    <form className="ap-form ap-duration" onSubmit={set}>
      <Field label={w.t('duration')}>
        {(id) => (
          <input
            id={id}
            type="text"
            className="ap-number"
            inputMode="text"
            spellCheck={false}
            value={value}
            placeholder={runMs === null ? '' : durationText(roundToSecond(runMs))}
            aria-invalid={value.trim() !== '' && !valid}
            onChange={(e) => edit({ duration: e.target.value })}
          />
        )}
      </Field>
      <button type="submit" disabled={!edits || !valid || value === written?.text}>
        {w.t('setDuration')}
      </button>
      {written?.text === null && runMs !== null && (
        <span className="ap-hint">
          {w.t('durationOfRun', { duration: durationText(roundToSecond(runMs)) })}
        </span>
      )}
    </form>
  );
}
