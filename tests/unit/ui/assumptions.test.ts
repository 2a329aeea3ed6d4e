// Every assumption sentence the traces carry comes from the phrases of
// manifest/process/assumptions.ts, so the page can say it in Japanese and Russian: the traces of
// every fixture and preset are read back sentence by sentence (an English-only sentence
// fails here, unless the request path's table reads it), and each translation has the
// phrase's values.
import { describe, expect, it } from 'vitest';
import { SCENARIOS, traceOf } from '../helpers/everyTrace.ts';
import {
  ASSUMPTIONS,
  parseAssumption,
  type AssumptionKey,
} from '../../../src/manifest/process/assumptions.ts';
import { parseHopAssumption } from '../../../src/manifest/dataPlane/hopWords.ts';
import { inferProcess } from '../../../src/manifest/process/process.ts';
import { ASSUMED, assumptionIn, sayWith } from '../../../src/ui/i18n/assumptions.ts';

const keys = Object.keys(ASSUMPTIONS) as AssumptionKey[];
const names = (t: string) => [...new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
/** A slot of the tables left unfilled (a command's own `${VAR}` is not one). */
const SLOT = new RegExp(
  `\\{(${[...new Set(keys.flatMap((k) => names(ASSUMPTIONS[k])))].join('|')})\\}`,
);

/** Sentences the fixtures do not reach: every branch of the inference. */
const MORE = [
  inferProcess(['tini', '--', 'sleep', '10'], []),
  inferProcess(['sh', '-c', 'exec nginx'], []),
  inferProcess(['sh', '-c', 'myserver --port 80'], []),
  inferProcess(['echo', 'hi'], []),
  inferProcess(['/app/server'], []),
  inferProcess(['sh', '-c', "trap '' TERM; sleep 5"], []),
  inferProcess(['sh', '-c', "trap 'exit 3' TERM; sleep infinity"], []),
  inferProcess(['sh', '-c', "trap 'echo x' TERM; while true; do sleep 1; done"], []),
  inferProcess(['sh', '-c', "trap 'sleep 2; exit 0' TERM; while true; do sleep 1; done"], []),
  inferProcess(
    ['sh', '-c', 'if true; then sleep 1; fi; for i in $X; do sleep 1; done; sleep 2'],
    [],
  ),
  inferProcess(
    ['sh', '-c', 'while [ -f /x ]; do sleep 1; done; app & sleep zz; wait; ls; run'],
    [],
  ),
  inferProcess(['sleep', '10'], [], { stopSignal: 'SIGKILL' }),
  inferProcess([], [], { role: { kind: 'job' } }),
  inferProcess(['/app/run'], [], { role: { kind: 'init' } }),
  inferProcess(['tini', '--', 'app'], [], { role: { kind: 'runOnce', policy: 'OnFailure' } }),
  inferProcess(['cp', 'a', 'b'], []),
  inferProcess(['python3', '-c', 'print(1)'], []),
  inferProcess(
    [
      'bash',
      '-c',
      '[[ -d /x ]] && exit 0\nif [ -z "$X" ]; then exit 1; fi\nuntil nslookup db; do sleep 2; done\nmigrate',
    ],
    [],
    { role: { kind: 'init' } },
  ),
].map((p) => p.assumption);

describe('assumption phrases', () => {
  it('read back every sentence of the fixtures, the presets and every inference branch', () => {
    const texts = new Set(MORE);
    for (const file of SCENARIOS) {
      const trace = traceOf(file);
      // The request path's sentences are read by their own table (hopAssumptions.test.ts).
      for (const a of trace?.assumptions ?? []) if (!parseHopAssumption(a.text)) texts.add(a.text);
    }
    expect(texts.size).toBeGreaterThan(20);
    const seen = new Set<AssumptionKey>();
    for (const text of texts) {
      const said = parseAssumption(text);
      expect(said, `no phrase says "${text}"`).not.toBeNull();
      if (!said) continue;
      // Said again in English from what was read back, it is the same sentence.
      expect(sayWith('en', said)).toBe(text);
      seen.add(said.key);
      for (const lang of ['ja', 'ru'] as const) {
        const other = assumptionIn(lang, text);
        expect(other, `${lang}: ${text}`).not.toMatch(SLOT);
        expect(other).not.toBe(text);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it('ja and ru have every phrase, with the same values', () => {
    for (const lang of ['ja', 'ru'] as const) {
      expect(Object.keys(ASSUMED[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(names(ASSUMED[lang][key]), `${lang} ${key}`).toEqual(names(ASSUMPTIONS[key]));
        if (ASSUMPTIONS[key] !== '')
          expect(ASSUMED[lang][key], `${lang} ${key} is still English`).not.toBe(ASSUMPTIONS[key]);
      }
    }
  });

  it('carry the values into the translation, commands as they are written', () => {
    const text = inferProcess(['sh', '-c', 'sleep 5'], []).assumption;
    expect(assumptionIn('en', text)).toBe(text);
    expect(assumptionIn('ja', text)).toBe(
      '`sh -c` は TERM のハンドラを持たない PID 1 なので SIGTERM は無視され、猶予期間の終わりに SIGKILL される (終了コード 137)。プロセスは 5 秒動いてから 0 で終了する',
    );
    expect(assumptionIn('ru', 'not a sentence podterm writes')).toBe(
      'not a sentence podterm writes',
    );
  });
});
