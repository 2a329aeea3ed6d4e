// The import rules of .dependency-cruiser.cjs (run by `npm run deps` in npm test) catch a
// wrong-way import and a cycle: a small tree shaped like src/ is cruised with the real config.
import { describe, expect, it } from 'vitest';
import { cruise } from './cruise.ts';

const downhill = {
  'src/trace/types.ts': 'export type T = 1;\n',
  'src/engine/clock.ts': "import type { T } from '../trace/types.ts';\nexport const c: T = 1;\n",
  'src/cluster/world.ts': "import { c } from '../engine/clock.ts';\nexport const w = c;\n",
  'src/ui/App.tsx': "import type { T } from '../trace/types.ts';\nexport const a: T = 1;\n",
};

describe('imports run one way', () => {
  it('accepts a tree whose imports all run downhill', () => {
    expect(cruise(downhill)).toMatchObject({ ok: true });
  });

  it('fails on the engine importing a cluster component', () => {
    const r = cruise({
      ...downhill,
      'src/engine/queue.ts': "import { w } from '../cluster/world.ts';\nexport const q = w;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.out).toContain('engine-imports-only-below');
    expect(r.out).toContain('src/engine/queue.ts');
  });

  it('fails on the store importing the UI', () => {
    const r = cruise({
      ...downhill,
      'src/store/app.ts': "import { a } from '../ui/App.tsx';\nexport const s = a;\n",
    });
    expect(r.out).toContain('store-imports-only-below');
  });

  it('fails on the page importing the simulation instead of reading the trace', () => {
    const r = cruise({
      ...downhill,
      'src/ui/Lane.tsx': "import { w } from '../cluster/world.ts';\nexport const l = w;\n",
    });
    expect(r.out).toContain('ui-reads-the-trace-not-the-cluster');
  });

  it.each(['scheduler/scheduler.ts', 'controllers/deployment/d.ts', 'hops/readinessGate.ts'])(
    'fails on the API server importing a component (%s)',
    (component) => {
      const r = cruise({
        ...downhill,
        [`src/cluster/${component}`]: 'export const x = 1;\n',
        'src/cluster/apiserver/cluster.ts': `import { x } from '../${component}';\nexport const y = x;\n`,
      });
      expect(r.out).toContain('apiserver-imports-no-component');
    },
  );

  it('fails on a test outside tests/unit/ui/ importing the page, and lets UI tests do it', () => {
    const ui = "import { a } from '../../../src/ui/App.tsx';\nexport const t = a;\n";
    expect(cruise({ ...downhill, 'tests/unit/ui/app.test.ts': ui })).toMatchObject({ ok: true });
    const r = cruise({ ...downhill, 'tests/unit/story/app.test.ts': ui });
    expect(r.ok).toBe(false);
    expect(r.out).toContain('only-ui-tests-import-the-ui');
    expect(r.out).toContain('tests/unit/story/app.test.ts');
  });

  it('fails on an import cycle, even of types only', () => {
    const r = cruise({
      ...downhill,
      'src/cluster/a.ts': "import type { B } from './b.ts';\nexport type A = B | 1;\n",
      'src/cluster/b.ts': "import type { A } from './a.ts';\nexport type B = A | 2;\n",
    });
    expect(r.out).toContain('no-circular');
  });
});
