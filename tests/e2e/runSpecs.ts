// Serves the built page and runs the specs with node's test runner against it.
import { spawn } from 'node:child_process';
import { buildAndServe } from './server.ts';

const served = await buildAndServe();
const run = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: served.base },
  },
);
const code = await new Promise<number>((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
served.stop();
process.exit(code);
