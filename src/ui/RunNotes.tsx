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
  const store = useStoreApi();
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const change = async (object: string, container: string, value: string, probe = false) => {
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
                <code translate="no">{`${a.object} ${a.container}`.trim()}</code>:{' '}
                <WithCode text={assumptionIn(lang, a.text)} />
                {onEdit && a.change && (
                  <span
                    className="set-key"
                    role="group"
                    aria-label={t('setKeyOf', { key: keyOf(a.change), object: a.object })}
                  >
                    <code translate="no">{keyOf(a.change)}</code>:
                    {choicesOf(a.change).map((c) => (
                      <button
                        key={c.label}
                        type="button"
                        translate="no"
                        aria-pressed={c.current}
                        title={c.current ? t('setKeyCurrent') : t('setKeyTo', { value: c.label })}
                        onClick={() => void choose(a.change!, c.value)}
                      >
                        {c.label}
                      </button>
                    ))}
                  </span>
                )}
                {onEdit && !a.change && isProbeAssumption(a.text) && (
                  <label className="on-sigterm">
                    {t('probeHealth')}
                    <select
                      aria-label={t('probeHealthOf', { object: a.object, container: a.container })}
                      value=""
                      onChange={(e) => void change(a.object, a.container, e.target.value, true)}
                    >
                      {PROBE_HEALTH.map(([v, label]) => (
                        <option key={v} value={v}>
                          {t(label)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {onEdit && !a.change && !isProbeAssumption(a.text) && (
                  <label className="on-sigterm">
                    {t('onSigterm')}
                    <select
                      aria-label={t('onSigtermOf', { object: a.object, container: a.container })}
                      value=""
                      onChange={(e) => void change(a.object, a.container, e.target.value)}
                    >
                      {ON_SIGTERM.map(([v, label]) => (
                        <option key={v} value={v}>
                          {t(label)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
