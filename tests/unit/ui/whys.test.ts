// Every "why" the simulation emits comes from a template of machines/rules/whys.ts, so the
// page can say it in Japanese and Russian: the traces of every fixture and preset are
// checked sentence by sentence (an English-only why fails here), and each translation has
// the template's values.
import { describe, expect, it } from 'vitest';
import { SCENARIOS, traceOf } from '../helpers/everyTrace.ts';
import { WHYS, namesIn, parseWhy, why, type WhyKey } from '../../../src/cluster/whys.ts';
import { whyIn } from '../../../src/ui/i18n/explanations.ts';
import { WHY } from '../../../src/ui/i18n/whys.ts';

const keys = Object.keys(WHYS) as WhyKey[];

describe('why templates', () => {
  it('cover every why in the traces of the fixtures and presets', () => {
    expect(SCENARIOS.length).toBeGreaterThan(100);
    const seen = new Set<WhyKey>();
    for (const file of SCENARIOS) {
      const trace = traceOf(file);
      for (const e of trace?.events ?? []) {
        if (e.why === undefined) continue;
        const said = parseWhy(e.why);
        expect(said, `${file} at ${e.t} ms: no template says "${e.why}"`).not.toBeNull();
        if (!said) continue;
        // The sentence is the template filled with the values read back from it.
        expect(why(said.key, said.values as never)).toBe(e.why);
        seen.add(said.key);
      }
    }
    expect(seen.size).toBeGreaterThan(keys.length / 2);
  });

  it('each template reads back as itself, not as another', () => {
    for (const key of keys) {
      const values = Object.fromEntries(namesIn(WHYS[key]).map((n, i) => [n, `v${i}`]));
      expect(parseWhy(why(key, values as never)), key).toEqual({ key, values });
    }
  });

  it('ja and ru have every template, with the same values', () => {
    for (const lang of ['ja', 'ru'] as const) {
      expect(Object.keys(WHY[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const names = (t: string) => [...new Set(namesIn(t))].sort();
        expect(names(WHY[lang][key]), `${lang} ${key}`).toEqual(names(WHYS[key]));
        expect(WHY[lang][key], `${lang} ${key} is still English`).not.toBe(WHYS[key]);
      }
    }
  });

  it('are typed: a template with values needs all of them, one without takes none', () => {
    const misuse = () => [
      // @ts-expect-error: the timeout is missing
      why('stopContainer'),
      // @ts-expect-error: not a value of this template
      why('stopContainer', { grace: 30 }),
      // @ts-expect-error: this template has no values
      why('podGC', { timeout: 1 }),
    ];
    expect(typeof misuse).toBe('function');
  });

  it('carry the values into the translation', () => {
    const stop = why('stopContainer', { timeout: 25 });
    expect(stop).toMatch(/^CRI StopContainer\(timeout=25s\): the runtime sends/);
    expect(whyIn('en', stop)).toBe(stop);
    expect(whyIn('ja', stop)).toMatch(/^CRI StopContainer\(timeout=25s\): ランタイムが/);
    expect(whyIn('ru', stop)).toMatch(/^CRI StopContainer\(timeout=25s\): среда выполнения/);
    const refused = why('budgetRefusedByDrain', {
      pdb: 'web',
      desired: 4,
      healthy: 3,
      pod: 'web-1',
      namespace: 'shop',
      message: 'Cannot evict pod.',
    });
    expect(whyIn('ru', refused)).toBe(
      'PodDisruptionBudget web требует здоровых Pod: 4, а сейчас их 3 (eviction.go checkAndDecrement). ' +
        'stderr kubectl drain: error when evicting pods/"web-1" -n "shop" (will retry after 5s): Cannot evict pod.',
    );
  });
});
