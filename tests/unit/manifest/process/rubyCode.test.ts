// Ruby's `-e` code (ruby/): its run, its exit status, and what it does on its stop signal, as
// Ruby does it (checked with ruby 3.1.2 as PID 1 of a pid namespace: no trap → exit 1 at once,
// a trap whose block returns → it carries on, trap "IGNORE" → ignored, "EXIT" → 0).
import { describe, expect, it } from 'vitest';
import { readRuby } from '../../../../src/manifest/process/ruby/run.ts';
import { inferProcess } from '../../../../src/manifest/process/process.ts';
import { simulateText } from '../../../../src/run/simulate.ts';

const env = (o: Record<string, string>) => new Map(Object.entries(o));
const rb = (code: string, vars: Record<string, string> = {}, sig = 'TERM') =>
  readRuby(code, env(vars), 2000, sig)!;

describe('ruby -e: its run', () => {
  it('exit n, exit!, abort, raise, and a ZeroDivisionError', () => {
    expect(rb('sleep 5; exit 3')).toMatchObject({ runMs: 5000, exitCode: 3 });
    expect(rb('exit')).toMatchObject({ runMs: 0, exitCode: 0 });
    expect(rb('exit false').exitCode).toBe(1);
    expect(rb('exit(true)').exitCode).toBe(0);
    expect(rb('exit 300').exitCode).toBe(44);
    expect(rb('exit!').exitCode).toBe(1);
    expect(rb('exit!(6)').exitCode).toBe(6);
    expect(rb("abort('stop')").exitCode).toBe(1);
    expect(rb("raise 'boom'").exitCode).toBe(1);
    expect(rb('x = 10 / 0').exitCode).toBe(1);
  });
  it('loops: N.times with a known bound, loop and while true for ever, sleep with no argument', () => {
    expect(rb('3.times { |i| puts i; sleep 0.5 }')).toMatchObject({ runMs: 1500, exitCode: 0 });
    expect(rb('2.times do\n  sleep 2\nend\nexit 4')).toMatchObject({ runMs: 4000, exitCode: 4 });
    expect(rb('loop { sleep 1 }').runMs).toBeNull();
    expect(rb('loop do\n  sleep 1\nend').runMs).toBeNull();
    expect(rb('while true\n  sleep 1\nend').runMs).toBeNull();
    expect(rb('sleep').runMs).toBeNull();
    expect(rb('loop do\n  sleep 1\n  exit 2\nend')).toMatchObject({ runMs: 1000, exitCode: 2 });
  });
  it("ENV['X'] and ENV.fetch, with if/unless and modifiers", () => {
    const code = "ENV['N'].to_i.times { sleep 1 }\nexit 1 if ENV['MODE'] == 'fail'";
    expect(rb(code, { N: '3', MODE: 'fail' })).toMatchObject({ runMs: 3000, exitCode: 1 });
    expect(rb(code, { N: '2', MODE: 'ok' })).toMatchObject({ runMs: 2000, exitCode: 0 });
    expect(rb(code, { N: '2', MODE: 'ok' }).used).toEqual(env({ N: '2', MODE: 'ok' }));
    expect(rb("abort unless ENV.fetch('OK') == 'yes'", { OK: 'no' }).exitCode).toBe(1);
    const branch =
      "if ENV['A'] == '1'\n  exit 5\nelsif ENV['A'] == '2'\n  exit 6\nelse\n  exit 7\nend";
    expect(rb(branch, { A: '2' }).exitCode).toBe(6);
    expect(rb(branch, { A: '9' }).exitCode).toBe(7);
  });
  it('what it does not know: a variable of no known value, and code it cannot read', () => {
    const r = rb("exit 1 if ENV['SECRET'] == 'x'");
    expect(r.exitCode).toBe(0);
    expect(r.notes.join(' ')).toContain('podterm does not know SECRET');
    const u = rb("require 'json'; JSON.parse('{}'); exit 2");
    expect(u).toMatchObject({ runMs: 2000, exitCode: 2 });
    expect(u.notes[0]).toContain('code podterm does not read');
  });
});

describe('ruby -e: its stop signal', () => {
  it('no trap: Ruby’s own handler for TERM, INT, HUP, QUIT; none for others', () => {
    expect(rb('sleep').stop).toEqual({ kind: 'rubyDefault' });
    expect(rb('sleep', {}, 'QUIT').stop).toEqual({ kind: 'rubyDefault' });
    expect(rb('sleep', {}, 'WINCH').stop).toEqual({ kind: 'none' });
  });
  it('trap with a block: exits with its status after its sleeps, or carries on', () => {
    expect(rb("trap('TERM') { exit 3 }; loop { sleep 1 }").stop).toMatchObject({
      kind: 'exit',
      code: 3,
      afterMs: 0,
    });
    expect(rb('Signal.trap("SIGTERM") do\n  sleep 2\n  exit\nend\nsleep').stop).toMatchObject({
      kind: 'exit',
      code: 0,
      afterMs: 2000,
    });
    expect(rb('trap(:TERM) { exit! 7 }; sleep').stop).toMatchObject({ kind: 'exit', code: 7 });
    expect(rb('trap(15) { exit 9 }; sleep').stop).toMatchObject({ kind: 'exit', code: 9 });
    expect(rb("trap('TERM') { puts 'bye' }; sleep").stop.kind).toBe('carriesOn');
    expect(rb("trap('INT') { exit 3 }; sleep").stop).toEqual({ kind: 'rubyDefault' });
  });
  it('trap with a command: IGNORE, EXIT, DEFAULT, SYSTEM_DEFAULT', () => {
    expect(rb("trap('TERM', 'IGNORE'); sleep").stop.kind).toBe('ignored');
    expect(rb("trap('TERM', ''); sleep").stop.kind).toBe('ignored');
    expect(rb("trap('TERM', 'EXIT'); sleep").stop).toMatchObject({ kind: 'exit', code: 0 });
    expect(rb("trap('TERM', 'DEFAULT'); sleep").stop).toEqual({ kind: 'rubyDefault' });
    expect(rb("trap('TERM', 'SYSTEM_DEFAULT'); sleep").stop).toEqual({ kind: 'none' });
  });
});

describe('ruby -e as the container’s process', () => {
  it('as PID 1 without a trap it exits 1 at SIGTERM; under tini the signal kills it (143)', () => {
    const p = inferProcess(['ruby', '-e', 'loop { sleep 1 }'], []);
    expect(p).toMatchObject({ runMs: null, onStopSignal: { kind: 'exit', afterMs: 0 } });
    expect(p.stopSignalExitCode).toBe(1);
    expect(p.assumption).toContain("Ruby's own handler raises SignalException");
    const t = inferProcess(['tini', '--', 'ruby', '-e', 'loop { sleep 1 }'], []);
    expect(t.stopSignalExitCode).toBe(143);
  });
  it('a trap that exits, one that returns, and IGNORE', () => {
    const e = inferProcess(['ruby', '-e', "trap('TERM') { sleep 3; exit 4 }; sleep"], []);
    expect(e).toMatchObject({
      onStopSignal: { kind: 'exit', afterMs: 3000 },
      stopSignalExitCode: 4,
    });
    const c = inferProcess(['ruby', '-e', "trap('TERM') { puts 'x' }; sleep"], []);
    expect(c.onStopSignal).toEqual({ kind: 'ignore' });
    expect(c.assumption).toContain('the handler does not end it');
    const i = inferProcess(['ruby', '-e', "trap('TERM', 'IGNORE'); sleep"], []);
    expect(i.onStopSignal).toEqual({ kind: 'ignore' });
  });
  it('in a run: deleted at 10 s, the trap exits 3 and no SIGKILL follows', () => {
    const doc = `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: ruby-trap}
spec:
  duration: 60s
  actions: [{at: 10s, do: delete, target: pod/rb}]
---
apiVersion: v1
kind: Pod
metadata: {name: rb}
spec:
  containers:
  - name: app
    image: ruby:3.3
    command: [ruby, -e, "trap('TERM') { exit 3 }; loop { sleep 1 }"]
`;
    const trace = simulateText(doc).trace!;
    const exited = trace.events.find((e) => e.type === 'ContainerExited');
    expect(exited?.data).toMatchObject({ container: 'app', exitCode: 3 });
    expect(exited!.t).toBeGreaterThanOrEqual(10000);
    expect(exited!.t).toBeLessThan(11000);
    expect(trace.events.some((e) => e.type === 'SignalSent' && e.data.signal === 'SIGKILL')).toBe(
      false,
    );
  });
});
