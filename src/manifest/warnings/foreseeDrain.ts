// A preStop and the app's drain (how long its process takes to exit after the stop signal)
// that together outlast terminationGracePeriodSeconds: the kubelet's one grace period covers
// both (kuberuntime_container.go killContainer: the hook's time is taken from the grace the
// stop gets), so SIGKILL ends the drain. A hook longer than the grace alone is
// preStopLongerThanGrace (foresee.ts); an app that ignores its signal is shellIgnoresSigterm.
import { secondsToMs } from '../../trace/units.ts';
import { sec } from '../dataPlane/hopPropagation.ts';
import type { Foresight } from './foresight.ts';
import { drainMs, hookMs, warn, type Workload } from './foreseeParts.ts';

export function foreseeDrain(all: readonly Workload[]): Foresight[] {
  const out: Foresight[] = [];
  for (const w of all) {
    const grace = w.template.terminationGracePeriodSeconds;
    for (const c of w.template.containers) {
      const hook = hookMs(c);
      const drain = drainMs(c);
      if (drain === null || drain === 0 || hook > secondsToMs(grace)) continue;
      if (hook + drain <= secondsToMs(grace)) continue;
      const params = {
        object: w.name,
        container: c.name,
        hook: sec(hook),
        drain: sec(drain),
        total: sec(hook + drain),
        grace,
      };
      out.push(
        warn(
          'drainLongerThanGrace',
          c.line,
          `${w.name}/${c.name}: preStop ${params.hook} s + the app's drain ${params.drain} s = ${params.total} s, longer than terminationGracePeriodSeconds ${grace}: SIGKILL ends the drain (kuberuntime_container.go killContainer: one grace period covers the hook and the stop)`,
          {
            type: 'SignalSent',
            object: `Pod/${w.name}`,
            data: { container: c.name, signal: 'SIGKILL' },
          },
          params,
        ),
      );
    }
  }
  return out;
}
