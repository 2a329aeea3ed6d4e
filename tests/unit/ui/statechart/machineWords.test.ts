// The statechart's words in every language: each guard and each `after` delay of every
// machine has its Japanese and Russian (state and event names stay as the code spells
// them), the diagram and the line under it say them, and the panel's own words are all
// translated with their placeholders.
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../../../src/cluster/machines.ts';
import { walkMachine } from '../../../../src/statechart/graph.ts';
import { LANGS, format } from '../../../../src/ui/i18n/messages.ts';
import { diagramOf, type DiagramWords } from '../../../../src/statechart/diagram.ts';
import { transitionText } from '../../../../src/statechart/labels.ts';
import { MACHINE_WORDS, machineWord } from '../../../../src/ui/statechart/machineWords.ts';
import { STATECHART_WORDS } from '../../../../src/ui/statechart/statechartWords.ts';
import type { Lang } from '../../../../src/store/lang.ts';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const CYRILLIC = /[\u0400-\u04ff]/u;

/** Every guard and every named delay the machines have, with the machine that has it. */
function machineNames(): { machine: string; name: string }[] {
  return MACHINES.flatMap(({ machine }) =>
    walkMachine(machine).graph.transitions.flatMap((t) => [
      ...(t.guard ? [{ machine: machine.id, name: t.guard }] : []),
      ...(t.kind === 'after' && !/^\d+$/.test(t.event)
        ? [{ machine: machine.id, name: t.event }]
        : []),
    ]),
  );
}

const wordsIn = (lang: Lang): DiagramWords => ({
  after: (delay) => format(STATECHART_WORDS[lang].after, { delay: machineWord(lang, delay) }),
  always: STATECHART_WORDS[lang].always,
  anyState: STATECHART_WORDS[lang].anyState,
  guard: (name) => machineWord(lang, name),
});

describe('the statechart in every language', () => {
  it('has every guard and delay of every machine in Japanese and Russian', () => {
    const names = machineNames();
    expect(names.length).toBeGreaterThan(40);
    for (const { machine, name } of names) {
      const tr = MACHINE_WORDS[name];
      expect(tr, `${machine}: "${name}"`).toBeDefined();
      expect(tr!.ja, `${machine}: "${name}" in Japanese`).toMatch(JAPANESE);
      expect(tr!.ru, `${machine}: "${name}" in Russian`).toMatch(CYRILLIC);
    }
  });

  it('lists no word no machine has', () => {
    const used = new Set(machineNames().map((n) => n.name));
    const unused = Object.keys(MACHINE_WORDS).filter((k) => !used.has(k) && k !== 'inline guard');
    expect(unused).toEqual([]);
  });

  it('says the translations on the arrows, in the boxes and under the diagram', () => {
    for (const lang of LANGS)
      for (const { machine } of MACHINES) {
        const { graph } = walkMachine(machine);
        const words = wordsIn(lang);
        const d = diagramOf(graph, words);
        // Wrapped lines joined again, spaces aside (Japanese breaks between characters).
        const bare = (s: string) => s.replace(/\s/g, '');
        const drawn = bare(
          [...d.nodes.values(), ...d.edges.values()]
            .flatMap((n) => ('lines' in n ? n.lines.map((l) => l.text) : []))
            .join(''),
        );
        for (const t of graph.transitions) {
          if (t.guard)
            expect(drawn, `${machine.id} ${lang}`).toContain(bare(`[${words.guard(t.guard)}]`));
          if (t.kind === 'after') expect(drawn).toContain(bare(words.after(t.event)));
          const line = transitionText(t, words);
          if (t.guard) expect(line).toContain(`[${machineWord(lang, t.guard)}]`);
          if (t.kind === 'after') expect(line).toBe(words.after(t.event));
        }
      }
    expect(machineWord('ja', 'the pod was deleted')).toBe('Pod が削除された');
    expect(machineWord('ru', 'stop timeout')).toBe('тайм-аут остановки');
    expect(machineWord('en', 'stop timeout')).toBe('stop timeout');
    expect(machineWord('ja', '0')).toBe('0 ms');
  });

  it('translates every word of the panel, keeping its placeholders', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const lang of LANGS)
      for (const [key, en] of Object.entries(STATECHART_WORDS.en)) {
        const tr = STATECHART_WORDS[lang][key as keyof typeof STATECHART_WORDS.en];
        expect(tr, `${lang}.${key}`).toBeTruthy();
        expect(holes(tr), `${lang}.${key}`).toEqual(holes(en));
      }
  });
});
