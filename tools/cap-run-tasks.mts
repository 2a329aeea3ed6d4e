// The page's longest main-thread tasks when a run at the event cap (1,000,000 events: the
// hour of 20,000 Pods with failing probes, bench/bigDocuments.ts, cut at 192 s) arrives from
// the worker: issue 31's "the page takes a run at the cap without a main-thread task over
// 250 ms". Run against a served build: `npx vite build && npx vite preview --port 4555 &`
// then `npx tsx tools/cap-run-tasks.mts [url] [minutes] [profile.json]` (fewer minutes: a
// smaller run, quicker to try). It prints what the bench row page-cap-arrival measures
// (bench/capArrival.ts): the long tasks' wall times and the longest task's CPU time, which
// load changes much less (on a busy machine compare two builds in interleaved runs). With
// a third argument the main thread's CPU profile of the arrival is written there, and its
// heaviest functions printed.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { capArrival } from '../bench/capArrival.ts';

const url = process.argv[2] ?? 'http://127.0.0.1:4555/';
const minutes = Number(process.argv[3] ?? 60);
const profileTo = process.argv[4];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(url);
const cdp = profileTo ? await page.context().newCDPSession(page) : null;
const arrival = await capArrival(page, minutes, async () => {
  if (!cdp) return;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
});
console.log(JSON.stringify(arrival));
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
