// The test driver itself: it reads the trace right, and a fact that fails says what
// happened instead.
import { describe, expect, it } from 'vitest';
import { sim, type DataMatch } from './driver.ts';
import { container, ignoresSigterm, podScenario, template } from './build.ts';

// A PID 1 shell ignores SIGTERM: deleted at 10 s, SIGKILL at 40.1 s (kill starts at 10.1 s).
const WEB = `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  kubernetesVersion: "1.31"
  duration: 60s
  actions:
    - {at: 10s, do: delete, target: pod/web}
---
apiVersion: v1
kind: Pod
metadata:
  name: web
spec:
  containers:
    - name: app
      image: busybox
      command: ["sh", "-c", "sleep 3600"]
`;

describe('sim(yaml)', () => {
  it('runs the document and states facts in a chain', () => {
    sim(WEB)
      .run()
      .expectEvent('SignalSent', 'Pod/web', { signal: 'SIGKILL' })
      .at('40.1s')
      .expectEvent('ContainerExited', 'Pod/web')
      .with({ exitCode: 137, reason: 'Error' })
      .between('40s', '41s')
      .expectNo('RequestFailed')
      .expectPod('web')
      .toBe('Failed')
      .expectPod('web')
      .toBeRemoved()
      .expectPod('web')
      .at('20s')
      .toBe('Running');
  });

  it('picks the version as the CLI --version does, and stops the clock at runUntil', () => {
    const r = sim(WEB).on('1.27').runUntil('20s');
    expect(r.trace.kubernetesVersion).toBe('1.27');
    expect(r.trace.durationMs).toBe(20_000);
    r.expectNo('SignalSent', { signal: 'SIGKILL' }).expectPod('web').toExist();
  });

  it('lists, counts and orders every match', () => {
    const r = sim(WEB).run();
    r.expectEvents('SignalSent', 'Pod/web')
      .count(2)
      .at('10.1s', '40.1s')
      .inOrder('signal', ['SIGTERM', 'SIGKILL']);
    expect(r.events('SignalSent', { signal: 'SIGTERM' })).toHaveLength(1);
    expect(r.timeOf('PodRemoved')).toBe(41_600);
    expect(r.expectEvent('SignalSent').nth(2).with({ signal: 'SIGKILL' }).t).toBe(40_100);
  });

  it('takes a ScenarioModel from build.ts and a minor as a number', () => {
    sim(podScenario(31, template([container('app', ignoresSigterm())]), []))
      .on(26)
      .runUntil('5s')
      .expectPod('p')
      .toBe('Running');
  });

  it('refuses a document that does not simulate, with the line', () => {
    expect(() => sim(WEB.replace('"1.31"', '"1.99"')).run()).toThrow(/does not simulate:\n {2}4:/);
  });
});

describe('failure messages say what happened instead', () => {
  const r = sim(WEB).run();

  it('a wrong time shows the match and the events nearest the time asked for', () => {
    expect(() => r.expectEvent('SignalSent', { signal: 'SIGKILL' }).at('32s')).toThrow(
      /SignalSent \{"signal":"SIGKILL"\} at 40\.1 s, expected at 32 s\n {2}it happened:\n.*40\.1 s {2}SignalSent {2}Pod\/web {2}container=app signal=SIGKILL gracePeriodSeconds=0\n {2}the events nearest 32 s:/,
    );
  });

  it('a missing event lists the events of that type there were', () => {
    expect(() => r.expectEvent('SignalSent', { signal: 'SIGQUIT' })).toThrow(
      /missing SignalSent \{"signal":"SIGQUIT"\} \(Kubernetes 1\.31, run to 60 s\)\n {2}the SignalSent events there were:\n.*signal=SIGTERM/,
    );
    expect(() => r.expectEvent('PreStopStarted', 'Pod/web')).toThrow(
      /no PreStopStarted at all; the events of Pod\/web:\n.*PodCreated/,
    );
  });

  it('an unwanted event says when it came', () => {
    expect(() => r.expectNo('SignalSent')).toThrow(
      /expected no SignalSent, got 2, from 10\.1 s to 40\.1 s/,
    );
  });

  it('wrong data names the field, what it was and what was expected', () => {
    expect(() => r.expectEvent('ContainerExited').with({ exitCode: 0 })).toThrow(
      /ContainerExited at 40\.1 s has exitCode=137 \(expected 0\)/,
    );
  });

  it('a count or a list of times shows every match', () => {
    expect(() => r.expectEvents('SignalSent').count(1)).toThrow(
      /expected 1 × SignalSent, got 2\n {2}it happened:/,
    );
    expect(() => r.expectEvents('SignalSent').at('10.1s')).toThrow(
      /SignalSent at \[10\.1 s, 40\.1 s\], expected at \[10\.1 s\]/,
    );
    expect(() => r.expectEvents('SignalSent').inOrder('signal', ['SIGKILL', 'SIGTERM'])).toThrow(
      /signals in order \["SIGTERM","SIGKILL"\], expected \["SIGKILL","SIGTERM"\]/,
    );
  });

  it('a Pod in another state tells its story', () => {
    expect(() => r.expectPod('web').toBe('Succeeded')).toThrow(
      /expected Pod\/web to be Succeeded at 60 s, but it is Failed, removed:\n.*PodCreated[^]*phase=Failed[^]*PodRemoved/,
    );
    expect(() => r.expectPod('api')).toThrow(/no Pod api in the trace; the Pods created: Pod\/web/);
  });

  it('an unreadable time or version is refused', () => {
    expect(() => r.expectEvent('PodRemoved').at('soon')).toThrow(/not a time: "soon"/);
    expect(() => sim(WEB).on('one-thirty')).toThrow(/not a Kubernetes version/);
  });
});

describe('the data an expectation names is typed by the trace (src/trace/events.ts)', () => {
  it('takes the fields of the event type, with their types, and a `*` prefix on strings', () => {
    const run = sim(WEB).run();
    run.expectEvent('ContainerExited', 'Pod/web', { exitCode: 137, reason: 'Error' });
    run.expectEvent('SignalSent', { signal: 'SIG*', container: 'app' });
    // The same facts written wrong: each line fails `tsc` (the file is type-checked in
    // `npm test`) before it could fail, or pass, a run. Never called: it is there for tsc.
    const wrong = () => {
      // @ts-expect-error — SignalSent has no field `signl`
      run.expectNo('SignalSent', { signl: 'SIGKILL' });
      // @ts-expect-error — exitCode is a number, not a string
      run.expectNo('ContainerExited', { exitCode: '137' });
      // @ts-expect-error — reason is one of Completed, Error, OOMKilled
      run.expectEvent('ContainerExited').with({ reason: 'Killed' });
      // @ts-expect-error — the pods' status lines have no `phase`; it is `status`
      run.expectEvents('PodStatus').inOrder('phase', ['Running']);
    };
    expect(wrong).toBeTypeOf('function');
    // Why it matters: at run time a misspelt field matches nothing, so an expectNo holds
    // whatever happened (here a SIGKILL was sent).
    const misspelt = { signl: 'SIGKILL' } as unknown as DataMatch<'SignalSent'>;
    expect(() => run.expectNo('SignalSent', misspelt)).not.toThrow();
    expect(() => run.expectNo('SignalSent', { signal: 'SIGKILL' })).toThrow(/expected no/);
  });
});
