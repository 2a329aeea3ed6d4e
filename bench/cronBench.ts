// cronjob-day (contract §4): a CronJob every minute for 24 virtual hours, with history
// limits, each Job's Pod running 20 s — 1,440 Jobs created, all but the last few deleted
// again by cleanupFinishedJobs. Runs past the documents' one-hour limit on purpose.
import { loadScenario } from '../src/manifest/load/loadScenario.ts';
import { runScenario } from '../src/run/runScenario.ts';
import { time, type Row } from './simBenches.ts';
import { everyMinuteCronJob } from './bigDocuments.ts';

const DAY_MS = 24 * 3600 * 1000;

export const cronScenario = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: cronjob-day}
spec:
  kubernetesVersion: "1.34"
  startTime: "2026-01-01T00:00:00Z"
---
${everyMinuteCronJob('every-minute')}`;

export function cronBench(runs: number): Row {
  const { model, diagnostics } = loadScenario(cronScenario);
  if (!model) throw new Error(diagnostics.map((d) => d.message).join('; '));
  let events = 0;
  let jobs = 0;
  const wallMs = time(() => {
    const trace = runScenario(model, { untilMs: DAY_MS, uncapped: true });
    events = trace.events.length;
    jobs = trace.events.filter(
      (e) => e.type === 'ObjectCreated' && e.object.startsWith('Job/'),
    ).length;
  }, runs);
  return {
    bench: 'cronjob-day',
    wallMs: Math.round(wallMs),
    events,
    eventsPerSec: Math.round((events / wallMs) * 1000),
    jobs,
  };
}
