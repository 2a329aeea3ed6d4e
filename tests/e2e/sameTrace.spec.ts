// One trace, whatever the engine (issue 31 item 6): the same document run in Node (the CLI's
// engine) and in the page's simulation worker in Chromium gives the same trace, event for
// event. The big one is the document that once differed (a 5,000-replica rollout over 1,000
// nodes: the ReplicaSet deleted other Pods in the browser, replicaset/ranking.ts); beside it
// every preset and a seeded sample of the fixtures.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { rolloutScenario } from '../../bench/scenarios.ts';
import { createRng } from '../../src/engine/rng.ts';
import { CATALOG } from '../../src/presets/catalog.ts';
import { simulateText } from '../../src/run/simulate.ts';
import type { Trace } from '../../src/trace/types.ts';
import { BASE, openPage, sharedBrowser } from './browser.ts';

const browser = sharedBrowser();

/** The built page's simulation worker (tests/e2e/server.ts builds into dist/). */
const WORKER = `/assets/${readdirSync('dist/assets').find((f) => /^simulate\.worker-.*\.js$/.test(f))}`;

/** In the page: one worker run per text, answered as SHA-256 of the trace's JSON and its size. */
async function runInWorker(
  page: Page,
  texts: string[],
): Promise<{ hash: string; events: number }[]> {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    async ([url, texts]) => {
      const out: { hash: string; events: number }[] = [];
      const w = new Worker(url, { type: 'module' });
      for (const [id, text] of texts.entries()) {
        const parts: unknown[][] = [];
        const table: string[] = [];
        const last = await new Promise<{ trace: Trace | null }>((resolve) => {
          w.onmessage = (e: MessageEvent) => {
            const m = e.data as {
              part?: Record<string, Record<string, unknown>>[];
              strings?: string[];
              at?: Int32Array;
              parts?: number;
              trace: Trace | null;
            };
            if (m.part) {
              // As the page joins it (worker/resultParts.ts ResultJoiner): each numbered
              // field of an event (or, for ~key, of its data) back to its string.
              for (const s of m.strings!) table.push(s);
              for (let j = 0; j < m.at!.length; j += 2) {
                const key = m.at![j + 1]!;
                const event = m.part[m.at![j]!]!;
                const fields = key < 0 ? event.data! : event;
                const k = table[key < 0 ? ~key : key]!;
                fields[k] = table[fields[k] as number];
              }
              parts.push(m.part);
            } else if (m.parts !== undefined) resolve(m);
          };
          w.postMessage({ id, text });
        });
        // Events in their place.
        const trace = last.trace && {
          ...last.trace,
          events: parts.length ? parts.flat() : last.trace.events,
        };
        const json = new TextEncoder().encode(JSON.stringify(trace));
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', json));
        const hash = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
        out.push({ hash, events: trace?.events.length ?? -1 });
      }
      w.terminate();
      return out;
    },
    [WORKER, texts] as const,
  );
}

const inNode = (text: string): { hash: string; events: number } => {
  const { trace } = simulateText(text);
  return {
    hash: createHash('sha256').update(JSON.stringify(trace)).digest('hex'),
    events: trace?.events.length ?? -1,
  };
};

/** A seeded sample of the fixtures: the same files on every run. */
function sampleFixtures(n: number): { name: string; text: string }[] {
  const root = 'tests/fixtures';
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const rng = createRng(31);
  return Array.from({ length: n }, () => {
    const f = all[Math.floor(rng.next() * all.length)]!;
    return { name: f, text: readFileSync(join(root, f), 'utf8') };
  });
}

describe('the same trace in Node and in Chromium', () => {
  it('every preset and a sample of the fixtures', { timeout: 300_000 }, async () => {
    const docs = [
      ...CATALOG.map((p) => ({
        name: `preset ${p.id}`,
        text: readFileSync(join('src/presets', p.file), 'utf8'),
      })),
      ...sampleFixtures(40),
    ];
    const w = await openPage(browser(), BASE);
    const page = await runInWorker(
      w.page,
      docs.map((d) => d.text),
    );
    docs.forEach((d, i) => assert.deepEqual(page[i], inNode(d.text), d.name));
    await w.page.context().close();
  });

  it('a 5,000-replica rollout over 1,000 nodes', { timeout: 600_000 }, async () => {
    const text = rolloutScenario(5000).replace(/nodes: \d+/, 'nodes: 1000');
    const w = await openPage(browser(), BASE);
    // The page's run and Node's at once: the worker is another process.
    const inPage = runInWorker(w.page, [text]);
    const node = inNode(text);
    const [page] = await inPage;
    assert.ok(node.events > 200_000, `a big run: ${node.events} events`);
    assert.deepEqual(page, node);
    await w.page.context().close();
  });
});
