// The request path's warnings (manifest/warnings/foreseeHops.ts) in Japanese and Russian:
// each says the numbers its English says.
import { beforeAll, describe, expect, it } from 'vitest';
import { foresee } from '../../../src/manifest/warnings/foresee.ts';
import type { Foresight, ForesightRule } from '../../../src/manifest/warnings/foresight.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';
import { loadWarningWords, warningText } from '../../../src/ui/i18n/warnings.ts';
import { hopDoc, type HopDoc } from '../helpers/hopScenario.ts';

const one = (o: HopDoc, rule: ForesightRule): Foresight | undefined => {
  const { model, diagnostics } = loadScenario(hopDoc(o));
  if (!model) throw new Error(JSON.stringify(diagnostics));
  return foresee(model).find((f) => f.rule === rule);
};

// As the page does before it speaks a language (loadLanguage.ts).
beforeAll(() => Promise.all([loadWarningWords('ja'), loadWarningWords('ru')]));

describe('the request path’s warnings in Japanese and Russian', () => {
  it('every new rule says its numbers', () => {
    const f = one({ dataPlane: 'ingress: ingress-nginx', preStop: 3 }, 'preStopShorterThanHop')!;
    expect(warningText('ja', f)).toContain('最悪 4.5 秒');
    expect(warningText('ru', f)).toContain('до 4.5 с в худшем случае');
  });
});
