// Compare: a link carries both variants; the summary counts what a workshop compares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCompare, decodeShare } from '../../../src/share/decode.ts';
import { encodeShare } from '../../../src/share/encode.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import { summarize } from '../../../src/ui/compare/summary.ts';

const preset = (f: string) =>
  readFileSync(join(import.meta.dirname, '../../../src/presets', f), 'utf8');

describe('compare links', () => {
  it('round-trip both texts; a plain link has no variant', () => {
    const link = encodeShare('a: 1\n', 'b: 2\n');
    expect(decodeShare(link)).toEqual({ ok: true, text: 'a: 1\n' });
    expect(decodeCompare(link)).toEqual({ ok: true, text: 'b: 2\n' });
    expect(decodeCompare(encodeShare('a: 1\n'))).toBeNull();
    expect(decodeCompare(`${encodeShare('a: 1\n')}&c=9.xyz`)).toMatchObject({ ok: false });
  });
});

describe('summarize', () => {
  it('counts failed requests, DELETE to SIGKILL and Pods alive at once', () => {
    const noPreStop = summarize(simulateText(preset('rollout-no-prestop.yaml')).trace!);
    const sleep = summarize(simulateText(preset('prestop-sleep.yaml')).trace!);
    expect(noPreStop.failedRequests).toBeGreaterThan(0);
    expect(sleep.failedRequests).toBe(0);
    const ignore = summarize(simulateText(preset('ignore-sigterm.yaml')).trace!);
    expect(ignore.toSigkillMs).toBeGreaterThanOrEqual(30_000);
    expect(ignore.toSigkillMs).toBeLessThan(32_000);
    // Three replicas and the replacement overlap while the deleted Pod drains.
    expect(noPreStop).toMatchObject({ maxPodsAlive: 4, podsCreated: 4, toSigkillMs: null });
  });
});
