// The picker's panel: `do`, target (objects of the last good trace), `at`, the
// parameters that `do` takes, Add; the scenario's duration (an added action raises it to
// cover what the action sets off); then the document's actions with a remove button each.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { ListedAction } from '../../manifest/edit/editActions.ts';
import { ACTION_FORMS, buildAction, formFor, initialValues, targetsFor } from './actionForms.ts';
import { ActionList, describeAction } from './ActionList.tsx';
import { ActionParams } from './ActionParams.tsx';
import { DurationField } from './DurationField.tsx';
import { durationText } from '../../manifest/read/duration.ts';
import { useActionWords, type ActionWords } from './actionWords.ts';
import { Field } from './Field.tsx';
import { traceContainers, traceObjects } from './traceObjects.ts';
import { useEditActions } from './useEditActions.ts';

interface Props {
  id: string;
  onEdit(text: string): void;
  onClose(): void;
}

export function ActionPanel({ id, onEdit, onClose }: Props) {
  const store = useStoreApi();
  const text = useAppStore((s) => s.text);
  const trace = useAppStore((s) => s.trace);
  const draft = useAppStore((s) => s.actionDraft);
  const edits = useEditActions();
  const [status, setStatus] = useState('');
  const headingId = useId();
  const w = useActionWords();

  const objects = useMemo(() => traceObjects(trace), [trace]);
  const listed = useMemo(() => edits?.listActions(text), [edits, text]);
  const form = formFor(draft.do);
  const targets = targetsFor(form, objects);
  // A target that no longer fits (another `do`, another run) falls back to the first that does.
  const target = targets.includes(draft.target) ? draft.target : (targets[0] ?? '');
  const containers = useMemo(() => traceContainers(trace, target), [trace, target]);
  const at = Number(draft.at);
  const atValid = draft.at.trim() !== '' && Number.isFinite(at) && at >= 0 && at <= 3600;
  const values = { ...initialValues(form), ...draft.values };
  const edit = store.getState().editActionDraft;

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!edits || !target || !atValid) return;
    const action = buildAction(form, target, at, values);
    const result = edits.addAction(text, action);
    if (result.reason) return setStatus(w.t('notAdded', { reason: result.reason }));
    // The run must last past the action and what it sets off (a grace period, a rollout).
    const fitted = edits.fitDuration(result.text, trace?.durationMs ?? 0);
    onEdit(fitted.text);
    const added = w.t('added', { what: `${action.do} ${action.target}`, at });
    setStatus(
      fitted.changed && fitted.durationMs !== null
        ? `${added}; ${w.t('durationNow', { duration: durationText(fitted.durationMs) })}`
        : added,
    );
  };
  const remove = (a: ListedAction) => {
    if (!edits) return;
    const result = edits.removeAction(text, a.index);
    if (result.reason) return setStatus(w.t('notRemoved', { reason: result.reason }));
    onEdit(result.text);
    setStatus(w.t('removed', { what: describeAction(a) }));
  };

  return (
    <section id={id} className="ap-panel" aria-labelledby={headingId}>
      <div className="ap-head">
        <h2 id={headingId}>{w.t('addAction')}</h2>
        <button
          type="button"
          className="ap-close"
          aria-label={w.t('closeActions')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <form className="ap-form" onSubmit={add}>
        <Field label={w.t('do')}>
          {(id) => (
            <select
              id={id}
              value={form.do}
              onChange={(e) => edit({ do: e.target.value, values: {} })}
            >
              {ACTION_FORMS.map((f) => (
                <option key={f.do} value={f.do}>
                  {w.label(f.do)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={w.t('target')}>
          {(id) => (
            <select
              id={id}
              value={target}
              disabled={targets.length === 0}
              onChange={(e) => edit({ target: e.target.value })}
            >
              {targets.length === 0 && <option value="">{noTarget(w, form.targets)}</option>}
              {targets.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={w.t('at')}>
          {(id) => (
            <input
              id={id}
              type="number"
              className="ap-number"
              min={0}
              max={3600}
              step="any"
              required
              value={draft.at}
              onChange={(e) => edit({ at: e.target.value })}
            />
          )}
        </Field>
        <ActionParams
          form={form}
          values={values}
          containers={containers}
          words={w}
          onChange={(key, value) => edit({ values: { ...draft.values, [key]: value } })}
        />
        <button type="submit" disabled={!edits || !target || !atValid}>
          {w.t('add')}
        </button>
      </form>
      <DurationField edits={edits} words={w} onEdit={onEdit} onStatus={setStatus} />
      <p role="status" className="ap-status">
        {status || listed?.reason || ''}
      </p>
      {listed && <ActionList actions={listed.actions} onRemove={remove} words={w} />}
    </section>
  );
}

function noTarget(w: ActionWords, kinds: readonly string[] | null): string {
  return kinds ? w.t('noTargets', { kinds: kinds.join(' / ') }) : w.t('nothingInRun');
}
