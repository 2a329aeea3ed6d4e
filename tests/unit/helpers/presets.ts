// A preset's run, as the page would simulate it (tests of what the page reads off a trace).
import { readFileSync } from 'node:fs';
import { simulateText } from '../../../src/run/simulate.ts';
import type { Trace } from '../../../src/trace/types.ts';

export function presetTrace(name: string): Trace {
  const trace = simulateText(readFileSync(`src/presets/${name}.yaml`, 'utf8')).trace;
  if (!trace) throw new Error(`${name} did not simulate`);
  return trace;
}
