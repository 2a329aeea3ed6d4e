/**
 * Lists the functions in src/ longer than a limit (60 lines of code by default): since issue 28
 * there is none (tests/unit/architecture/longFunctions.test.ts). The rule is in scripts/longFunctions.ts.
 *   npx tsx tools/long-functions.mts [--limit 60] [--count]
 */
import { longFunctions, sourceFiles } from '../scripts/longFunctions.ts';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 60;
const found = longFunctions(sourceFiles('src'), limit);
if (args.includes('--count')) console.log(found.length);
else
  for (const f of found)
    console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
