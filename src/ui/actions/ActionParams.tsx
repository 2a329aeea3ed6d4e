// The inputs of the parameters one `do:` takes, and nothing else (delete: grace period,
// force, propagation; scale: replicas; …). Each is labelled for screen readers.
import { useId } from 'react';
import type { ActionForm, ParamForm } from './actionForms.ts';
import type { ActionWords } from './actionWords.ts';
import { Field } from './Field.tsx';

interface Props {
  form: ActionForm;
  values: Readonly<Record<string, string>>;
  containers: readonly string[];
  onChange(key: string, value: string): void;
  words: ActionWords;
}

export function ActionParams({ form, values, containers, onChange, words }: Props) {
  const id = useId();
  return (
    <>
      {form.params.map((p) => (
        <ParamInput
          key={p.key}
          param={translated(p, words)}
          byDefault={words.t('byDefault')}
          value={values[p.key] ?? p.initial}
          listId={p.key === 'container' && containers.length > 0 ? `${id}-containers` : undefined}
          onChange={(v) => onChange(p.key, v)}
        />
      ))}
      {containers.length > 0 && (
        <datalist id={`${id}-containers`}>
          {containers.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      )}
    </>
  );
}

interface InputProps {
  param: ParamForm;
  value: string;
  listId: string | undefined;
  byDefault: string;
  onChange(value: string): void;
}

function ParamInput({ param, value, listId, byDefault, onChange }: InputProps) {
  const { input } = param;
  if (input.type === 'boolean')
    return (
      <label className="ap-field ap-check">
        <input
          type="checkbox"
          checked={value === 'true'}
          onChange={(e) => onChange(e.target.checked ? 'true' : '')}
        />
        {param.label}
      </label>
    );
  if (input.type === 'choice')
    return (
      <Field label={param.label}>
        {(id) => (
          <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{byDefault}</option>
            {input.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  const numeric = input.type === 'number' || input.type === 'seconds';
  return (
    <Field label={param.label}>
      {(id) => (
        <input
          id={id}
          type={numeric ? 'number' : 'text'}
          className={numeric ? 'ap-number' : 'ap-text'}
          value={value}
          required={param.required}
          min={numeric ? input.min : undefined}
          max={numeric ? input.max : undefined}
          step={input.type === 'seconds' ? 'any' : undefined}
          placeholder={input.type === 'text' ? input.placeholder : undefined}
          list={listId}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The parameter's label (and the container's placeholder) in the page's language. */
function translated(p: ParamForm, words: ActionWords): ParamForm {
  const input =
    p.key === 'container' && p.input.type === 'text'
      ? { ...p.input, placeholder: words.t('firstContainer') }
      : p.input;
  return { ...p, label: words.param(p.key, p.label), input };
}
