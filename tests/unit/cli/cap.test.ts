// One event cap everywhere (issue 18): the CLI and the page's worker (simulateText with no
// options, as simulate.worker.ts calls it) give the same trace for a document that reaches
// the cap, and the CLI says on stderr that the trace is incomplete, with exit code 3.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_EVENTS } from '../../../src/run/runScenario.ts';
import { simulateText } from '../../../src/run/simulate.ts';

/** 100,000 requests a second at a Service whose only Pod has exited: "no endpoints". */
const FLOOD = `apiVersion: podterm.dev/v1
kind: Scenario
spec: {duration: 60s, nodes: 1, traffic: {service: web, requestsPerSecond: 100000}}
---
apiVersion: v1
kind: Pod
metadata:
  name: web
  labels: {app: web}
  annotations: {podterm.dev/process.c: "startup=1s run=3s"}
spec:
  restartPolicy: Never
  containers: [{name: c, image: nginx}]
---
apiVersion: v1
kind: Service
metadata: {name: web}
spec: {selector: {app: web}, ports: [{port: 80}]}
`;

function cli(file: string): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync('npx', ['tsx', 'src/cli/simulate.ts', '--format', 'json', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: 0, stdout, stderr: '' };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { status: err.status, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('the event cap', () => {
  it('cuts the same run at the same place in the CLI and the worker, and the CLI says so', () => {
    const worker = simulateText(FLOOD).trace!;
    expect(worker.cut?.events).toBe(MAX_EVENTS);
    expect(worker.events).toHaveLength(MAX_EVENTS);

    const file = join(mkdtempSync(join(tmpdir(), 'podterm-cap-')), 'flood.yaml');
    writeFileSync(file, FLOOD);
    const run = cli(file);
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/the trace is incomplete: The run stopped at .* s/);
    // It names the limit it reached and its value (issue 31 item 11: it gave the count).
    expect(run.stderr).toMatch(new RegExp(`it reached the limit of ${MAX_EVENTS} events\\.`));
    const printed = JSON.parse(run.stdout) as typeof worker;
    expect(printed.cut).toEqual(worker.cut);
    expect(printed.events.length).toBe(worker.events.length);
    expect(JSON.stringify(printed.events.at(-1))).toBe(JSON.stringify(worker.events.at(-1)));
  }, 120_000);
});

describe('the duration limit', () => {
  it('says so when --until asks past it', () => {
    const trace = simulateText(FLOOD.replace('duration: 60s', 'duration: 5s'), {
      untilMs: 999_999 * 3_600_000,
      maxEvents: 1000,
    }).trace!;
    expect(trace.notices).toContainEqual(
      expect.stringMatching(/^The run stops at 3600 s, the limit of a run: --until asked for /),
    );
  });
});
