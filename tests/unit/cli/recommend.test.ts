// `--recommend-prestop` as a user runs it (spawned): the value, the runs behind it, and the
// same answer as JSON; the search itself is tested in tests/unit/run/.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FILE = join(import.meta.dirname, '../../fixtures/recommend/ingress-nginx-slow-sync.yaml');
const NO_TRAFFIC = join(import.meta.dirname, '../../fixtures/scenarios/finalizer-phase-1.27.yaml');

const cli = (...args: string[]): string =>
  execFileSync('npx', ['tsx', 'src/cli/simulate.ts', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('npm run simulate -- --recommend-prestop', () => {
  it('prints the smallest sleep and every run behind it', () => {
    const out = cli('--recommend-prestop', '--format', 'text', FILE);
    expect(out).toContain(
      'a preStop sleep of 7 s gives no failed request here (tried 0, 1, 2, 4, 8, 6, 7 s), on Deployment/web container app',
    );
    expect(out).toContain('doubling up to 28 s, the grace period less the app');
    expect(out).toMatch(/preStop sleep {3}6 s: 9 failed\n/);
    expect(out).toMatch(/preStop sleep {3}7 s: 0 failed\n/);
  }, 60_000);

  it('prints a JSON object with --format json', () => {
    const advice = JSON.parse(cli('--recommend-prestop', '--format', 'json', FILE));
    expect(advice).toMatchObject({ kind: 'found', seconds: 7, maxSeconds: 28 });
    expect(advice.tries.map((t: { seconds: number }) => t.seconds)).toEqual([0, 1, 2, 4, 8, 6, 7]);
  }, 60_000);

  it('exits 1 and says why when there is nothing to search', () => {
    const r = spawnSync('npx', ['tsx', 'src/cli/simulate.ts', '--recommend-prestop', NO_TRAFFIC], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('nothing to search: the scenario has no traffic');
  }, 60_000);
});
