// The picker's panel: `do`, target (objects of the last good trace), `at`, the
// parameters that `do` takes, Add; the scenario's duration (an added action raises it to
// cover what the action sets off); then the document's actions with a remove button each.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAppStore, useStoreApi } from '../../store/useAppStore.ts';
import type { ListedAction } from '../../manifest/edit/editActions.ts';
import type { ActionDraft } from '../../store/actionDraft.ts';
import type { Trace } from '../../trace/types.ts';
import {
  ACTION_FORMS,
  buildAction,
  formFor,
  initialValues,
  targetsFor,
  type ActionForm,
} from './actionForms.ts';
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
  const text = useAppStore((s) => s.text);
  const trace = useAppStore((s) => s.trace);
  const draft = useAppStore((s) => s.actionDraft);
  const edits = useEditActions();
  const [status, setStatus] = useState('');
  const headingId = useId();
  const w = useActionWords();

  const listed = useMemo(() => edits?.listActions(text), [edits, text]);
  const { form, targets, target, containers } = useDraftForm(draft, trace);
  const atValid = validAt(draft.at);
  const values = { ...initialValues(form), ...draft.values };
  const edit = useStoreApi().getState().editActionDraft;

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!edits || !target || !atValid) return;
    const action = buildAction(form, target, Number(draft.at), values);
    const r = addedTo(edits, text, trace?.durationMs ?? 0, action, w);
    if (r.text !== null) onEdit(r.text);
    setStatus(r.status);
  };
  const remove = (a: ListedAction) => {
    const r = edits?.removeAction(text, a.index);
    if (r?.reason) setStatus(w.t('notRemoved', { reason: r.reason }));
    else if (r) {
      onEdit(r.text);
      setStatus(w.t('removed', { what: describeAction(a) }));
    }
  };

  return (
    <section id={id} className="ap-panel" aria-labelledby={headingId}>
      <PanelHead headingId={headingId} words={w} onClose={onClose} />
      <form className="ap-form" onSubmit={add}>
        <WhatWhereWhen
          form={form}
          target={target}
          targets={targets}
          at={draft.at}
          words={w}
          onChange={edit}
        />
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

/** The action's `do`, its target (the run's objects that fit it) and `at`. */
function WhatWhereWhen(props: {
  form: ActionForm;
  target: string;
  targets: readonly string[];
  at: string;
  words: ActionWords;
  onChange(change: Partial<ActionDraft>): void;
}) {
  const { form, target, targets, at, words: w, onChange: edit } = props;
  return (
    <>
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
      <TargetField target={target} targets={targets} form={form} words={w} onChange={edit} />
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
            value={at}
            onChange={(e) => edit({ at: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}

/** The panel's title and its close button. */
function PanelHead(props: { headingId: string; words: ActionWords; onClose(): void }) {
  const { headingId, words: w, onClose } = props;
  return (
    <div className="ap-head">
      <h2 id={headingId}>{w.t('addAction')}</h2>
      <button type="button" className="ap-close" aria-label={w.t('closeActions')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * The draft's form, the run's objects it may target and the one it does (a target that no
 * longer fits, after another `do` or another run, falls back to the first that does), and
 * that target's containers.
 */
function useDraftForm(draft: ActionDraft, trace: Trace | null) {
  const objects = useMemo(() => traceObjects(trace), [trace]);
  const form = formFor(draft.do);
  const targets = targetsFor(form, objects);
  const target = targets.includes(draft.target) ? draft.target : (targets[0] ?? '');
  const containers = useMemo(() => traceContainers(trace, target), [trace, target]);
  return { form, targets, target, containers };
}

/** `at`: seconds from 0 to an hour. */
const validAt = (at: string): boolean => {
  const n = Number(at);
  return at.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 3600;
};

type Edits = NonNullable<ReturnType<typeof useEditActions>>;

/**
 * The text with the action added and the run lengthened to last past what it sets off (a
 * grace period, a rollout), or null when it could not be added; and what the status says.
 */
function addedTo(
  edits: Edits,
  text: string,
  durationMs: number,
  action: ReturnType<typeof buildAction>,
  w: ActionWords,
): { text: string | null; status: string } {
  const result = edits.addAction(text, action);
  if (result.reason) return { text: null, status: w.t('notAdded', { reason: result.reason }) };
  const fitted = edits.fitDuration(result.text, durationMs);
  const added = w.t('added', { what: `${action.do} ${action.target}`, at: action.at });
  return {
    text: fitted.text,
    status:
      fitted.changed && fitted.durationMs !== null
        ? `${added}; ${w.t('durationNow', { duration: durationText(fitted.durationMs) })}`
        : added,
  };
}

/** The action's target: the run's objects that fit its `do` (none: says which kinds would). */
function TargetField(props: {
  target: string;
  targets: readonly string[];
  form: ActionForm;
  words: ActionWords;
  onChange(change: Partial<ActionDraft>): void;
}) {
  const { target, targets, form, words: w, onChange: edit } = props;
  return (
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
  );
}

function noTarget(w: ActionWords, kinds: readonly string[] | null): string {
  return kinds ? w.t('noTargets', { kinds: kinds.join(' / ') }) : w.t('nothingInRun');
}
