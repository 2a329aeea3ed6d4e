// Launching Debian's Chromium through playwright-core, with the flags this machine needs
// (no background networking: the sandbox has no network), and watching every request.
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
  /** Requests to anywhere but the local server. */
  external: string[];
  /** Console errors and page errors (CSP violations land here). */
  errors: string[];
}

export async function openPage(browser: Browser, url: string): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const w: Watched = { page, external: [], errors: [] };
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (
      !['127.0.0.1', 'localhost'].includes(u.hostname) &&
      !['data:', 'blob:'].includes(u.protocol)
    )
      w.external.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') w.errors.push(m.text());
  });
  page.on('pageerror', (e) => w.errors.push(e.message));
  await page.goto(url);
  return w;
}
