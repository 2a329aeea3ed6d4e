// `npm run bench`: a table for people; `npm run bench -- --json`: one JSON object a line
// (names and fields: shared/spec/scenario-and-trace.md §4). `--only sim|page` narrows it.
import { pageBenches } from './pageBenches.ts';
import { rolloutBench, skipped, type Row } from './simBenches.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const only = args[args.indexOf('--only') + 1];

function print(row: Row): void {
  if (json) console.log(JSON.stringify(row));
  else
    console.log(
      Object.entries(row)
        .map(([k, v]) => (k === 'bench' ? String(v).padEnd(16) : `${k}=${v}`))
        .join('  '),
    );
}

if (only !== 'page') {
  for (const [n, runs] of [
    [500, 3],
    [1000, 3],
    [2000, 2],
  ] as const)
    print(rolloutBench(n, runs));
  print(skipped('cronjob-day', 'the CronJob controller is not built yet (issue 4)'));
  print(skipped('drain-100-nodes', 'drain and PodDisruptionBudgets are not built yet (issue 4)'));
}
if (only !== 'sim') for (const row of await pageBenches()) print(row);
process.exit(0);
