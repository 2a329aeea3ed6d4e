// printers.go printPod as facts, version by version: what `kubectl get pods` shows in READY,
// STATUS and RESTARTS for a Pod whose status the API holds.
import { kube } from '../../../../src/versions/version.ts';
import { describe, expect, it } from 'vitest';
import {
  changedLine,
  printPod,
  type ContainerState,
  type ContainerStatusView,
  type PodStatusView,
} from '../../../../src/cluster/apiserver/printPod.ts';

const running: ContainerState = { kind: 'running' };
const waiting = (reason: string): ContainerState => ({ kind: 'waiting', reason });
const exited = (reason: string, exitCode: number, signal = 0): ContainerState => ({
  kind: 'terminated',
  reason,
  exitCode,
  signal,
});

const c = (
  name: string,
  state: ContainerState,
  more: Partial<ContainerStatusView> = {},
): ContainerStatusView => ({
  name,
  restartable: false,
  state,
  ready: state.kind === 'running',
  started: state.kind === 'running',
  restartCount: 0,
  lastFinishedAt: null,
  ...more,
});

const pod = (more: Partial<PodStatusView>): PodStatusView => ({
  phase: 'Running',
  reason: null,
  deleted: false,
  readyCondition: true,
  initialized: true,
  specContainers: 1,
  specInitContainers: 0,
  specSidecars: 0,
  initStatuses: [],
  statuses: [c('app', running)],
  ...more,
});

const line = (v: number, p: Partial<PodStatusView>) => {
  const r = printPod(kube(v), pod(p));
  return `${r.ready} ${r.status} ${r.restarts}`;
};

describe('printPod STATUS', () => {
  it('starts from the phase, with no container statuses yet', () => {
    expect(line(31, { phase: 'Pending', statuses: [], readyCondition: false })).toBe(
      '0/1 Pending 0',
    );
  });

  it('shows a waiting container’s reason: ContainerCreating, CrashLoopBackOff', () => {
    expect(line(31, { phase: 'Pending', statuses: [c('app', waiting('ContainerCreating'))] })).toBe(
      '0/1 ContainerCreating 0',
    );
    const crashing = c('app', waiting('CrashLoopBackOff'), { restartCount: 3 });
    expect(line(31, { statuses: [crashing], readyCondition: false })).toBe(
      '0/1 CrashLoopBackOff 3',
    );
  });

  it('lets a terminated container’s reason win over the pod’s reason (Error over DeadlineExceeded)', () => {
    expect(
      line(21, {
        phase: 'Failed',
        reason: 'DeadlineExceeded',
        statuses: [c('a', exited('Error', 137))],
      }),
    ).toBe('0/1 Error 0');
    expect(line(21, { phase: 'Failed', reason: 'Evicted', statuses: [] })).toBe('0/1 Evicted 0');
  });

  it('prints Signal:N or ExitCode:N for a terminated state without a reason', () => {
    expect(line(31, { statuses: [c('a', exited('', 137, 9))] })).toBe('0/1 Signal:9 0');
    expect(line(31, { statuses: [c('a', exited('', 3))] })).toBe('0/1 ExitCode:3 0');
  });

  it('takes the first container’s word: the statuses are read from the last to the first', () => {
    const statuses = [c('a', exited('OOMKilled', 137)), c('b', exited('Completed', 0))];
    expect(line(31, { specContainers: 2, statuses })).toBe('0/2 OOMKilled 0');
  });

  it('reads Running, or NotReady, when one container completed beside a running one', () => {
    const statuses = [c('a', exited('Completed', 0)), c('b', running)];
    expect(line(31, { specContainers: 2, statuses })).toBe('1/2 Running 0');
    expect(line(31, { specContainers: 2, statuses, readyCondition: false })).toBe('1/2 NotReady 0');
  });

  it('shows the init containers’ progress and failures', () => {
    const init = { specInitContainers: 2, phase: 'Pending' as const, initialized: false };
    const app = [c('app', waiting('PodInitializing'))];
    expect(
      line(31, {
        ...init,
        initStatuses: [c('i0', waiting('PodInitializing')), c('i1', waiting('PodInitializing'))],
        statuses: app,
      }),
    ).toBe('0/1 Init:0/2 0');
    expect(
      line(31, {
        ...init,
        initStatuses: [c('i0', exited('Completed', 0)), c('i1', running)],
        statuses: app,
      }),
    ).toBe('0/1 Init:1/2 0');
    expect(
      line(31, {
        ...init,
        initStatuses: [c('i0', exited('Error', 1), { restartCount: 2 }), c('i1', waiting(''))],
        statuses: app,
      }),
    ).toBe('0/1 Init:Error 2');
    expect(
      line(31, {
        ...init,
        initStatuses: [c('i0', waiting('CrashLoopBackOff'), { restartCount: 2 })],
        statuses: app,
      }),
    ).toBe('0/1 Init:CrashLoopBackOff 2');
    // Init done, the containers not yet created: their own waiting reason.
    expect(
      line(31, {
        ...init,
        initialized: true,
        initStatuses: [
          c('i0', exited('Completed', 0), { restartCount: 2 }),
          c('i1', exited('Completed', 0)),
        ],
        statuses: app,
      }),
    ).toBe('0/1 PodInitializing 0');
  });

  it('counts started native sidecars in READY and their restarts in RESTARTS (1.28+)', () => {
    const sidecar = c('proxy', running, { restartable: true, ready: true, restartCount: 1 });
    expect(line(29, { specSidecars: 1, specInitContainers: 1, initStatuses: [sidecar] })).toBe(
      '2/2 Running 1',
    );
    const notStarted = c('proxy', waiting('PodInitializing'), {
      restartable: true,
      started: false,
    });
    expect(
      line(29, {
        phase: 'Pending',
        specSidecars: 1,
        specInitContainers: 1,
        initialized: false,
        initStatuses: [notStarted],
        statuses: [c('app', waiting('PodInitializing'))],
      }),
    ).toBe('0/2 Init:0/1 0');
  });
});

describe('printPod and deletion', () => {
  const failed = {
    phase: 'Failed' as const,
    deleted: true,
    statuses: [c('a', exited('Error', 137))],
  };

  it('shows Terminating for a deleted Pod, whatever its phase, up to 1.30', () => {
    expect(line(30, { deleted: true })).toBe('1/1 Terminating 0');
    expect(line(27, failed)).toBe('0/1 Terminating 0');
    expect(line(30, failed)).toBe('0/1 Terminating 0');
  });

  it('shows a terminal Pod’s own status from 1.31 (#122038), Terminating while it runs', () => {
    expect(line(31, { deleted: true })).toBe('1/1 Terminating 0');
    expect(line(31, failed)).toBe('0/1 Error 0');
    expect(
      line(34, { ...failed, phase: 'Succeeded', statuses: [c('a', exited('Completed', 0))] }),
    ).toBe('0/1 Completed 0');
  });

  it('shows Unknown for a deleted Pod of a lost node (NodeLost)', () => {
    expect(line(31, { deleted: true, reason: 'NodeLost' })).toBe('1/1 Unknown 0');
  });
});

describe('printPod RESTARTS', () => {
  it('gives when the last restart’s run ended, for `3 (42s ago)`', () => {
    const a = c('a', running, { restartCount: 2, lastFinishedAt: 30_000 });
    const b = c('b', running, { restartCount: 1, lastFinishedAt: 50_000 });
    expect(printPod(kube(31), pod({ specContainers: 2, statuses: [a, b] }))).toMatchObject({
      restarts: 3,
      lastRestartMs: 50_000,
    });
    expect(printPod(kube(31), pod({})).lastRestartMs).toBeNull();
  });
});

describe('the lines without restarts', () => {
  it('are one object for every Pod that prints the same READY and STATUS', () => {
    const v = kube(34);
    const a = printPod(v, pod({}));
    expect(a).toEqual({ ready: '1/1', status: 'Running', restarts: 0, lastRestartMs: null });
    expect(printPod(v, pod({}))).toBe(a);
    expect(changedLine(v, pod({ deleted: true }), a)).toBe(printPod(v, pod({ deleted: true })));
    expect(printPod(v, pod({ deleted: true }))).not.toBe(a);
  });

  it('are made anew with restarts (each its own last restart)', () => {
    const v = kube(34);
    const restarted = (at: number) =>
      pod({ statuses: [c('app', running, { restartCount: 1, lastFinishedAt: at })] });
    const a = printPod(v, restarted(1000));
    const b = printPod(v, restarted(2000));
    expect(a).toEqual({ ready: '1/1', status: 'Running', restarts: 1, lastRestartMs: 1000 });
    expect(b.lastRestartMs).toBe(2000);
    expect(changedLine(v, restarted(2000), a)).toBeNull();
  });
});
