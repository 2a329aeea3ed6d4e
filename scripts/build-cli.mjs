// Builds the `podterm` command and the library entry to plain JavaScript in dist-cli/
// (npm run build:cli; `npm pack` runs it through "prepack"): esbuild bundles every runtime
// dependency (yaml, zod, xstate, croner…) so an installed tarball needs no other package and
// no TypeScript runtime; tsc writes the library's type declarations (dist-cli/types/, from
// src/api/types.ts: the trace's, the diagnostics' and the findings' types alone).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist-cli');
rmSync(out, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: { podterm: 'src/cli/podterm.ts', index: 'src/api/index.ts' },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  // The CommonJS packages bundled (yaml's node build) require node's own modules.
  banner: {
    js: "import { createRequire as podtermRequire } from 'node:module';\nconst require = podtermRequire(import.meta.url);",
  },
  logLevel: 'warning',
  // The production builds of the packages, as the page's vite build takes them.
  define: { 'process.env.NODE_ENV': '"production"' },
});

// The types: declarations of the library entry and what it names, as tsc emits them.
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.lib.json')],
  { stdio: 'inherit' },
);
// The entry's declarations: its types, and its values by the signatures index.ts keeps to.
writeFileSync(
  join(out, 'index.d.ts'),
  `export type * from './types/api/types.js';
import type { Check, CheckRule, Simulate } from './types/api/types.js';
export declare const simulate: Simulate;
export declare const check: Check;
export declare const CHECK_RULES: readonly CheckRule[];
`,
);
