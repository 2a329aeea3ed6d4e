// The API server's LimitRanger and ResourceQuota admission for a Pod create (manifest/
// admission.ts): the LimitRange defaults (SetDefaults_LimitRangeItem, then
// mergePodResourceRequirements), PodValidateLimitFunc's messages, CheckRequest's
// "exceeded quota" and "failed quota" messages, and Quantity's canonical text.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { admitPod } from '../../../../src/manifest/admission/admission.ts';
import { quotaUsed } from '../../../../src/manifest/admission/resourceQuota.ts';
import {
  formatQuantity,
  milliValue,
  parseQuantity,
} from '../../../../src/manifest/read/resourceQuantity.ts';
import type { ScenarioModel } from '../../../../src/manifest/model/model.ts';
import { kube } from '../../../../src/versions/version.ts';

const head = (version = '1.35') =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nspec: {kubernetesVersion: "${version}", duration: 30s}\n---\n`;

const limitRange = (limits: string) =>
  `apiVersion: v1\nkind: LimitRange\nmetadata: {name: lr}\nspec:\n  limits:\n${limits}---\n`;

const quota = (hard: string) =>
  `apiVersion: v1\nkind: ResourceQuota\nmetadata: {name: q}\nspec:\n  hard: {${hard}}\n---\n`;

const pod = (name: string, resources = '', more = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata: {name: ${name}}\nspec:\n  containers:\n  - name: ${name}-ctr\n    image: nginx\n${resources ? `    resources: ${resources}\n` : ''}${more}---\n`;

function load(text: string): ScenarioModel {
  const { model, diagnostics } = loadScenario(text);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (!model || errors.length) throw new Error(errors.map((d) => d.message).join('\n'));
  return model;
}

/** The admission of the model's first Pod, against the model's objects and no other Pod. */
function admit(text: string, counted: string[] = []) {
  const m = load(text);
  const p = m.pods.find((x) => !counted.includes(x.name))!;
  const others = m.pods.filter((x) => counted.includes(x.name)).map((x) => x.template);
  return admitPod(
    p.name,
    p.template,
    m.limitRanges ?? [],
    m.resourceQuotas ?? [],
    others,
    m.version,
  );
}

const forbidden = (text: string, counted: string[] = []) => admit(text, counted).forbidden;

describe('Quantity', () => {
  it('prints the canonical text the API server gives (Quantity.String)', () => {
    const f = (s: string | number) => formatQuantity(parseQuantity(s)!);
    expect(f('1.5Gi')).toBe('1536Mi');
    expect(f('1Gi')).toBe('1Gi');
    expect(f('1.5')).toBe('1500m');
    expect(f('800m')).toBe('800m');
    expect(f('2000')).toBe('2k');
    expect(f('0.1')).toBe('100m');
    expect(f(1)).toBe('1');
    expect(f('0')).toBe('0');
    expect(f('512')).toBe('512');
    expect(f('1e3')).toBe('1e3');
  });

  it('reads CPU at milli precision, rounding a finer value up (MilliValue)', () => {
    expect(milliValue(parseQuantity('1.5')!)).toBe(1500n);
    expect(milliValue(parseQuantity('100u')!)).toBe(1n);
    expect(parseQuantity('one')).toBeNull();
  });

  it('caps at 2^63−1 units (maxAllowed) without computing a huge exponent', () => {
    expect(formatQuantity(parseQuantity('10Ei')!)).toBe('9223372036854775807');
    expect(formatQuantity(parseQuantity('1e99999999')!)).toBe('9223372036854775807');
    expect(formatQuantity(parseQuantity('1e-99999999')!)).toBe('1e-9');
  });
});

describe('LimitRanger', () => {
  const memRange = limitRange('  - {type: Container, max: {memory: 1Gi}, min: {memory: 500Mi}}\n');
  const cpuRange = limitRange('  - {type: Container, max: {cpu: 800m}, min: {cpu: 200m}}\n');

  it('refuses a limit above max, in the canonical text of the limit (memory-constraints-pod-2)', () => {
    expect(
      forbidden(
        head() +
          memRange +
          pod('constraints-mem-demo-2', '{limits: {memory: 1.5Gi}, requests: {memory: 800Mi}}'),
      ),
    ).toBe(
      'pods "constraints-mem-demo-2" is forbidden: maximum memory usage per Container is 1Gi, but limit is 1536Mi',
    );
  });

  it('refuses a request below min (memory-constraints-pod-3, cpu-constraints-pod-3)', () => {
    expect(
      forbidden(
        head() + memRange + pod('m3', '{limits: {memory: 800Mi}, requests: {memory: 100Mi}}'),
      ),
    ).toBe(
      'pods "m3" is forbidden: minimum memory usage per Container is 500Mi, but request is 100Mi',
    );
    expect(
      forbidden(head() + cpuRange + pod('c3', '{limits: {cpu: 800m}, requests: {cpu: 100m}}')),
    ).toBe('pods "c3" is forbidden: minimum cpu usage per Container is 200m, but request is 100m');
  });

  it('compares CPU at milli precision: 1.5 is 1500m, above 800m (cpu-constraints-pod-2)', () => {
    expect(
      forbidden(head() + cpuRange + pod('c2', '{limits: {cpu: "1.5"}, requests: {cpu: 500m}}')),
    ).toBe('pods "c2" is forbidden: maximum cpu usage per Container is 800m, but limit is 1500m');
  });

  it('gives a container without resources the defaults: max as the limit, then as the request', () => {
    const a = admit(head() + memRange + pod('m4'));
    expect(a.forbidden).toBeNull();
    const c = a.template.containers[0]!;
    expect(c.resources).toEqual({ requests: { memory: '1Gi' }, limits: { memory: '1Gi' } });
    // The defaulted limit is the container's cgroup limit.
    expect(c.memoryLimit).toBe(1024 ** 3);
  });

  it('fills only what the container leaves unset (memory-defaults-pod-2, -3)', () => {
    const range = limitRange(
      '  - {type: Container, default: {memory: 512Mi}, defaultRequest: {memory: 256Mi}}\n',
    );
    // A limit without a request requests the limit (SetDefaults_Pod, before admission).
    expect(
      admit(head() + range + pod('d', '{limits: {memory: 1Gi}}')).template.containers[0]!.resources,
    ).toEqual({
      requests: { memory: '1Gi' },
      limits: { memory: '1Gi' },
    });
    expect(
      admit(head() + range + pod('d', '{requests: {memory: 128Mi}}')).template.containers[0]!
        .resources,
    ).toEqual({
      requests: { memory: '128Mi' },
      limits: { memory: '512Mi' },
    });
    expect(admit(head() + range + pod('d')).template.containers[0]!.resources).toEqual({
      requests: { memory: '256Mi' },
      limits: { memory: '512Mi' },
    });
  });

  it('says every violation, as utilerrors.NewAggregate joins them', () => {
    const range = limitRange('  - {type: Container, max: {cpu: "1", memory: 1Gi}}\n');
    expect(forbidden(head() + range + pod('x', '{limits: {cpu: "2", memory: 2Gi}}'))).toBe(
      'pods "x" is forbidden: [maximum cpu usage per Container is 1, but limit is 2, maximum memory usage per Container is 1Gi, but limit is 2Gi]',
    );
  });

  it('checks maxLimitRequestRatio', () => {
    const range = limitRange('  - {type: Container, maxLimitRequestRatio: {memory: "2"}}\n');
    expect(
      forbidden(head() + range + pod('r', '{limits: {memory: 1Gi}, requests: {memory: 256Mi}}')),
    ).toBe(
      'pods "r" is forbidden: memory max limit to request ratio per Container is 2, but provided ratio is 4.000000',
    );
    expect(
      forbidden(head() + range + pod('r', '{limits: {memory: 1Gi}, requests: {memory: 512Mi}}')),
    ).toBeNull();
  });

  it('checks a Pod item against the sum of the containers', () => {
    const range = limitRange('  - {type: Pod, max: {memory: 1Gi}}\n');
    const two = `apiVersion: v1\nkind: Pod\nmetadata: {name: two}\nspec:\n  containers:\n  - {name: a, image: nginx, resources: {limits: {memory: 600Mi}}}\n  - {name: b, image: nginx, resources: {limits: {memory: 600Mi}}}\n---\n`;
    expect(forbidden(head() + range + two)).toBe(
      'pods "two" is forbidden: maximum memory usage per Pod is 1Gi, but limit is 1200Mi',
    );
  });

  it('refuses a LimitRange the API server refuses (ValidateLimitRange)', () => {
    const { diagnostics } = loadScenario(
      head() + limitRange('  - {type: Container, max: {memory: 500Mi}, min: {memory: 1Gi}}\n'),
    );
    expect(diagnostics.map((d) => d.message)).toContain(
      'spec.limits[0].min[memory]: Invalid value: "1Gi": min value 1Gi is greater than max value 500Mi',
    );
  });

  it('says the refusal on the Pod, and the run does not create it', () => {
    const { diagnostics } = loadScenario(
      head() + memRange + pod('big', '{limits: {memory: 2Gi}, requests: {memory: 600Mi}}'),
    );
    expect(diagnostics.find((d) => d.severity === 'warning')?.message).toBe(
      'Error from server (Forbidden): error when creating: pods "big" is forbidden: maximum memory usage per Container is 1Gi, but limit is 2Gi (podterm does not create this Pod)',
    );
  });
});

describe('ResourceQuota', () => {
  const memCpu = quota(
    'requests.cpu: "1", requests.memory: 1Gi, limits.cpu: "2", limits.memory: 2Gi',
  );
  const first = pod(
    'quota-mem-cpu-demo',
    '{limits: {memory: 800Mi, cpu: 800m}, requests: {memory: 600Mi, cpu: 400m}}',
  );
  const second = pod(
    'quota-mem-cpu-demo-2',
    '{limits: {memory: 1Gi, cpu: 800m}, requests: {memory: 700Mi, cpu: 400m}}',
  );

  it('refuses what would pass spec.hard, naming only what exceeds (quota-mem-cpu-pod-2)', () => {
    expect(forbidden(head() + memCpu + first + second, ['quota-mem-cpu-demo'])).toBe(
      'pods "quota-mem-cpu-demo-2" is forbidden: exceeded quota: q, requested: requests.memory=700Mi, used: requests.memory=600Mi, limited: requests.memory=1Gi',
    );
    expect(forbidden(head() + memCpu + first)).toBeNull();
  });

  it('sums status.used over the Pods it counts, in the first one’s format', () => {
    const m = load(head() + memCpu + first + second);
    const used = quotaUsed(
      m.resourceQuotas![0]!,
      m.pods.map((p) => p.template),
    );
    expect(Object.fromEntries([...used].map(([k, q]) => [k, formatQuantity(q)]))).toEqual({
      'requests.cpu': '800m',
      'requests.memory': '1300Mi',
      'limits.cpu': '1600m',
      'limits.memory': '1824Mi',
    });
  });

  it('counts Pods against pods: N', () => {
    const text = head() + quota('pods: "2"') + pod('a') + pod('b') + pod('c');
    expect(forbidden(text, ['a', 'b'])).toBe(
      'pods "c" is forbidden: exceeded quota: q, requested: pods=1, used: pods=2, limited: pods=2',
    );
    expect(forbidden(text, ['a'])).toBeNull();
  });

  it('requires every container to set a quota’d cpu or memory (Constraints), by version', () => {
    const text = (v: string) =>
      head(v) + quota('limits.cpu: "2", limits.memory: 2Gi') + pod('bare');
    expect(forbidden(text('1.35'))).toBe(
      'pods "bare" is forbidden: failed quota: q: must specify limits.cpu for: bare-ctr; limits.memory for: bare-ctr',
    );
    expect(forbidden(text('1.23'))).toBe(
      'pods "bare" is forbidden: failed quota: q: must specify limits.cpu,limits.memory',
    );
  });

  it('takes the LimitRange defaults before the quota counts the Pod', () => {
    const range = limitRange('  - {type: Container, default: {memory: 512Mi}}\n');
    const a = admitPod(
      'p',
      load(head() + pod('p')).pods[0]!.template,
      load(head() + range).limitRanges!,
      load(head() + quota('limits.memory: 256Mi')).resourceQuotas!,
      [],
      kube(35),
    );
    expect(a.forbidden).toBe(
      'pods "p" is forbidden: exceeded quota: q, requested: limits.memory=512Mi, used: limits.memory=0, limited: limits.memory=256Mi',
    );
  });
});
