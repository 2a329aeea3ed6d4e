#!/usr/bin/env node
// `npm run test:e2e`: builds the page, serves it with `vite preview` on 127.0.0.1 (with
// the production CSP), runs the specs in Debian's Chromium, and always stops the server.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    execFileSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    return;
  }
  console.error(
    `No ${CHROMIUM}: install it with "sudo apt-get install -y chromium", then run npm test again.`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server did not answer at ${url}`);
}

ensureChromium();
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const port = await freePort();
const server = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
let code;
try {
  const base = `http://127.0.0.1:${port}/`;
  await waitFor(base, 30_000);
  const specs = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['tests/e2e/playground.spec.ts'];
  const run = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs],
    {
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: base, CHROMIUM_PATH: CHROMIUM },
    },
  );
  code = await new Promise((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
} finally {
  stop();
}
process.exit(code);
