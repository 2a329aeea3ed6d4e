// Launching Debian's Chromium through playwright-core, with the flags this machine needs
// (no background networking: the sandbox has no network; Playwright gives each launch a
// fresh, empty profile directory), and watching every request and CSP violation.
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Watched {
  page: Page;
  /** Requests to anywhere but 127.0.0.1 (data: and blob: URLs stay in the page). */
  external: string[];
  /** `securitypolicyviolation` events of the page: directive and blocked URI. */
  csp: string[];
  /** Console errors and uncaught page errors (a worker's CSP refusal lands here). */
  errors: string[];
}

export async function openPage(browser: Browser, url: string): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const w: Watched = { page, external: [], csp: [], errors: [] };
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol === 'data:' || u.protocol === 'blob:') return;
    if (u.hostname !== '127.0.0.1') w.external.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') w.errors.push(m.text());
  });
  page.on('pageerror', (e) => w.errors.push(e.message));
  await page.exposeFunction('__podtermCspViolation', (v: string) => w.csp.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (v: string) => void>)
        .__podtermCspViolation;
      report?.(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto(url);
  return w;
}

/** The page under test: the built playground served by run.mjs. */
export const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173/';

/** One Chromium for a spec file: launched before its tests, closed after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  return () => browser!;
}
