// The CLI's output streams (issue 31 items 7 and 9): every format writes a run of any
// length line by line (the text format threw RangeError from ~123,000 events), the JSON is
// byte for byte `JSON.stringify(trace)`, and a reader that closes the pipe early ends the
// CLI quietly with exit 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rolloutScenario } from '../../../bench/scenarios.ts';
import { formatText, textLines } from '../../../src/cli/formatText.ts';
import { jsonParts } from '../../../src/cli/stdout.ts';
import { alignedLines } from '../../../src/kubectl/format.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import type { Trace } from '../../../src/trace/types.ts';

const preset = (name: string): Trace =>
  simulateText(readFileSync(join(import.meta.dirname, `../../../src/presets/${name}`), 'utf8'))
    .trace!;

describe('the CLI’s formats, streamed', () => {
  it('aligns 200,000 rows without a spread of their widths', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [`r${i}`, 'x'.repeat(i % 7), 'end']);
    const lines = [...alignedLines(rows)];
    expect(lines).toHaveLength(200_000);
    expect(lines[199_999]).toBe(
      `r199999${' '.repeat(3)}${'x'.repeat(199_999 % 7)}${' '.repeat(9 - (199_999 % 7))}end`,
    );
  });

  it('writes --format text for 150,000 events', () => {
    const base = preset('default.yaml');
    const events = Array.from({ length: 150_000 }, (_, i) => base.events[i % base.events.length]!);
    const lines = [...textLines({ ...base, events })];
    expect(lines).toHaveLength(1 + base.assumptions.length + (base.notices?.length ?? 0) + 150_000);
    expect(formatText(base)).toBe(`${[...textLines(base)].join('\n')}\n`);
  });

  it('writes JSON exactly as JSON.stringify does, notices and all', () => {
    for (const name of ['default.yaml', 'failjob-1.31.yaml']) {
      const trace = preset(name);
      const noted: Trace = {
        ...trace,
        notices: ['a "quoted" notice'],
        cut: { atMs: 1, events: 2 },
      };
      for (const t of [trace, noted])
        expect([...jsonParts(t)].join('')).toBe(`${JSON.stringify(t)}\n`);
    }
  });

  it('ends quietly, exit 0, when the reader closes the pipe early', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'podterm-')), 'big.yaml');
    writeFileSync(file, rolloutScenario(300));
    const child = spawn('npx', ['tsx', 'src/cli/simulate.ts', '--format', 'text', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // `| head -c 100`: read the first bytes, then close the pipe.
    await new Promise<void>((resolve) =>
      child.stdout.once('data', () => {
        child.stdout.destroy();
        resolve();
      }),
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stderr).not.toMatch(/EPIPE|^\s+at /m);
  }, 120_000);
});
