// manifest/'s folders import one way (src/manifest/CONTEXT.md): the rules of
// .dependency-cruiser.cjs (MANIFEST) fail an import up the list, and let the request path's
// readers take types, never code, from kinds/ and load/.
import { describe, expect, it } from 'vitest';
import { cruise } from './cruise.ts';

const downhill = {
  'src/manifest/read/fields.ts': 'export type Reader = { name: string };\n',
  'src/manifest/model/model.ts':
    "import type { Reader } from '../read/fields.ts';\nexport type M = Reader;\nexport const m = 1;\n",
  'src/manifest/process/process.ts':
    "import { m } from '../model/model.ts';\nexport const p = m;\n",
  'src/manifest/kinds/workloads.ts':
    "import { p } from '../process/process.ts';\nexport type Meta = { name: string };\nexport const w = p;\n",
  'src/manifest/load/loadScenario.ts':
    "import { w } from '../kinds/workloads.ts';\nexport const l = w;\n",
  'src/manifest/edit/setVersion.ts':
    "import { l } from '../load/loadScenario.ts';\nexport const e = l;\n",
};

describe("manifest/'s folders import one way", () => {
  it('accepts a tree whose imports all run down the list', () => {
    expect(cruise(downhill)).toMatchObject({ ok: true });
  });

  it('fails on the document readers importing the model', () => {
    const r = cruise({
      ...downhill,
      'src/manifest/read/lists.ts': "import { m } from '../model/model.ts';\nexport const x = m;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.out).toContain('manifest-read-imports-only-below');
    expect(r.out).toContain('src/manifest/read/lists.ts');
  });

  it('fails on a process reader importing a kind reader', () => {
    const r = cruise({
      ...downhill,
      'src/manifest/process/shell/shell.ts':
        "import { w } from '../../kinds/workloads.ts';\nexport const s = w;\n",
    });
    expect(r.out).toContain('manifest-process-imports-only-below');
  });

  it('lets the request path take a type from kinds/, and fails on its code', () => {
    const typeOnly = {
      ...downhill,
      'src/manifest/dataPlane/readIngress.ts':
        "import type { Meta } from '../kinds/workloads.ts';\nexport type I = Meta;\n",
    };
    expect(cruise(typeOnly)).toMatchObject({ ok: true });
    const r = cruise({
      ...downhill,
      'src/manifest/dataPlane/readIngress.ts':
        "import { w } from '../kinds/workloads.ts';\nexport const i = w;\n",
    });
    expect(r.out).toContain('manifest-dataPlane-imports-only-below-but-types');
  });

  it('fails on the request path importing even a type from edit/', () => {
    const r = cruise({
      ...downhill,
      'src/manifest/dataPlane/hopWords.ts':
        "import type { e } from '../edit/setVersion.ts';\nexport type H = typeof e;\n",
    });
    expect(r.ok).toBe(false);
    expect(r.out).toContain('manifest-dataPlane-imports-only-below:');
  });
});
