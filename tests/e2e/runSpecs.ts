// Serves the built page and runs the specs with node's test runner against it; the last
// line says how many passed and failed. The server is stopped however the run ends.
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { buildAndServe } from './server.ts';

const files = process.argv.slice(2);
const served = await buildAndServe();
process.env.BASE_URL = served.base;
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    served.stop();
    process.exit(130);
  });

let passed = 0;
let failed = 0;
// One file at a time (one Chromium each); a hung spec fails after 3 minutes, not at CI's limit.
const stream = run({ files, concurrency: 1, timeout: 180_000 });
stream.on('test:pass', (t) => {
  if (t.details.type !== 'suite') passed++;
});
stream.on('test:fail', (t) => {
  if (t.details.type !== 'suite') failed++;
});
stream.compose(new spec()).pipe(process.stdout);
await new Promise((resolve) => stream.on('end', resolve));
served.stop();
console.log(`\ne2e: ${passed} passed, ${failed} failed`);
process.exit(failed || passed === 0 ? 1 : 0);
