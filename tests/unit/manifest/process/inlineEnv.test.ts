// Node's `-e` and Perl's `-e` code read on the Pod's environment (braceCode.ts), as Python's is
// (python.ts): exits, env values, branches, timers and sleeps; what it cannot read stays the
// batch step, said.
import { describe, expect, it } from 'vitest';
import { readBraceCode } from '../../../../src/manifest/process/braceCode/run.ts';
import { inferProcess, type ProcessRole } from '../../../../src/manifest/process/process.ts';
import {
  processFor,
  readsEnv,
  type ProcessSource,
} from '../../../../src/manifest/process/podProcess.ts';
import { inlineCode } from '../../../../src/manifest/process/programs.ts';
import { simulateText } from '../../../../src/run/simulate.ts';

const job: ProcessRole = { kind: 'job' };
const env = (o: Record<string, string>) => new Map(Object.entries(o));
const js = (code: string, vars: Record<string, string> = {}) =>
  readBraceCode(code, 'js', env(vars), 2000)!;
const pl = (code: string, vars: Record<string, string> = {}) =>
  readBraceCode(code, 'perl', env(vars), 2000)!;

describe('node -e', () => {
  it('process.exit(n) and process.exitCode', () => {
    expect(js('process.exit(3)')).toMatchObject({ runMs: 0, exitCode: 3 });
    expect(js('process.exit(-1)').exitCode).toBe(255);
    expect(js('process.exit()').exitCode).toBe(0);
    expect(js('process.exitCode = 4; console.log("x")').exitCode).toBe(4);
    expect(js('process.exitCode = 4\nprocess.exit()').exitCode).toBe(4);
    expect(js('console.log("hello")')).toMatchObject({ runMs: 0, exitCode: 0, notes: [] });
  });
  it('process.env.X and process.env["X"], with if/else', () => {
    const code = "if (process.env.MODE === 'fail') { process.exit(2) } else { process.exit(0) }";
    expect(js(code, { MODE: 'fail' }).exitCode).toBe(2);
    expect(js(code, { MODE: 'ok' }).exitCode).toBe(0);
    expect(js(code, { MODE: 'ok' }).used).toEqual(env({ MODE: 'ok' }));
    expect(js("if (process.env['MODE'] !== 'ok') process.exit(5)", { MODE: 'x' }).exitCode).toBe(5);
  });
  it('JavaScript coercion: == converts, === does not; Number, parseInt, %', () => {
    expect(js('process.exit(process.env.X == 3 ? 4 : 5)', { X: '3' }).exitCode).toBe(4);
    expect(js('process.exit(process.env.X === 3 ? 4 : 5)', { X: '3' }).exitCode).toBe(5);
    expect(js('process.exit(Number(process.env.X) === 3 ? 4 : 5)', { X: '3' }).exitCode).toBe(4);
    expect(js('process.exit(parseInt(process.env.N) % 2)', { N: '7abc' }).exitCode).toBe(1);
    expect(js('if (process.env.N > 10) process.exit(1)', { N: '9' }).exitCode).toBe(0);
    // Strings compare as strings: '9' > '10'.
    expect(js("if (process.env.N > '10') process.exit(1)", { N: '9' }).exitCode).toBe(1);
  });
  it('an uncaught throw exits 1', () => {
    expect(js("throw new Error('boom')")).toMatchObject({ runMs: 0, exitCode: 1 });
    expect(js("if (!process.env.A) throw new Error('A?')", { A: '' }).exitCode).toBe(1);
  });
  it('setTimeout runs its callback after its delay, in time order', () => {
    expect(js('setTimeout(() => process.exit(7), 1500)')).toMatchObject({
      runMs: 1500,
      exitCode: 7,
    });
    expect(js("setTimeout(() => console.log('done'), 3000)")).toMatchObject({
      runMs: 3000,
      exitCode: 0,
    });
    const two = 'setTimeout(() => process.exit(2), 5000); setTimeout(() => process.exit(1), 1000)';
    expect(js(two)).toMatchObject({ runMs: 1000, exitCode: 1 });
  });
  it('what it cannot decide stays the batch step and says why', () => {
    const r = js("const fs = require('fs'); fs.writeFileSync('/tmp/x', 'y')");
    expect(r).toMatchObject({ runMs: 2000, exitCode: 0 });
    expect(r.notes.join(' ')).toContain('code podterm does not read');
    const u = js("if (process.env.MODE === 'fail') process.exit(2)");
    expect(u.exitCode).toBe(0);
    expect(u.notes.join(' ')).toContain('does not know MODE');
    expect(u.notes.join(' ')).toContain('not to take its branch that ends in `exit 2`');
    expect(js('process.exit(1.5)').notes.join(' ')).toContain('cannot tell the status');
    expect(readBraceCode('const r = /a/.test(x)', 'js', env({}), 2000)).toBeNull();
    expect(js('1 + 1')).toMatchObject({ runMs: 0, notes: [] }); // node -p '1 + 1'
    expect(js('for (let i = 0; i < 3; i++) { console.log(i) }\nprocess.exit(2)')).toMatchObject({
      runMs: 2000,
      exitCode: 2,
    });
  });
});

describe('perl -e', () => {
  it('exit N, exit(N), die', () => {
    expect(pl('exit 3')).toMatchObject({ runMs: 0, exitCode: 3 });
    expect(pl('exit(4);')).toMatchObject({ exitCode: 4 });
    expect(pl('exit 256').exitCode).toBe(0);
    expect(pl('print "hi\\n"; exit;').exitCode).toBe(0);
    // perlfunc die: $! or ($? >> 8) or 255; both are 0 before any system call fails.
    expect(pl('die "bad\\n"')).toMatchObject({ runMs: 0, exitCode: 255, notes: [] });
    // After code it does not read, $! may be set: 255 is said to be taken.
    const after = pl('system("false"); die "bad"');
    expect(after.exitCode).toBe(255);
    expect(after.notes.join(' ')).toContain('taken as 255');
  });
  it('$ENV{X}, if/elsif/else, eq and ==', () => {
    const code =
      'my $i = $ENV{JOB_COMPLETION_INDEX}; if ($i == 1) { exit 4 } elsif ($i eq "2") { exit 5 } else { print "x\\n" }';
    expect(pl(code, { JOB_COMPLETION_INDEX: '1' }).exitCode).toBe(4);
    expect(pl(code, { JOB_COMPLETION_INDEX: '2' }).exitCode).toBe(5);
    expect(pl(code, { JOB_COMPLETION_INDEX: '0' }).exitCode).toBe(0);
    expect(pl("exit 1 if $ENV{'X'} ne 'a'", { X: 'a' }).exitCode).toBe(0);
    expect(pl('exit 1 if $ENV{X} != 3', { X: '3abc' }).exitCode).toBe(0); // numifies to 3
    expect(pl('exit 2 if $ENV{X} < 10', { X: '9' }).exitCode).toBe(2);
    expect(pl('exit($ENV{N} % 3)', { N: '-4' }).exitCode).toBe(2); // the right operand's sign
  });
  it('statement modifiers, unless, or die', () => {
    expect(pl('exit 1 if $ENV{X} eq "a"; sleep 3;', { X: 'a' })).toMatchObject({
      runMs: 0,
      exitCode: 1,
    });
    expect(pl('exit 1 if $ENV{X} eq "a"; sleep 3;', { X: 'b' })).toMatchObject({
      runMs: 3000,
      exitCode: 0,
    });
    expect(pl('die "no OK" unless $ENV{OK};', { OK: '0' }).exitCode).toBe(255);
    expect(pl('unless ($ENV{OK}) { exit 6 }', { OK: '1' }).exitCode).toBe(0);
    expect(pl('$ENV{OK} or die "no"', { OK: '' }).exitCode).toBe(255);
  });
  it('sleep N in whole seconds; sleep without argument sleeps forever', () => {
    expect(pl('sleep 2; sleep(1.7); exit 0').runMs).toBe(3000);
    expect(pl('sleep').runMs).toBeNull();
  });
  it('what it cannot decide stays the batch step and says why', () => {
    const u = pl('exit 1 if $ENV{X} eq "a"; sleep 3;');
    expect(u).toMatchObject({ runMs: 3000, exitCode: 0 });
    expect(u.notes.join(' ')).toContain('does not know X');
    const r = pl('open(my $f, "<", "/etc/x") or die "no: $!"; sleep 1');
    expect(r.runMs).toBe(3000);
    expect(r.notes.join(' ')).toContain('code podterm does not read');
    expect(readBraceCode('$x =~ s/a/b/;', 'perl', env({}), 2000)).toBeNull();
    // print's arguments are read for what they call: bpi() is not known.
    const pi = pl('print bpi(1000)');
    expect(pi).toMatchObject({ runMs: 2000, exitCode: 0 });
    expect(pi.notes.join(' ')).toContain('`bpi(1000)`');
    expect(pl('print STDERR "x", 1 + 2; exit 0')).toMatchObject({ runMs: 0, notes: [] });
  });
});

describe('php -r', () => {
  const php = (code: string, vars: Record<string, string> = {}) =>
    readBraceCode(code, 'php', env(vars), 2000)!;
  it('exit and die: an int is the status, a string is printed and the status is 0', () => {
    expect(php('exit(3);')).toMatchObject({ runMs: 0, exitCode: 3 });
    expect(php('exit;').exitCode).toBe(0);
    expect(php('die("bad");').exitCode).toBe(0);
    expect(php('die(2);').exitCode).toBe(2);
    expect(php("throw new Exception('x');").exitCode).toBe(255);
  });
  it('getenv, if/elseif/else and PHP 8 comparison', () => {
    const code =
      "if (getenv('X') == 1) { exit(4); } elseif (getenv('X') === '2') { exit(5); } else { echo 'x'; }";
    expect(php(code, { X: '1.0' }).exitCode).toBe(4); // numeric strings compare as numbers
    expect(php(code, { X: '2' }).exitCode).toBe(5);
    expect(php(code, { X: 'z' }).exitCode).toBe(0);
    expect(php("exit('abc' == 0 ? 1 : 2);").exitCode).toBe(2); // PHP 8: false
    expect(php('exit(-7 % 3 + 10);').exitCode).toBe(9); // the left operand's sign
    expect(php("getenv('OK') or die(3);", { OK: '' }).exitCode).toBe(3);
  });
  it('sleep, and what it cannot read stays the batch step', () => {
    const code =
      "$i = intval(getenv('JOB_COMPLETION_INDEX')); if ($i % 2 == 1) { exit(1); } sleep(3);";
    expect(php(code, { JOB_COMPLETION_INDEX: '2' })).toMatchObject({ runMs: 3000, exitCode: 0 });
    expect(php(code, { JOB_COMPLETION_INDEX: '3' })).toMatchObject({ runMs: 0, exitCode: 1 });
    const r = php("file_put_contents('/tmp/x', 'y');");
    expect(r.runMs).toBe(2000);
    expect(r.notes.join(' ')).toContain('code podterm does not read');
    expect(inlineCode(['php', '-r', 'exit(1);'])?.brace).toBe('php');
  });
});

describe('the command line', () => {
  it('perl -e lines join; -n and -p loops are not read', () => {
    expect(inlineCode(['perl', '-e', 'sleep 1;', '-e', 'exit 3'])).toMatchObject({
      brace: 'perl',
      code: 'sleep 1;\nexit 3',
    });
    expect(inlineCode(['perl', '-wle', 'exit 1'])?.brace).toBe('perl');
    expect(inlineCode(['perl', '-ne', 'print'])?.brace).toBeNull();
    expect(inlineCode(['node', '--eval', 'process.exit(1)'])?.brace).toBe('js');
    expect(inlineCode(['ruby', '-e', 'exit 1'])?.brace).toBeNull();
    expect(inlineCode(['ruby', '-e', 'exit 1'])?.ruby).toBe(true);
  });
  it('inferProcess reads node -e and perl -e with the Pod environment', () => {
    const n = inferProcess(['node', '-e', 'if (process.env.X === "1") process.exit(9)'], [], {
      role: job,
      env: env({ X: '1' }),
    });
    expect(n).toMatchObject({ runMs: 0, exitCode: 9 });
    expect(n.assumption).toContain('read with X=1');
    const p = inferProcess(['perl', '-wle', 'sleep 2; exit 1 if $ENV{X}'], [], {
      role: job,
      env: env({ X: '' }),
    });
    expect(p).toMatchObject({ runMs: 2000, exitCode: 0 });
    // A server stays a server.
    const s = inferProcess(['node', '-e', 'require("http").createServer().listen(8080)'], [], {
      role: job,
    });
    expect(s.runMs).toBeNull();
  });
  it('process.env makes the process depend on each Pod', () => {
    expect(readsEnv(['node', '-e', 'process.exit(+process.env.N)'], [])).toBe(true);
    // The Job controller's downward-API entry (addCompletionIndexEnvVariables).
    const key = 'batch.kubernetes.io/job-completion-index';
    const source: ProcessSource = {
      command: ['node', '-e', 'process.exit(Number(process.env.JOB_COMPLETION_INDEX) % 2)'],
      args: [],
      env: [{ name: 'JOB_COMPLETION_INDEX', fieldPath: `metadata.annotations['${key}']` }],
      stopSignal: null,
      role: job,
      image: 'node:22',
    };
    const at = (i: string) =>
      processFor(source, {
        name: null,
        namespace: 'default',
        labels: {},
        annotations: { [key]: i },
        complete: true,
      });
    expect(at('1').exitCode).toBe(1);
    expect(at('2').exitCode).toBe(0);
  });
});

describe('an Indexed Job whose node -e fails odd indexes', () => {
  it('each Pod runs its own index: 1 and 3 exit 1, 0 and 2 run their timer and exit 0', () => {
    const r = simulateText(
      `apiVersion: podterm.dev/v1
kind: Scenario
metadata: {name: s}
spec: {duration: 30s}
---
apiVersion: batch/v1
kind: Job
metadata: {name: idx}
spec:
  completions: 4
  parallelism: 4
  completionMode: Indexed
  backoffLimit: 0
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: main
          image: node:22-alpine
          command: ["node", "-e", "if (process.env.JOB_COMPLETION_INDEX % 2 == 1) process.exit(1); setTimeout(() => {}, 2000)"]
`,
      { maxEvents: 5000 },
    );
    if (!r.trace) throw new Error(JSON.stringify(r.diagnostics));
    const exits = r.trace.events.filter((e) => e.type === 'ContainerExited');
    const code = (i: number) =>
      exits.find((e) => e.object.startsWith(`Pod/idx-${i}-`))?.data.exitCode;
    expect([0, 1, 2, 3].map(code)).toEqual([0, 1, 0, 1]);
    const own = r.trace.assumptions.find((a) => a.object.startsWith('Pod/idx-3-'));
    expect(own?.text).toContain('read with JOB_COMPLETION_INDEX=3');
  });
});
