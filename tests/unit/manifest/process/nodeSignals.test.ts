// Node's `process.on('SIGTERM', …)` (braceCode/signals.ts): a listener removes Node's default
// action, so what the handler does decides (Node's "Signal events"; checked with Node 20 as
// PID 1 of a pid namespace: exit(3) → 3 at once; server.close() → 0 once the loop is empty;
// close(cb) → cb's status; a timer's exit after its delay; a handler that only logs → runs on).
import { describe, expect, it } from 'vitest';
import {
  nodeStopHandler,
  CLOSE_DRAIN_MS,
} from '../../../../src/manifest/process/braceCode/signals.ts';
import { inferProcess } from '../../../../src/manifest/process/process.ts';
import { simulateText } from '../../../../src/run/simulate.ts';

const stop = (code: string, sig = 'TERM', vars: Record<string, string> = {}) =>
  nodeStopHandler(code, sig, new Map(Object.entries(vars)));
const server = "const s = require('http').createServer((q, r) => r.end('x')).listen(8080)\n";

describe('nodeStopHandler', () => {
  it('none without a listener for the signal', () => {
    expect(stop('setInterval(() => {}, 1000)')).toBeNull();
    expect(stop("process.on('SIGINT', () => process.exit(1))")).toBeNull();
  });
  it('process.exit in the handler, at once or in a timer', () => {
    expect(stop("process.on('SIGTERM', () => process.exit(3))")).toMatchObject({
      kind: 'exit',
      code: 3,
      afterMs: 0,
    });
    expect(
      stop("process.once('SIGTERM', function () { setTimeout(() => process.exit(5), 2000) })"),
    ).toMatchObject({ kind: 'exit', code: 5, afterMs: 2000 });
    expect(stop("process.on('SIGQUIT', () => process.exit(2))", 'QUIT')).toMatchObject({ code: 2 });
  });
  it('server.close(cb): cb runs after the open connections end (the server drain)', () => {
    const h = stop(`${server}process.on('SIGTERM', () => { s.close(() => process.exit(4)) })`);
    expect(h).toMatchObject({ kind: 'exit', code: 4, afterMs: CLOSE_DRAIN_MS });
    expect(h!.notes.join(' ')).toContain("as a server's drain");
  });
  it('server.close() alone: Node exits with process.exitCode once nothing is left', () => {
    const h = stop(`${server}process.on('SIGTERM', () => { process.exitCode = 2; s.close() })`);
    expect(h).toMatchObject({ kind: 'exit', code: 2, afterMs: CLOSE_DRAIN_MS });
    expect(h!.notes.join(' ')).toContain('nothing is left for the event loop');
    // An interval still holds the loop: Node goes on.
    const busy = stop(
      `${server}setInterval(() => {}, 1000)\nprocess.on('SIGTERM', () => { s.close() })`,
    );
    expect(busy?.kind).toBe('carriesOn');
  });
  it('a handler that neither exits nor closes: the program carries on', () => {
    expect(stop("process.on('SIGTERM', () => { console.log('bye') })")?.kind).toBe('carriesOn');
  });
  it('a handler named by a function or a const of the code', () => {
    const fn =
      "function shutdown(sig) { console.log(sig); process.exit(0) }\nprocess.on('SIGTERM', shutdown)";
    expect(stop(fn)).toMatchObject({ kind: 'exit', code: 0 });
    const c = "const bye = async () => { process.exit(6) }\nprocess.on('SIGTERM', bye)";
    expect(stop(c)).toMatchObject({ kind: 'exit', code: 6 });
    expect(stop("process.on('SIGTERM', handlers.stop)")?.kind).toBe('carriesOn');
  });
});

describe('node -e with a SIGTERM handler as the container’s process', () => {
  it('the handler decides, even as PID 1', () => {
    const p = inferProcess(
      ['node', '-e', `${server}process.on('SIGTERM', () => s.close(() => process.exit(0)))`],
      [],
    );
    expect(p).toMatchObject({ runMs: null, onStopSignal: { kind: 'exit', afterMs: 1000 } });
    expect(p.stopSignalExitCode).toBe(0);
    const logs = inferProcess(
      ['node', '-e', "setInterval(() => {}, 1000); process.on('SIGTERM', () => console.log('x'))"],
      [],
    );
    expect(logs.onStopSignal).toEqual({ kind: 'ignore' });
    expect(logs.assumption).toContain('the handler does not end it');
    // Without a listener, Node as PID 1 ignores SIGTERM (no default action for PID 1).
    const none = inferProcess(['node', '-e', 'setInterval(() => {}, 1000)'], []);
    expect(none.onStopSignal).toEqual({ kind: 'ignore' });
    expect(none.assumption).toContain('without a TERM handler');
  });
  it('a batch step with a handler: its run is read as before, the handler decides the stop', () => {
    const p = inferProcess(
      ['node', '-e', "process.on('SIGTERM', () => process.exit(7)); setTimeout(() => {}, 30000)"],
      [],
      { role: { kind: 'job' } },
    );
    expect(p).toMatchObject({ runMs: 30000, exitCode: 0, stopSignalExitCode: 7 });
  });
  it('in a run: deleted at 10 s, the server drains 1 s and exits 0, no SIGKILL', () => {
    const doc = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: node-term}
spec:
  duration: 60s
  actions: [{at: 10s, do: delete, target: pod/web}]
---
apiVersion: v1
kind: Pod
metadata: {name: web}
spec:
  containers:
  - name: app
    image: node:22
    command: [node, -e, "const s = require('http').createServer((q, r) => r.end('x')).listen(8080); process.on('SIGTERM', () => s.close(() => process.exit(0)))"]
`;
    const trace = simulateText(doc).trace!;
    const exited = trace.events.find((e) => e.type === 'ContainerExited');
    expect(exited?.data).toMatchObject({ container: 'app', exitCode: 0 });
    expect(exited!.t).toBeGreaterThanOrEqual(11000);
    expect(exited!.t).toBeLessThan(12000);
    expect(trace.events.some((e) => e.type === 'SignalSent' && e.data.signal === 'SIGKILL')).toBe(
      false,
    );
  });
});
