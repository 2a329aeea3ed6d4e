// `--recommend-prestop`: the smallest preStop sleep with no failed request (run/
// recommendPreStop.ts) and the runs behind it, for people (text) or scripts (JSON).
import type { PreStopAdvice } from '../run/recommendText.ts';

type Searched = Exclude<PreStopAdvice, { kind: 'notApplicable' }>;

const runs = (a: Searched): string =>
  [
    `runs behind it (0 s, then doubling up to ${a.maxSeconds} s, the grace period less the app's drain, then halving):`,
    ...a.tries.map((t) => `  preStop sleep ${String(t.seconds).padStart(3)} s: ${t.failed} failed`),
  ].join('\n');

export function formatAdvice(a: Searched): string {
  const on = a.targets.map((t) => `${t.object} container ${t.container}`).join(', ');
  const tried = a.tries.map((t) => t.seconds).join(', ');
  const head =
    a.kind === 'found'
      ? `a preStop sleep of ${a.seconds} s gives no failed request here (tried ${tried} s), on ${on}`
      : `none within the grace period: a preStop sleep of ${a.maxSeconds} s still leaves ${Math.min(...a.tries.map((t) => t.failed))} failed (tried ${tried} s) — raise terminationGracePeriodSeconds, or look at what else fails them`;
  return `${head}\n${runs(a)}\n`;
}

export const adviceJson = (a: Searched): string => `${JSON.stringify(a, null, 2)}\n`;
