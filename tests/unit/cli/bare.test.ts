// Bare manifests in the CLI (issue 14): the same computed duration as the page, and the note
// saying so on stderr although the run succeeds; --until replaces both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';

const CRONJOB = `apiVersion: batch/v1
kind: CronJob
metadata:
  name: hello
spec:
  schedule: "* * * * *"
  jobTemplate:
    spec:
      template:
        metadata:
          annotations: {podterm.dev/process.hello: "startup=1s run=2s"}
        spec:
          restartPolicy: OnFailure
          containers: [{name: hello, image: busybox}]
`;

function cli(file: string, ...args: string[]) {
  const r = spawnSync('npx', ['tsx', 'src/cli/simulate.ts', '--format', 'json', ...args, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bare manifests in the CLI', () => {
  it('run for the duration the page uses, with the note on stderr', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'podterm-bare-')), 'cron.yaml');
    writeFileSync(file, CRONJOB);
    const run = cli(file);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /cron\.yaml:1:1: info: No Scenario document: podterm runs these manifests for 3m20s \(3 run\(s\) of CronJob "hello"/,
    );
    const trace = JSON.parse(run.stdout) as { durationMs: number };
    expect(trace.durationMs).toBe(simulateText(CRONJOB).trace!.durationMs);
    expect(trace.durationMs).toBe(200_000);

    const until = cli(file, '--until', '30s');
    expect(until.stderr).not.toMatch(/No Scenario document/);
    expect((JSON.parse(until.stdout) as { durationMs: number }).durationMs).toBe(30_000);
  }, 120_000);
});
