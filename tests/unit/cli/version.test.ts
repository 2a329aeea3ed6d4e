// `--version` on the CLI: a minor or a patch from 1.21 to 1.37, anything else refused with the
// supported range; the trace says which version ran.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const POD = `apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers: [{name: app, image: nginx}]
`;

const file = join(mkdtempSync(join(tmpdir(), 'podterm-version-')), 'pod.yaml');
writeFileSync(file, POD);

function cli(...args: string[]) {
  const r = spawnSync('npx', ['tsx', 'src/cli/simulate.ts', '--format', 'json', ...args, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('--version', () => {
  it.each(['1.37', '1.35.3', '1.21'])('runs %s and says so in the trace', (v) => {
    const run = cli('--version', v, '--until', '5s');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).kubernetesVersion).toBe(v);
  });
  it.each(['1.38', '1.20', '2.1', 'latest'])('refuses %s with the supported range', (v) => {
    const run = cli('--version', v);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`supported versions are "1.21" … "1.37"`);
  });
  it('a document without a version runs the newest', () => {
    const run = cli('--until', '5s');
    expect(JSON.parse(run.stdout).kubernetesVersion).toBe('1.37');
  });
});
