// Untrusted text: the loader answers with a model or located diagnostics, never throws,
// never hangs, and never lets a key like `__proto__` reach Object.prototype.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';

const dirs = ['../../../fixtures/scenarios', '../../../../src/presets'].map((d) =>
  join(import.meta.dirname, d),
);

describe('every shipped scenario', () => {
  for (const dir of dirs) {
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.yaml'))) {
      it(`${f} loads without errors, and warns only where its lesson says so`, () => {
        const text = readFileSync(join(dir, f), 'utf8');
        const r = loadScenario(text);
        // A lesson about a dropped field shows the API server's warning: `# warns: <start>`.
        const told = [...text.matchAll(/^# warns: (.+)$/gm)].map((m) => m[1]!);
        const warned = r.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message);
        expect(warned.filter((m) => !told.some((t) => m.startsWith(t)))).toEqual([]);
        expect(told.filter((t) => !warned.some((m) => m.startsWith(t)))).toEqual([]);
        expect(r.model).not.toBeNull();
      });
    }
  }
});

const timed = (text: string) => {
  const t0 = performance.now();
  const r = loadScenario(text);
  return { ...r, ms: performance.now() - t0 };
};

describe('hostile input', () => {
  it('__proto__ and constructor keys stay data', () => {
    const r = loadScenario(
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n  __proto__: {polluted: true}\n  labels: {__proto__: x, constructor: y}\nspec:\n  __proto__: {polluted: true}\n  containers: [{name: a, image: b, __proto__: {polluted: true}}]\n',
    );
    expect(r.model?.pods[0]?.template.labels).toMatchObject({ constructor: 'y' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a target named after an Object property does not crash the loader', () => {
    const r = loadScenario(
      'kind: Scenario\nspec:\n  actions:\n    - {at: 1s, do: delete, target: constructor/x}\n',
    );
    expect(r.diagnostics[0]).toMatchObject({
      line: 4,
      message: expect.stringMatching(/matches no object/),
    });
  });

  it('a duplicated key is an error at the duplicate', () => {
    const [e] = loadScenario('apiVersion: v1\nkind: Pod\nkind: Job\n').diagnostics;
    expect(e).toMatchObject({
      severity: 'error',
      line: 3,
      message: expect.stringMatching(/^YAML/),
    });
  });

  it('a YAML syntax error points at its line and column', () => {
    const [e] = loadScenario('kind: Pod\nmetadata:\n  name: a: b\n').diagnostics;
    expect(e).toMatchObject({ severity: 'error', line: 3 });
    expect(e!.column).toBeGreaterThan(1);
  });

  it('an alias bomb is refused quickly', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const [i, k] of [...'bcdefghij'].entries())
      lines.push(`${k}: &${k} [${Array(10).fill(`*${'abcdefghij'[i]}`).join(', ')}]`);
    const r = timed(lines.join('\n'));
    expect(r.model).toBeNull();
    expect(r.ms).toBeLessThan(2000);
  });

  it('huge numbers are errors, not Infinity', () => {
    const r = loadScenario(
      'kind: Scenario\nspec:\n  duration: 1e308\n  seed: 123456789012345678901234567890\n  nodes: 1e400\n',
    );
    expect(r.model).toBeNull();
    expect(r.diagnostics.map((d) => d.line)).toEqual([3, 4, 5]);
  });

  it('10,000 lines of garbage: bounded time and a bounded list of problems', () => {
    const r = timed(Array.from({ length: 10_000 }, (_, i) => `x${i}: [}{ "'`).join('\n'));
    expect(r.model).toBeNull();
    expect(r.diagnostics.length).toBeLessThanOrEqual(201);
    expect(r.ms).toBeLessThan(5000);
  });

  it('deep nesting does not overflow into an exception', () => {
    const r = timed('['.repeat(50_000));
    expect(r.model).toBeNull();
    expect(r.diagnostics[0]?.severity).toBe('error');
  });

  it('a shell script full of odd syntax is still read', () => {
    const script = 'for; do; done; ) ( {{ }} $(( `` if then fi elif ;; & | && || \\\n trap';
    const r = loadScenario(
      `apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec:\n  containers: [{name: a, image: b, command: [sh, -c, ${JSON.stringify(script)}]}]\n`,
    );
    expect(r.model?.pods[0]?.template.containers[0]?.process.assumption).toBeTruthy();
  });
});
