// Finalizers keep a deleted pod in the API; the phase it shows depends on the version
// (#115331).
import { describe, expect, it } from 'vitest';
import {
  action,
  container,
  exitsOnSigterm,
  find,
  ignoresSigterm,
  podScenario,
  run,
  template,
} from '../../helpers/build.ts';

const withFinalizer = (minor: number, process = ignoresSigterm()) => {
  const m = podScenario(minor, template([container('main', process)]), [
    action(10_000, 'delete', 'pod/p'),
  ]);
  m.pods[0]!.finalizers = ['example.com/my-finalizer'];
  return m;
};

describe('a finalizer holds a deleted pod', () => {
  it('1.26: SIGKILL at 40.1 s, the phase stays Running, the object stays', () => {
    const trace = run(withFinalizer(26));
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })?.t).toBe(40_100);
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })).toBeUndefined();
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('1.27: Failed after the kill, the object stays', () => {
    const trace = run(withFinalizer(27));
    expect(find(trace, 'PodPhaseChanged', { phase: 'Failed' })?.t).toBe(40_600);
    expect(find(trace, 'PodRemoved')).toBeUndefined();
  });

  it('1.27 with a TERM trap: exit 0, Succeeded', () => {
    const trace = run(withFinalizer(27, exitsOnSigterm(0)));
    expect(find(trace, 'ContainerExited')).toMatchObject({
      t: 10_100,
      data: { exitCode: 0, reason: 'Completed' },
    });
    expect(find(trace, 'SignalSent', { signal: 'SIGKILL' })).toBeUndefined();
    expect(find(trace, 'PodPhaseChanged', { phase: 'Succeeded' })?.t).toBe(10_600);
  });
});
