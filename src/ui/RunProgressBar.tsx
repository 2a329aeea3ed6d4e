// A long run in the worker (thousands of Pods): how far it has got, in virtual time, with
// a Cancel that stops it and leaves the run on screen; once cancelled, a way to run the
// text again. A run too short to report (the worker says nothing under 300 ms) shows nothing.
import { secondsText } from '../trace/units.ts';
import { useAppStore } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

/** One formatter a language: making one costs more than the ten redraws a second it serves. */
const counts = new Map<string, Intl.NumberFormat>();
const count = (lang: string, n: number): string => {
  let f = counts.get(lang);
  if (!f) counts.set(lang, (f = new Intl.NumberFormat(lang)));
  return f.format(n);
};

export function RunProgressBar({
  onCancel,
  onRunAgain,
}: {
  onCancel: () => void;
  onRunAgain: () => void;
}) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const progress = useAppStore((s) => s.progress);
  const cancelled = useAppStore((s) => s.cancelled);
  if (cancelled)
    return (
      <p className="run-progress cancelled" role="status">
        {t('runCancelled')}{' '}
        <button type="button" onClick={onRunAgain}>
          {t('runAgain')}
        </button>
      </p>
    );
  if (!progress) return null;
  const events = count(lang, progress.events);
  const { atMs, endMs } = progress;
  const said =
    endMs === null
      ? t('runProgressOpen', { at: secondsText(atMs), events })
      : t('runProgress', { at: secondsText(atMs), end: secondsText(endMs), events });
  return (
    // Not a live region: it changes ten times a second; the bar carries the value.
    <div className="run-progress" role="group" aria-label={t('runProgressLabel')} data-at-ms={atMs}>
      {/* Without an end (the run stops once all is quiet) the bar only says it is busy. */}
      <progress
        aria-label={t('runProgressLabel')}
        max={endMs ?? undefined}
        value={endMs === null ? undefined : Math.min(atMs, endMs)}
      />
      <span>{said}</span>
      <button type="button" onClick={onCancel}>
        {t('cancelRun')}
      </button>
    </div>
  );
}
