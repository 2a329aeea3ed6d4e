// The page's longest main-thread tasks while a 5,000-replica rollout (the bench's own
// scenario) is simulated in the worker and arrives: how long the page froze, if it did.
// Run against a served build: `npx vite build && npx vite preview --port 4555 &` then
// `npx tsx tools/big-run-tasks.mts [url]`.
import { chromium } from 'playwright-core';
import { rolloutScenario } from '../bench/scenarios.ts';
import { encodeShare } from '../src/share/encode.ts';

const url = process.argv[2] ?? 'http://127.0.0.1:4555/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(url);
await page.getByTestId('swimlane').waitFor({ timeout: 30_000 });
// Monaco loads after the first paint; its start-up is not the big run's.
await page.locator('.monaco-editor').waitFor({ timeout: 30_000 });
await page.waitForTimeout(2_000);
await page.evaluate(() => {
  const w = window as unknown as { tasks: number[] };
  w.tasks = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.tasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask' });
});
const t0 = Date.now();
await page.evaluate((h) => (location.hash = h), encodeShare(rolloutScenario(5000, 1, 50)));
await page.waitForFunction(
  () =>
    document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-pod-rows') === '10000',
  null,
  { timeout: 300_000, polling: 200 },
);
const wallMs = Date.now() - t0;
const tasks = await page.evaluate(() => (window as unknown as { tasks: number[] }).tasks);
tasks.sort((a, b) => b - a);
console.log(JSON.stringify({ wallMs, longestTasksMs: tasks.slice(0, 5), longTasks: tasks.length }));
await browser.close();
