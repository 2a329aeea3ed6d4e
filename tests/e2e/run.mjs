#!/usr/bin/env node
// `npm run test:e2e`: builds the page, serves it with `vite preview` on 127.0.0.1 (with
// the production CSP), runs the specs in Debian's Chromium, and always stops the server.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    execFileSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `No ${CHROMIUM}: install it with "sudo apt-get install -y chromium", then run npm test again.`,
    );
    process.exit(1);
  }
}

// The server helper is TypeScript: run the rest under tsx.
const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('tests/e2e', { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.spec.ts'))
      .sort()
      .map((f) => `tests/e2e/${f}`);
const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/runSpecs.ts', ...specs], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
});
// Pass a stop on, so the runner can stop the preview server before it goes.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 1));
