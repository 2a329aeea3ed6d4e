// Process inference: what podterm assumes a container's program does with its stop signal.
import { describe, expect, it } from 'vitest';
import { applyProcessAnnotation } from '../../../src/manifest/annotation.ts';
import { inferProcess } from '../../../src/manifest/process.ts';

const sh = (script: string, shell = 'sh') => inferProcess([shell, '-c', script], []);

describe('a shell as PID 1', () => {
  it('ignores SIGTERM without a trap and runs the sum of its sleeps', () => {
    const p = sh('echo hi && date && sleep 2; sleep 3');
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.runMs).toBe(5000);
    expect(p.exitCode).toBe(0);
    expect(p.assumption).toMatch(/PID 1 without a TERM handler/);
  });

  it('exits with the last `exit N`', () => {
    expect(sh('sleep 5; exit 3')).toMatchObject({ runMs: 5000, exitCode: 3 });
  });

  it('counts a for loop: items × the body’s sleeps', () => {
    expect(sh('for i in 1 2 3 4 5 6 7 8 9; do echo $i; sleep 10; done').runMs).toBe(90_000);
    expect(sh('for i in $(seq 1 5); do sleep 2; done').runMs).toBe(10_000);
    expect(sh('for i in {1..4}; do sleep 1; done', 'bash').runMs).toBe(4000);
  });

  it('runs forever with sleep infinity, while true, tail -f', () => {
    expect(sh('echo "Hello world" && sleep infinity', 'ash').runMs).toBeNull();
    expect(sh('while true; do echo x; sleep 5; done').runMs).toBeNull();
    expect(sh('tail -f /var/log/app.log').runMs).toBeNull();
  });

  it('reads command and args together, and /bin/sh or busybox sh', () => {
    const p = inferProcess(['/bin/ash'], ['-c', 'echo "Hello world" && sleep infinity']);
    expect(p).toMatchObject({ runMs: null, onStopSignal: { kind: 'ignore' } });
    expect(inferProcess(['busybox', 'sh', '-c', 'sleep 7'], []).runMs).toBe(7000);
  });
});

describe('traps', () => {
  it('`trap … TERM` exits on SIGTERM with the trap’s code (0 for a bare exit)', () => {
    const bare = sh("trap 'echo Terminated; exit' TERM; while true; do sleep 1; done", 'ash');
    expect(bare.onStopSignal).toEqual({ kind: 'exit', afterMs: 0 });
    expect(bare.stopSignalExitCode).toBe(0);
    expect(sh("trap 'exit 3' INT TERM; while :; do sleep 1; done").stopSignalExitCode).toBe(3);
    expect(sh('trap "exit 4" SIGTERM; while true; do sleep 1; done').stopSignalExitCode).toBe(4);
  });

  it('a handler that is a function of the script', () => {
    const p = sh('cleanup() { echo bye; exit 4; }\ntrap cleanup TERM\nwhile :; do sleep 1; done');
    expect(p).toMatchObject({ onStopSignal: { kind: 'exit', afterMs: 0 }, stopSignalExitCode: 4 });
  });

  it('a handler’s own sleep delays the exit', () => {
    const p = sh("trap 'sleep 3; exit 0' TERM; while true; do sleep 1; done");
    expect(p.onStopSignal).toEqual({ kind: 'exit', afterMs: 3000 });
  });

  it('waits for a foreground command: a trap behind `sleep infinity` never runs', () => {
    const p = sh("trap 'exit 0' TERM; sleep infinity");
    expect(p.onStopSignal).toEqual({ kind: 'ignore' });
    expect(p.assumption).toMatch(/only after `sleep infinity` finishes/);
  });

  it('interrupts `wait` at once', () => {
    expect(sh("trap 'exit 0' TERM; sleep infinity & wait").onStopSignal).toEqual({
      kind: 'exit',
      afterMs: 0,
    });
  });

  it("`trap '' TERM` ignores the signal", () => {
    expect(sh("trap '' TERM; sleep 100").onStopSignal).toEqual({ kind: 'ignore' });
  });
});

describe('other programs', () => {
  it('a bare sleep as PID 1 ignores SIGTERM', () => {
    expect(inferProcess(['/bin/sleep', '5'], [])).toMatchObject({
      runMs: 5000,
      onStopSignal: { kind: 'ignore' },
    });
  });

  it('no command, or an unknown one, is a server: ready after 1 s, exits 0 1 s after SIGTERM', () => {
    for (const p of [
      inferProcess([], []),
      inferProcess(['/app/server'], []),
      inferProcess(['python', 'app.py'], []),
    ]) {
      expect(p).toMatchObject({
        startupMs: 1000,
        runMs: null,
        onStopSignal: { kind: 'exit', afterMs: 1000 },
        stopSignalExitCode: 0,
        source: 'inferred',
      });
    }
  });

  it('a shell that execs its program hands it the signal', () => {
    expect(sh('echo start; exec /app/server').onStopSignal).toEqual({
      kind: 'exit',
      afterMs: 1000,
    });
    expect(sh('python app.py', 'bash').onStopSignal).toEqual({ kind: 'exit', afterMs: 1000 });
  });

  it('under tini the child is not PID 1: SIGTERM kills a sleep (exit 143)', () => {
    expect(inferProcess(['tini', '--', 'sleep', '100'], [])).toMatchObject({
      onStopSignal: { kind: 'exit', afterMs: 0 },
      stopSignalExitCode: 143,
    });
  });
});

describe('the process annotation', () => {
  it('overrides every key', () => {
    const p = applyProcessAnnotation(
      inferProcess([], []),
      'startup=2s run=forever sigterm=exit:3s exitCode=0 stopSignal=SIGQUIT sigtermExitCode=5',
    );
    expect(p).toMatchObject({
      source: 'annotation',
      startupMs: 2000,
      runMs: null,
      onStopSignal: { kind: 'exit', afterMs: 3000 },
      stopSignal: 'SIGQUIT',
      stopSignalExitCode: 5,
    });
  });

  it('names the bad key', () => {
    expect(applyProcessAnnotation(inferProcess([], []), 'startup=soon')).toMatchObject({
      part: 'startup=soon',
      message: expect.stringMatching(/^startup: must be a duration/),
    });
    expect(applyProcessAnnotation(inferProcess([], []), 'colour=red')).toMatchObject({
      message: expect.stringMatching(/unknown key "colour"/),
    });
  });
});
