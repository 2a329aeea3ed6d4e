// `podterm check` (issue 30): every warning has a stable id from one table, a page in
// docs/checks.md, the object it is about, and `podterm.dev/ignore` silences it per object.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../../src/check/check.ts';
import { CHECK_RULES, ruleById, ruleOf } from '../../../src/check/rules.ts';
import type { ForesightRule } from '../../../src/manifest/warnings/foresight.ts';
import { kube } from '../../../src/versions/version.ts';

const ROOT = join(import.meta.dirname, '../../..');
const fixture = (name: string): string =>
  readFileSync(join(ROOT, 'tests/fixtures/check', name), 'utf8');

/** Every foresight rule: the compiler fails here when one is added without being listed. */
const FORESIGHTS: Record<ForesightRule, true> = {
  preStopLongerThanGrace: true,
  noPreStopBehindService: true,
  backoffLimitDefault: true,
  pdbBlocksEvictions: true,
  shellIgnoresSigterm: true,
  memoryOverLimit: true,
  twoDeadlines: true,
  replaceLongJob: true,
  startingDeadlineShort: true,
  preStopShorterThanHop: true,
  terminatingHopNoPreStop: true,
  deregistrationDelayOverGrace: true,
  drainLongerThanGrace: true,
  istioClassicDrainShort: true,
  linkerdClassicRefusesEarly: true,
};

describe('the check ids', () => {
  it('are pinned: an id once given keeps its rule (never from an order at run time)', () => {
    expect(Object.fromEntries(CHECK_RULES.map((r) => [r.id, r.rule]))).toEqual({
      PT000: 'other',
      PT101: 'preStopLongerThanGrace',
      PT102: 'noPreStopBehindService',
      PT103: 'shellIgnoresSigterm',
      PT104: 'drainLongerThanGrace',
      PT105: 'memoryOverLimit',
      PT106: 'backoffLimitDefault',
      PT107: 'twoDeadlines',
      PT108: 'replaceLongJob',
      PT109: 'startingDeadlineShort',
      PT110: 'pdbBlocksEvictions',
      PT111: 'preStopShorterThanHop',
      PT112: 'terminatingHopNoPreStop',
      PT113: 'deregistrationDelayOverGrace',
      PT114: 'istioClassicDrainShort',
      PT115: 'linkerdClassicRefusesEarly',
      PT120: 'rolloutFailedRequests',
      PT201: 'unknownField',
      PT202: 'invalidValue',
      PT203: 'apiVersionNotServed',
      PT204: 'fieldGateOff',
      PT205: 'fieldNotInVersion',
      PT206: 'stopSignalDropped',
      PT207: 'preStopSleepDropped',
      PT208: 'sidecarGateOff',
      PT209: 'priorityClassMissing',
      PT210: 'admissionForbidden',
      PT211: 'nodeNameUnknown',
      PT212: 'pdbSelectsNothing',
      PT213: 'yamlWarning',
      PT301: 'annotationNoContainer',
      PT302: 'creationAfterStart',
      PT303: 'actionTargetMissing',
      PT304: 'durationCapped',
      PT305: 'viaUnresolved',
    });
  });

  it('give every foresight rule a row of its own', () => {
    for (const rule of Object.keys(FORESIGHTS)) expect(ruleOf(rule).rule).toBe(rule);
    expect(ruleOf('noSuchRule').id).toBe('PT000');
    expect(ruleById('pt103')?.rule).toBe('shellIgnoresSigterm');
  });

  it('each have a section in docs/checks.md with the parts a reader needs', () => {
    const doc = readFileSync(join(ROOT, 'docs/checks.md'), 'utf8');
    const sections = doc.split(/^## /m).slice(1);
    expect(sections.map((s) => s.split('\n')[0])).toEqual(CHECK_RULES.map((r) => r.id));
    for (const s of sections.filter((x) => !x.startsWith('PT000'))) {
      for (const part of [
        '- What goes wrong:',
        '- Versions:',
        '- Kubernetes source:',
        '- Fix:',
        '- Also flagged by:',
      ])
        expect(s, s.split('\n')[0]).toContain(part);
    }
  });
});

describe('check', () => {
  it('names each finding’s object and fix, and reads a kubectl List with live status', () => {
    const r = check(fixture('kubectl-get.yaml'));
    expect(r.errors).toEqual([]);
    expect(r.findings).toEqual([
      expect.objectContaining({
        id: 'PT101',
        rule: 'preStopLongerThanGrace',
        severity: 'warning',
        line: 35,
        object: 'Deployment/api',
        template: null,
        fix: ruleById('PT101')!.fix,
      }),
    ]);
  });

  it('points at the helm template and silences what podterm.dev/ignore names', () => {
    const r = check(fixture('helm-template.yaml'));
    expect(r.findings.map((f) => [f.id, f.object, f.template])).toEqual([
      ['PT102', 'Deployment/shop-web', 'shop/templates/deployment.yaml'],
    ]);
    expect(r.silenced.map((f) => [f.id, f.object, f.template])).toEqual([
      ['PT103', 'Deployment/shop-worker', 'shop/templates/worker.yaml'],
    ]);
  });

  it('takes the ignore annotation on the Pod template too, in any case and with spaces', () => {
    const text = `apiVersion: v1
kind: Pod
metadata:
  name: loop
  annotations:
    podterm.dev/ignore: "pt103 PT999"
spec:
  containers:
    - name: main
      image: busybox
      command: [sh, -c, "while true; do sleep 1; done"]
`;
    const r = check(text);
    expect(r.findings).toEqual([]);
    expect(r.silenced.map((f) => f.id)).toEqual(['PT103']);
    const open = check(text.replace('pt103 PT999', 'PT110'));
    expect(open.findings.map((f) => [f.id, f.object])).toEqual([['PT103', 'Pod/loop']]);
  });

  it('gives the warnings of reading the manifests their own ids, none PT000', () => {
    const text = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 1
  selector: {matchLabels: {app: web}}
  template:
    metadata:
      labels: {app: web}
      annotations:
        podterm.dev/process.nosuch: "run=forever"
    spec:
      priorityClassName: missing-class
      containers:
        - name: app
          image: nginx
          imagePullPolicy: Sometimes
          livenessProbe2: {}
          lifecycle:
            preStop:
              sleep: {seconds: 3}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: nobody
spec:
  maxUnavailable: 1
  selector: {matchLabels: {app: nobody}}
`;
    const r = check(text, { version: kube(29) });
    const ids = r.findings.map((f) => f.id);
    expect(ids).not.toContain('PT000');
    expect(ids).toEqual(
      expect.arrayContaining(['PT201', 'PT202', 'PT207', 'PT209', 'PT212', 'PT301']),
    );
    expect(r.kubernetesVersion).toBe('1.29');
    expect(r.findings.find((f) => f.id === 'PT212')?.object).toBe('PodDisruptionBudget/nobody');
  });

  it('answers errors and no findings for a document it cannot read', () => {
    const r = check(fixture('unreadable.yaml'));
    expect(r.kubernetesVersion).toBeNull();
    expect(r.findings).toEqual([]);
    expect(r.errors[0]?.message).toMatch(/^YAML: /);
  });
});

describe('check --rollout', () => {
  const rollout = { atMs: 10_000, requestsPerSecond: 20 };

  it('reports the requests a rolling update fails, with the moment, the Pod and the cause', () => {
    const r = check(fixture('helm-template.yaml'), { rollout });
    const f = r.findings.find((x) => x.id === 'PT120');
    expect(f).toMatchObject({ object: 'Deployment/shop-web', line: 24, severity: 'warning' });
    expect(f?.message).toMatch(
      /through Service shop-web: \d+ requests failed, the first at \d+(\.\d+)? s \(Pod shop-web-[a-z0-9]+-[a-z0-9]{5}\); causes: connection refused ×\d+/,
    );
    // Without --rollout nothing is simulated.
    expect(check(fixture('helm-template.yaml')).findings.map((x) => x.id)).not.toContain('PT120');
  });

  it('reports nothing for a workload whose preStop covers the propagation', () => {
    const text = fixture('helm-template.yaml').replace(
      '          imagePullPolicy: IfNotPresent\n',
      '          imagePullPolicy: IfNotPresent\n          lifecycle:\n            preStop:\n              sleep: {seconds: 5}\n',
    );
    const r = check(text, { rollout });
    expect(r.findings.map((x) => x.id)).toEqual([]);
  });

  it('leaves a document with a Scenario of its own as it is, and says so', () => {
    const text = `${fixture('helm-template.yaml')}---\napiVersion: podterm.dev/v1\nkind: Scenario\nmetadata: {name: mine}\nspec: {}\n`;
    const r = check(text, { rollout });
    expect(r.findings.map((x) => x.id)).not.toContain('PT120');
    expect(r.rolloutSkipped).toMatch(/Scenario document/);
  });
});
