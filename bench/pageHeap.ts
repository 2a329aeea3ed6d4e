// The page's heap once it holds a 5,000-replica run (issue 29: "the page holds a
// 5,000-replica run with its heap under 300 MB"): the rollout-5000 scenario opened as a share
// link, waited for until the swimlane draws its run, then a full collection through the
// DevTools protocol (HeapProfiler.collectGarbage) and the page's JavaScript heap in use
// (Runtime.getHeapUsage): what the tab keeps while the run is shown. The simulation worker's
// heap beside it (workerHeap.ts): read every 250 ms while it runs (`workerPeakUsedMB`,
// garbage not yet collected included) and after a full collection once the run is shown.
import type { Browser } from 'playwright-core';
import { encodeShare } from '../src/share/encode.ts';
import { openPage } from '../tests/e2e/browser.ts';
import { rolloutScenario } from './scenarios.ts';
import type { Row } from './simBenches.ts';
import { WorkerHeaps } from './workerHeap.ts';

const mb = (bytes: number): number => Math.round(bytes / 1e5) / 10;

export async function pageHeap(browser: Browser, base: string, replicas = 5000): Promise<Row> {
  const workers = await WorkerHeaps.open(browser);
  let workerPeak = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      workerPeak = Math.max(workerPeak, await workers.used());
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const w = await openPage(browser, `${base}#${encodeShare(rolloutScenario(replicas))}`);
  const { page } = w;
  // Drawn: the swimlane shows the run of the text the editor holds, no run in progress.
  await page.waitForFunction(
    () => {
      const app = document.querySelector('.app')?.getAttribute('data-text-hash');
      const lane = document.querySelector('[data-testid="swimlane"]');
      return (
        app &&
        app === lane?.getAttribute('data-text-hash') &&
        Number(lane.getAttribute('data-pod-rows')) > 0 &&
        !document.querySelector('[role="progressbar"]')
      );
    },
    null,
    { timeout: 600_000, polling: 500 },
  );
  // Monaco loads after the first paint: the heap is read with the whole page there.
  await page.locator('.monaco-editor').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_000);
  const lane = page.getByTestId('swimlane');
  const events = Number(await lane.getAttribute('data-event-count'));
  const pods = Number(await lane.getAttribute('data-pod-rows'));
  const cdp = await page.context().newCDPSession(page);
  // Twice, as bench/simBenches.ts's collect: a graph let go in the first can outlive it.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
  polling = false;
  await poll;
  const workerLive = await workers.live();
  await workers.close();
  await page.context().close();
  if (w.errors.length > 0) throw new Error(`page-heap: ${w.errors.join('; ')}`);
  return {
    bench: `page-heap-${replicas}`,
    heapMB: mb(usedSize),
    heapTotalMB: mb(totalSize),
    workerHeapMB: mb(workerLive),
    workerPeakUsedMB: mb(workerPeak),
    pods,
    events,
  };
}
