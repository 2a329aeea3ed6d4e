// The gallery's thumbnails, computed when the page is built: the story window, the first
// Pods in it, and where requests fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';
import { THUMBNAIL_ROWS, thumbnailOf } from '../../../src/ui/gallery/thumbnailData.ts';

const thumbnail = (f: string) =>
  thumbnailOf(
    simulateText(readFileSync(join(import.meta.dirname, '../../../src/presets', f), 'utf8')).trace!,
  );

describe('thumbnailOf', () => {
  it('shows where a rolling update without preStop refuses requests, and none with it', () => {
    const without = thumbnail('rolling-update-no-prestop.yaml');
    expect(without.window).toEqual([9000, 17_000]);
    expect(without.traffic).toBe(true);
    // Three old Pods, three outages: the second and third close enough to share a band.
    expect(without.bands.length).toBeGreaterThanOrEqual(2);
    expect(without.failed.reduce((n, [, f]) => n + f, 0)).toBe(35);
    const sleep = thumbnail('rolling-update-prestop.yaml');
    expect(sleep).toMatchObject({ traffic: true, failed: [], bands: [] });
  });

  it('keeps the first Pods alive in the window, clipped to it', () => {
    const t = thumbnail('rolling-update-prestop.yaml');
    expect(t.pods).toHaveLength(6);
    for (const row of t.pods)
      for (const [from, to] of row) {
        expect(from).toBeGreaterThanOrEqual(t.window[0]);
        expect(to).toBeLessThanOrEqual(t.window[1]);
      }
    expect(thumbnail('backoff-1.27.yaml').pods.length).toBeLessThanOrEqual(THUMBNAIL_ROWS);
    expect(thumbnail('backoff-1.27.yaml')).toMatchObject({ traffic: false, failed: [] });
  });
});
