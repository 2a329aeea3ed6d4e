// The unit tests of the cluster mirror src/cluster/ folder by folder, so the test of a
// component is found where the component is: a test file directly in tests/unit/cluster/
// tests a file directly in src/cluster/ and is named for it (a test about how components are
// composed belongs in tests/unit/run/), and every folder there is the name of a folder of
// src/cluster/.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const testsCluster = join(root, 'tests/unit/cluster');
const srcCluster = join(root, 'src/cluster');

/** Every folder under `dir`, as paths relative to `dir`. */
function folders(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = under === '' ? entry.name : `${under}/${entry.name}`;
      return [path, ...folders(dir, path)];
    });
}

describe('tests/unit/cluster mirrors src/cluster', () => {
  it('holds directly only the tests of the files directly in src/cluster', () => {
    const shared = new Set(
      readdirSync(srcCluster, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name.replace(/\.ts$/, '.test.ts')),
    );
    const loose = readdirSync(testsCluster, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !shared.has(entry.name))
      .map((entry) => relative(root, join(testsCluster, entry.name)));
    expect(loose).toEqual([]);
  });

  it('names only folders that src/cluster has', () => {
    const source = new Set(folders(srcCluster));
    expect(folders(testsCluster).filter((folder) => !source.has(folder))).toEqual([]);
  });
});
