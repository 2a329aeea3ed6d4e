import { chromium } from 'playwright-core';
import { rolloutScenario } from '../bench/scenarios.ts';
import { encodeShare } from '../src/share/encode.ts';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto('http://127.0.0.1:4556/');
await page.getByTestId('swimlane').waitFor();
await page.waitForTimeout(4000);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.evaluate((h) => (location.hash = h), encodeShare(rolloutScenario(5000, 1, 50)));
await page.getByRole('progressbar').waitFor({ timeout: 60000 });
await cdp.send('Profiler.start');
await page.waitForFunction(
  () =>
    document.querySelector('[data-testid="swimlane"]')?.getAttribute('data-pod-rows') === '10000',
  null,
  { timeout: 300000, polling: 200 },
);
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
// inclusive time per function (counted once per sample per function)
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const incl = new Map<string, number>();
const selfT = new Map<string, number>();
const dt = profile.timeDeltas!;
for (let i = 0; i < profile.samples!.length; i++) {
  const seen = new Set<string>();
  let id: number | undefined = profile.samples![i]!;
  const first = byId.get(id)!;
  const fk = `${first.callFrame.functionName || '(anon)'} ${first.callFrame.url.split('/').pop()}:${first.callFrame.lineNumber}`;
  selfT.set(fk, (selfT.get(fk) ?? 0) + (dt[i] ?? 0));
  while (id !== undefined) {
    const n = byId.get(id)!;
    const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0));
    }
    id = parent.get(id);
  }
}
console.log('--- inclusive');
for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45))
  console.log((us / 1000).toFixed(0).padStart(6), k);
console.log('--- self');
for (const [k, us] of [...selfT].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log((us / 1000).toFixed(0).padStart(6), k);
await browser.close();
