// `--format pods` and `--format events` through the CLI as a user runs it (spawned), and
// the same lines from the library function the page uses: one formatter for both.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { formatPodWatch } from '../../../src/kubectl/getPods.ts';
import { formatEventList } from '../../../src/kubectl/getEvents.ts';
import { formatText } from '../../../src/cli/formatText.ts';

const FILE = join(import.meta.dirname, '../../fixtures/scenarios/finalizer-phase-1.27.yaml');

const cli = (...args: string[]): string =>
  execFileSync('npx', ['tsx', 'src/cli/simulate.ts', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('the CLI’s kubectl formats', () => {
  const trace = simulateText(readFileSync(FILE, 'utf8')).trace!;

  it('--format pods prints what kubectl get pods -w would, each line with its time', () => {
    const out = cli('--format', 'pods', FILE);
    expect(out).toBe(formatPodWatch(trace));
    expect(out.split('\n')[0]).toMatch(/^TIME\s+NAME\s+READY\s+STATUS\s+RESTARTS\s+AGE$/);
    expect(out).toMatch(/\n10\.000s\s+running-pod\s+1\/1\s+Terminating\s+0\s+10s\n/);
  }, 60_000);

  it('--format events prints what kubectl get events would, each line with its time', () => {
    const out = cli('--format', 'events', FILE);
    expect(out).toBe(formatEventList(trace));
    expect(out).toMatch(
      /\n10\.100s\s+79s\s+Normal\s+Killing\s+pod\/running-pod\s+Stopping container main\n/,
    );
  }, 60_000);

  it('keeps JSON the default when stdout is not a terminal, as the contract says', () => {
    expect(JSON.parse(cli(FILE))).toEqual(JSON.parse(JSON.stringify(trace)));
  }, 60_000);

  it('refuses an unknown format with exit 2', () => {
    let status = 0;
    try {
      cli('--format', 'yaml', FILE);
    } catch (e) {
      status = (e as { status: number }).status;
    }
    expect(status).toBe(2);
  }, 60_000);
});

describe('--format text', () => {
  it('prints a list of names as the names, and conditions as Type=Status(Reason)', () => {
    const preset = join(import.meta.dirname, '../../../src/presets/ingress-nginx-rollout.yaml');
    const text = formatText(simulateText(readFileSync(preset, 'utf8')).trace!);
    // A hop's backends and the Pods a request tried are Pod names (they read undefined=undefined).
    expect(text).toMatch(
      /HopSynced\s+Hop\/ingress-nginx\s+service=web backends=web-[a-z0-9-]+,web-/,
    );
    expect(text).toMatch(
      /RequestFailed .* tried=web-[a-z0-9]+-[a-z0-9]+(,web-[a-z0-9]+-[a-z0-9]+)*\n/,
    );
    expect(text).not.toMatch(/undefined/);
    expect(text).toMatch(/conditions=Progressing=True\(NewReplicaSetCreated\)/);
  });
});
