// What the user should know about the run on screen: that it is stale, what the
// simulation noticed (a capped duration, an event cap), and what it assumed about each
// container's process (podterm infers SIGTERM behaviour and says so) and about the request
// path, each with a one-click way to change it (a process: the podterm.dev/process.<container>
// annotation; the request path: the Scenario key its change names, with the values it offers).
import type { AssumptionChange, Trace } from '../trace/types.ts';
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';
import type { MessageKey } from './i18n/messages.ts';
import { assumptionIn } from './i18n/assumptionWords.ts';
import { WithCode } from './WithCode.tsx';
import { choicesOf, isProbeAssumption, keyOf } from './assumptionChoices.ts';

/** What an exec probe podterm cannot decide may find, as podterm.dev/health's `unhealthy-after=` says it. */
const PROBE_HEALTH: readonly [string, MessageKey][] = [
  ['', 'asInferred'],
  ['0s', 'probeFails'],
];

/** What a process may do on its stop signal, as the annotation's `sigterm=` says it. */
const ON_SIGTERM: readonly [string, MessageKey][] = [
  ['', 'asInferred'],
  ['ignore', 'sigtermIgnore'],
  ['exit', 'sigtermExit'],
  ['exit:5s', 'sigtermExit5'],
  ['exit:30s', 'sigtermExit30'],
];

export function RunNotes({
  trace,
  stale,
  onEdit,
}: {
  trace: Trace | null;
  stale: boolean;
  onEdit?: (text: string) => void;
}) {
  const t = useT();
  const edits = useAssumptionEdits(onEdit);
  const assumptions = trace?.assumptions ?? [];
  return (
    <>
      {stale && (
        <p className="stale-note" role="status">
          {t('stale')}
        </p>
      )}
      {(trace?.notices ?? []).map((n) => (
        <p key={n} className="notice">
          {n}
        </p>
      ))}
      {assumptions.length > 0 && (
        <details className="assumptions">
          <summary>{t('assumed', { n: assumptions.length })}</summary>
          <ul>
            {assumptions.map((a, i) => (
              <li key={`${i}/${a.object}/${a.container}/${a.change?.path.join('.') ?? ''}`}>
                <AssumptionNote a={a} edits={onEdit ? edits : null} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

type Assumption = Trace['assumptions'][number];

/** The one-click changes an assumption offers, each writing the text (then `onEdit`). */
interface Edits {
  /** The process annotation's `sigterm=`, or podterm.dev/health's `unhealthy-after=`. */
  annotate(object: string, container: string, value: string, probe?: boolean): Promise<void>;
  /** A Scenario key of the request path. */
  choose(change: AssumptionChange, value: string | boolean): Promise<void>;
}

function useAssumptionEdits(onEdit: ((text: string) => void) | undefined): Edits {
  const store = useStoreApi();
  const t = useT();
  const annotate = async (object: string, container: string, value: string, probe = false) => {
    // The YAML writer loads on first use.
    const { setHealthKey, setProcessKey } =
      await import('../manifest/edit/setProcessAnnotation.ts');
    const text = store.getState().text;
    const v = value === '' ? null : value;
    const next = probe
      ? setHealthKey(text, object, container, 'unhealthy-after', v)
      : setProcessKey(text, object, container, 'sigterm', v);
    if (next === null) store.getState().setBanner(t('annotationNotWritten', { object }));
    else onEdit?.(next);
  };
  const choose = async (change: AssumptionChange, value: string | boolean) => {
    const { setScenarioValue } = await import('../manifest/edit/setScenarioValue.ts');
    const r = setScenarioValue(store.getState().text, change.path, value);
    if (r.reason === undefined) onEdit?.(r.text);
    else store.getState().setBanner(t('scenarioNotWritten', { key: keyOf(change) }));
  };
  return { annotate, choose };
}

/**
 * One assumption, said in the reader's language, with its one-click change when the text can
 * be edited: a request-path Scenario key's values, an undecided exec probe's health, or what
 * a process does on its stop signal.
 */
function AssumptionNote({ a, edits }: { a: Assumption; edits: Edits | null }) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const probe = isProbeAssumption(a.text);
  const of = { object: a.object, container: a.container };
  return (
    <>
      <code translate="no">{`${a.object} ${a.container}`.trim()}</code>:{' '}
      <WithCode text={assumptionIn(lang, a.text)} />
      {edits && a.change && <ScenarioChoices change={a.change} object={a.object} edits={edits} />}
      {edits && !a.change && (
        <AnnotationPicker
          label={t(probe ? 'probeHealth' : 'onSigterm')}
          ariaLabel={t(probe ? 'probeHealthOf' : 'onSigtermOf', of)}
          options={probe ? PROBE_HEALTH : ON_SIGTERM}
          onPick={(v) => void edits.annotate(a.object, a.container, v, probe)}
        />
      )}
    </>
  );
}

/** A request-path assumption's Scenario key and its values as buttons, the run's pressed. */
function ScenarioChoices(props: { change: AssumptionChange; object: string; edits: Edits }) {
  const { change, object, edits } = props;
  const t = useT();
  return (
    <span
      className="set-key"
      role="group"
      aria-label={t('setKeyOf', { key: keyOf(change), object })}
    >
      <code translate="no">{keyOf(change)}</code>:
      {choicesOf(change).map((c) => (
        <button
          key={c.label}
          type="button"
          translate="no"
          aria-pressed={c.current}
          title={c.current ? t('setKeyCurrent') : t('setKeyTo', { value: c.label })}
          onClick={() => void edits.choose(change, c.value)}
        >
          {c.label}
        </button>
      ))}
    </span>
  );
}

/** A select that writes one annotation key (its first option: as podterm inferred). */
function AnnotationPicker(props: {
  label: string;
  ariaLabel: string;
  options: readonly [string, MessageKey][];
  onPick(value: string): void;
}) {
  const t = useT();
  return (
    <label className="on-sigterm">
      {props.label}
      <select aria-label={props.ariaLabel} value="" onChange={(e) => props.onPick(e.target.value)}>
        {props.options.map(([v, label]) => (
          <option key={v} value={v}>
            {t(label)}
          </option>
        ))}
      </select>
    </label>
  );
}
