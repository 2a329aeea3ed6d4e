// Build the page and serve it with `vite preview` on a free 127.0.0.1 port (the same
// server, with the production CSP, for the end-to-end tests and the page benchmarks).
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 4173;
      s.close(() => resolve(port));
    });
  });

export interface Served {
  base: string;
  stop(): void;
}

export async function buildAndServe(): Promise<Served> {
  // Build output goes to stderr: `npm run bench -- --json` keeps stdout for its JSON lines.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: ['ignore', 2, 2] });
  const port = await freePort();
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = (): void => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}/`;
  const end = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      if (Date.now() > end) {
        stop();
        throw new Error(`the preview server did not answer at ${base}`);
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}
