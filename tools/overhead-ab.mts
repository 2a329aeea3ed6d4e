// overheadRatio (wallMs / xstateReplayMs, bench/simBenches.ts) of two checkouts, measured so
// that a shared, loaded machine still tells them apart: each process runs the rollout twice
// to warm up, records it once for the replay, then alternates one timed run and one timed
// replay of that record, `rounds` times, and prints the minimum and median of each and the
// ratios (CPU time beside wall time); the two checkouts' processes alternate `times` times.
//   npx tsx tools/overhead-ab.mts /path/to/base /path/to/branch [n=1000] [rounds=9] [times=3]
// One process with a checkout alone: `npx tsx tools/overhead-ab.mts --one /path [n] [rounds]`.
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function one(root: string, n: number, rounds: number): Promise<void> {
  const { simulateText } = await import(`${root}/src/run/simulate.ts`);
  const { loadScenario } = await import(`${root}/src/manifest/load/loadScenario.ts`);
  const { runScenario } = await import(`${root}/src/run/runScenario.ts`);
  const { EventLog, replay } = await import(`${root}/bench/xstateReplay.ts`);
  const { rolloutScenario } = await import(`${root}/bench/scenarios.ts`);
  const text = rolloutScenario(n);
  const run = (): void => void simulateText(text);
  run();
  run();
  const log = new EventLog();
  runScenario(loadScenario(text).model!, { inspect: log.inspect });
  const t = {
    wall: [] as number[],
    wallCpu: [] as number[],
    rep: [] as number[],
    repCpu: [] as number[],
  };
  const timed = (fn: () => unknown, wall: number[], cpu: number[]): void => {
    const [w, c] = [performance.now(), cpuMs()];
    fn();
    wall.push(performance.now() - w);
    cpu.push(cpuMs() - c);
  };
  for (let i = 0; i < rounds; i++) {
    timed(run, t.wall, t.wallCpu);
    timed(() => replay(log), t.rep, t.repCpu);
  }
  const r = (x: number): number => Math.round(x * 100) / 100;
  const min = Math.min;
  console.log(
    JSON.stringify({
      root,
      minWallMs: Math.round(min(...t.wall)),
      minReplayMs: Math.round(min(...t.rep)),
      minRatio: r(min(...t.wall) / min(...t.rep)),
      minCpuRatio: r(min(...t.wallCpu) / min(...t.repCpu)),
      medianWallMs: Math.round(median(t.wall)),
      medianReplayMs: Math.round(median(t.rep)),
      medianRatio: r(median(t.wall) / median(t.rep)),
    }),
  );
}

if (args[0] === '--one') {
  await one(args[1]!, Number(args[2] ?? 1000), Number(args[3] ?? 9));
} else {
  const [a, b, n = '1000', rounds = '9', times = '3'] = args;
  for (let i = 0; i < Number(times); i++)
    for (const root of [a!, b!])
      process.stdout.write(
        execFileSync('npx', ['tsx', import.meta.filename, '--one', root, n, rounds], {
          cwd: root,
          encoding: 'utf8',
        }),
      );
}
