// The page's longest main-thread tasks when a run at the event cap (1,000,000 events: the
// hour of 20,000 Pods with failing probes, bench/bigDocuments.ts, cut at 192 s) arrives from
// the worker: issue 31's "the page takes a run at the cap without a main-thread task over
// 250 ms". Run against a served build: `npx vite build && npx vite preview --port 4555 &`
// then `npx tsx tools/cap-run-tasks.mts [url] [minutes] [profile.json]` (fewer minutes: a
// smaller run, quicker to try). With a third argument the main thread's CPU profile of the
// arrival is written there, and its heaviest functions printed.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { failingProbes } from '../bench/bigDocuments.ts';
import { encodeShare } from '../src/share/encode.ts';

const url = process.argv[2] ?? 'http://127.0.0.1:4555/';
const minutes = Number(process.argv[3] ?? 60);
const profileTo = process.argv[4];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(url);
await page.getByTestId('swimlane').waitFor({ timeout: 60_000 });
// Monaco loads after the first paint; its start-up is not the big run's.
await page.locator('.monaco-editor').waitFor({ timeout: 60_000 });
await page.waitForTimeout(2_000);
await page.evaluate(() => {
  const w = window as unknown as { tasks: { at: number; ms: number }[] };
  w.tasks = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      w.tasks.push({ at: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask' });
});
const cdp = profileTo ? await page.context().newCDPSession(page) : null;
if (cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}
const t0 = Date.now();
const before = await page.evaluate(() =>
  document.querySelector('.app')?.getAttribute('data-text-hash'),
);
await page.evaluate((h) => (location.hash = h), encodeShare(failingProbes(20000, minutes)));
// Drawn: the swimlane shows the run of the new text (the editor's text changed first: a
// check before the hash is read would find the old run drawn).
await page.waitForFunction(
  (old) => {
    const app = document.querySelector('.app')?.getAttribute('data-text-hash');
    const lane = document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash');
    return app && app !== old && app === lane && !document.querySelector('[role="progressbar"]');
  },
  before,
  { timeout: 900_000, polling: 500 },
);
await page.waitForTimeout(1_000);
const wallMs = Date.now() - t0;
const tasks = await page.evaluate(
  () => (window as unknown as { tasks: { at: number; ms: number }[] }).tasks,
);
// The page's notice of the cap (RunNotes): the run did reach it.
const cap = await page.evaluate(
  () => /limit of [\d,]+ events/.exec(document.body.innerText)?.[0] ?? 'no cap notice',
);
const longest = [...tasks].sort((a, b) => b.ms - a.ms);
console.log(
  JSON.stringify({
    minutes,
    cap,
    wallMs,
    longestTasksMs: longest.slice(0, 8).map((t) => t.ms),
    over250: tasks.filter((t) => t.ms > 250).length,
    longTasks: tasks.length,
    totalLongMs: tasks.reduce((n, t) => n + t.ms, 0),
  }),
);
if (cdp && profileTo) {
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(profileTo, JSON.stringify(profile));
  // Self time per function, heaviest first (idle and program excluded).
  const dt = new Map<number, number>();
  profile.samples?.forEach((id, i) =>
    dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)),
  );
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
  }
  const top = [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [k, ms] of top) console.log(`${Math.round(ms)} ms  ${k}`);
}
await browser.close();
