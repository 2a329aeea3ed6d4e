// 2000/1000 and 5000/1000 with the same history behind every size: one process times the
// rollouts in turns (1000, 5000, 1000, 2000; `rounds` times, after one untimed run of each)
// and prints the medians and their ratios. A check of the bench's rows, which time each size
// in its own worker threads (bench/rolloutRounds.ts).
//   npx tsx tools/size-ratios.mts [rounds=8]
import { simulateText } from '../src/run/simulate.ts';
import { rolloutScenario } from '../bench/scenarios.ts';
import { median } from '../bench/simBenches.ts';

const rounds = Number(process.argv[2] ?? 8);
const sizes = [1000, 2000, 5000] as const;
const texts = new Map(sizes.map((n) => [n, rolloutScenario(n)]));
const walls = new Map<number, number[]>(sizes.map((n) => [n, []]));
for (const text of texts.values()) simulateText(text);
const timed = (n: number): void => {
  const t0 = performance.now();
  simulateText(texts.get(n)!);
  walls.get(n)!.push(performance.now() - t0);
};
for (let i = 0; i < rounds; i++) for (const n of [1000, 5000, 1000, 2000]) timed(n);
const med = (n: number): number => median(walls.get(n)!);
const r = (x: number): string => x.toFixed(2);
console.log(
  `medians 1000 ${Math.round(med(1000))} ms, 2000 ${Math.round(med(2000))}, 5000 ${Math.round(med(5000))}; ` +
    `2000/1000 ${r(med(2000) / med(1000))}, 5000/1000 ${r(med(5000) / med(1000))}`,
);
