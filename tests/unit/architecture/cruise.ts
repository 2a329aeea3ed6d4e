// Cruises a small tree of files (path → source), shaped like src/ and tests/, with the
// project's real .dependency-cruiser.cjs: what `npm run deps` would say of it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'node_modules/.bin/depcruise');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

export function cruise(files: Record<string, string>): { ok: boolean; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'podterm-layers-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }),
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    // As `npm run deps`: src/ and, when the tree has one, tests/.
    const roots = [...new Set(Object.keys(files).map((p) => p.split('/')[0]!))].sort();
    const out = execFileSync(BIN, [...roots, '--config', CONFIG, '--output-type', 'err'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out };
  } catch (e) {
    return { ok: false, out: String((e as { stdout?: string }).stdout) };
  }
}
