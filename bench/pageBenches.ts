// The page benchmarks: load, edit-to-redraw, playback frame rate, the heap of a big run
// (pageHeap.ts), share-link length.
// Code passed to page.evaluate defines no named helpers: tsx would wrap them in __name().
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { CATALOG } from '../src/presets/catalog.ts';
import { encodeShare } from '../src/share/encode.ts';
import { CHROMIUM, launch, openPage } from '../tests/e2e/browser.ts';
import { buildAndServe } from '../tests/e2e/server.ts';
import { firstLoadJsGzipKB } from '../tests/e2e/firstLoad.ts';
import { pageHeap } from './pageHeap.ts';
import { rolloutScenario } from './scenarios.ts';
import { capArrival } from './capArrival.ts';
import { skipped, type Row } from './simBenches.ts';

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const median = (xs: number[]): number => sorted(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]): number =>
  sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

async function pageLoad(browser: Browser, base: string): Promise<Row> {
  const loads: { fcp: number; swim: number; editor: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const w = await openPage(browser, base);
    // Each condition returns the page's own clock (ms since navigation) when it first holds.
    const swim = await w.page.waitForFunction(
      () =>
        Number(
          document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-pod-rows') ?? 0,
        ) > 0 && performance.now(),
      null,
      { timeout: 30_000, polling: 'raf' },
    );
    const editor = await w.page.waitForFunction(
      () => document.body.dataset.editorReady === 'true' && performance.now(),
      null,
      { timeout: 30_000, polling: 'raf' },
    );
    const fcp = await w.page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    loads.push({
      fcp,
      swim: (await swim.jsonValue()) as number,
      editor: (await editor.jsonValue()) as number,
    });
    await w.page.context().close();
  }
  return {
    bench: 'page-load',
    fcpMs: Math.round(median(loads.map((l) => l.fcp))),
    swimlaneMs: Math.round(median(loads.map((l) => l.swim))),
    editorReadyMs: Math.round(median(loads.map((l) => l.editor))),
    firstLoadJsGzipKB: firstLoadJsGzipKB(),
  };
}

/** Load each preset, type one character at the end, time until the swimlane shows it. */
async function editToRedraw(browser: Browser, base: string): Promise<Row> {
  const w = await openPage(browser, base);
  await w.page.waitForFunction(() => document.body.dataset.editorReady === 'true');
  const drawnIsCurrent = (): boolean =>
    document.querySelector('.app')?.getAttribute('data-text-hash') ===
    document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-text-hash');
  const redraws: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const p of CATALOG) {
      await w.page.getByLabel('Preset').selectOption(p.id);
      await w.page.waitForFunction(drawnIsCurrent);
      await w.page.locator('.monaco-editor .view-lines').click();
      await w.page.keyboard.press('Control+End');
      await w.page.evaluate(() => {
        (window as unknown as { t0: number }).t0 = performance.now();
      });
      await w.page.keyboard.type('#');
      await w.page.waitForFunction(drawnIsCurrent);
      redraws.push(
        await w.page.evaluate(() => performance.now() - (window as unknown as { t0: number }).t0),
      );
    }
  }
  await w.page.context().close();
  return {
    bench: 'edit-to-redraw',
    medianMs: Math.round(median(redraws)),
    p95Ms: Math.round(p95(redraws)),
  };
}

/** Play a trace of 200 Pods and ~5,000 events (a 100-replica rollout under traffic) and count frames. */
async function playback(browser: Browser, base: string): Promise<Row> {
  const w = await openPage(browser, `${base}#${encodeShare(rolloutScenario(100, 2, 20))}`);
  const lane = w.page.getByTestId('swimlane');
  await lane.waitFor({ timeout: 60_000 });
  const pods = Number(await lane.getAttribute('data-pod-rows'));
  const events = Number(await lane.getAttribute('data-event-count'));
  await w.page.getByRole('button', { name: 'Play' }).click();
  const fps = await w.page.evaluate(async () => {
    const frames: number[] = [];
    let last = performance.now();
    const end = last + 3000;
    while (performance.now() < end) {
      const now: number = await new Promise(requestAnimationFrame);
      frames.push(1000 / (now - last));
      last = now;
    }
    frames.sort((a, b) => a - b);
    return frames[Math.floor(frames.length / 2)]!;
  });
  await w.page.context().close();
  return { bench: 'playback', medianFps: Math.round(fps), pods, events };
}

/**
 * The run at the event cap (1,000,000 events) arriving in the page: its longest main-thread
 * task (issue 31: none over 250 ms), how many long tasks, their sum (bench/capArrival.ts).
 */
async function capArrivalRow(browser: Browser, base: string): Promise<Row> {
  const w = await openPage(browser, base);
  const a = await capArrival(w.page, 60);
  await w.page.context().close();
  return {
    bench: 'page-cap-arrival',
    events: a.events,
    longestTaskMs: a.longestTasksMs[0] ?? 0,
    longestTaskCpuMs: a.longestTaskCpuMs,
    longTasks: a.longTasks,
    totalLongMs: a.totalLongMs,
  };
}

export async function pageBenches(): Promise<Row[]> {
  const text = readFileSync('src/presets/default.yaml', 'utf8');
  const share: Row = {
    bench: 'share-link',
    chars: `http://127.0.0.1:4173/#${encodeShare(text)}`.length,
  };
  if (!existsSync(CHROMIUM)) {
    const why = `no Chromium at ${CHROMIUM}`;
    return [
      skipped('page-load', why),
      skipped('edit-to-redraw', why),
      skipped('playback', why),
      skipped('page-cap-arrival', why),
      skipped('page-heap-5000', why),
      share,
    ];
  }
  const served = await buildAndServe();
  const browser = await launch();
  try {
    return [
      await pageLoad(browser, served.base),
      await editToRedraw(browser, served.base),
      await playback(browser, served.base),
      await capArrivalRow(browser, served.base),
      await pageHeap(browser, served.base),
      share,
    ];
  } finally {
    await browser.close();
    served.stop();
  }
}
