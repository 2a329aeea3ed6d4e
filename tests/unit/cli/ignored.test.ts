// The CLI says on every run which documents it ignores (issue 14): `file:line:column:
// info: …` lines on stderr, as for errors; stdout stays the trace alone (contract §2).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateText } from '../../../src/run/simulate.ts';

// metrics-server's ServiceAccount and aggregated ClusterRole (kubernetes-sigs/metrics-server
// components.yaml), in front of a Pod podterm does simulate.
const TEXT = `apiVersion: v1
kind: ServiceAccount
metadata:
  name: metrics-server
  namespace: kube-system
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: system:aggregated-metrics-reader
rules:
- apiGroups: [metrics.k8s.io]
  resources: [pods, nodes]
  verbs: [get, list, watch]
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers: [{name: app, image: nginx}]
`;

describe('npm run simulate', () => {
  it('lists the ignored documents as info on stderr, and prints the trace unchanged', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'podterm-ignored-')), 'metrics.yaml');
    writeFileSync(file, TEXT);
    const run = spawnSync('npx', ['tsx', 'src/cli/simulate.ts', '--format', 'json', file], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const lines = run.stderr
      .split('\n')
      .filter((l) => l.startsWith(file) && !l.includes('No Scenario document'));
    expect(lines).toEqual([
      `${file}:2:7: info: Kind ServiceAccount is not simulated; ignored`,
      `${file}:8:7: info: Kind ClusterRole is not simulated; ignored`,
    ]);
    expect(run.stdout).toBe(`${JSON.stringify(simulateText(TEXT).trace)}\n`);
  }, 60_000);
});
