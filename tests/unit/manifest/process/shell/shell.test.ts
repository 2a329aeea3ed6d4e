// The script reader: how `sh -c` scripts are parsed (shell.ts) and what they do over time
// (script.ts), form by form. Conditions podterm cannot evaluate take the happy path.
import { describe, expect, it } from 'vitest';
import { analyseScript } from '../../../../../src/manifest/process/shell/script.ts';
import { parseScript } from '../../../../../src/manifest/process/shell/shell.ts';

const run = (script: string, batch = false) => analyseScript(script, { batch });
const ends = (script: string, batch = false) => {
  const r = run(script, batch);
  return { runMs: r.runMs, exitCode: r.exitCode };
};

describe('parsing', () => {
  it('reads `a && b` and `a || b` as one list, a newline allowed after the operator', () => {
    expect(parseScript('mkdir -p /x &&\n  cp a /x || exit 1')).toEqual([
      {
        t: 'andOr',
        first: { t: 'cmd', argv: ['mkdir', '-p', '/x'], background: false },
        rest: [
          { op: '&&', node: { t: 'cmd', argv: ['cp', 'a', '/x'], background: false } },
          { op: '||', node: { t: 'cmd', argv: ['exit', '1'], background: false } },
        ],
      },
    ]);
  });

  it('reads `[[ … ]]` as one test, its parentheses, `&&` and `||` its own', () => {
    expect(parseScript('[[ `hostname` =~ -([0-9]+)$ ]] || exit 1')).toEqual([
      {
        t: 'andOr',
        first: { t: 'cmd', argv: ['[[', '`hostname` =~ -([0-9]+)$', ']]'], background: false },
        rest: [{ op: '||', node: { t: 'cmd', argv: ['exit', '1'], background: false } }],
      },
    ]);
    const [test] = parseScript('[[ -f a && "x$(<a)" != "x" ]]; echo');
    expect(test).toMatchObject({ t: 'cmd', argv: ['[[', '-f a && "x$(<a)" != "x"', ']]'] });
  });

  it('reads a bash array as one assignment', () => {
    expect(parseScript('items=(foo bar baz)\necho ${items[0]}')).toEqual([
      { t: 'cmd', argv: ['items=(foo bar baz)'], background: false },
      { t: 'cmd', argv: ['echo', '${items[0]}'], background: false },
    ]);
  });

  it('reads a long list or a deep nesting without running out of stack', () => {
    for (const script of [
      'x && '.repeat(6000) + 'x',
      'x || '.repeat(6000) + 'exit 1',
      'if x; then '.repeat(3000) + 'exit 1' + '; fi'.repeat(3000),
      '{ '.repeat(6000),
      '( '.repeat(6000),
      'f() { '.repeat(4000),
      'while x; do '.repeat(4000),
    ])
      expect(() => analyseScript(script, { batch: true })).not.toThrow();
  });

  it('tells `until` from `while`', () => {
    expect(parseScript('until nslookup db; do sleep 2; done')[0]).toMatchObject({
      t: 'loop',
      until: true,
      forever: false,
      condition: 'nslookup db',
    });
  });
});

describe('conditions take the happy path: the one on which the script goes on', () => {
  it.each([
    ['[[ `hostname` =~ -([0-9]+)$ ]] || exit 1; sleep 2'],
    ['[ -d /data ] && exit 3; sleep 2'],
    ['test -f /config || exit 1\nsleep 2'],
    ['mysql -h db -e "SELECT 1" || exit 1; sleep 2'],
    ['die() { echo "$1"; exit 1; }\n[ -n "$X" ] || die "X is missing"\nsleep 2'],
  ])('%s: goes on, 2 s, exit 0', (script) => {
    const r = run(script);
    expect({ runMs: r.runMs, exitCode: r.exitCode }).toEqual({ runMs: 2000, exitCode: 0 });
    expect(r.notes.join('; ')).toMatch(/taken to let the script go on/);
  });

  it('an `a && b || c` list: the happy path runs what a success runs', () => {
    expect(ends('[ -f /x ] && sleep 2 || exit 1')).toEqual({ runMs: 2000, exitCode: 0 });
    expect(ends('false && sleep 2 || sleep 3')).toEqual({ runMs: 3000, exitCode: 0 });
    expect(run('check || exit 1 && sleep 4').runMs).toBe(4000);
  });

  it('what podterm can evaluate is evaluated: `true &&`, `false ||`, echo and sleep succeed', () => {
    expect(ends('true && exit 3')).toEqual({ runMs: 0, exitCode: 3 });
    expect(ends('false || exit 2')).toEqual({ runMs: 0, exitCode: 2 });
    expect(ends('false && exit 2; echo ok')).toEqual({ runMs: 0, exitCode: 0 });
    expect(ends('echo "Hello world!" && sleep 5 && exit 42')).toEqual({
      runMs: 5000,
      exitCode: 42,
    });
    expect(run('true && exit 3').notes).toEqual([]);
  });

  it('a command behind `&&` runs, behind `||` does not (the left side succeeds)', () => {
    expect(ends('mkdir -p /x && sleep 3')).toEqual({ runMs: 3000, exitCode: 0 });
    expect(ends('mkdir -p /x || sleep 3')).toEqual({ runMs: 0, exitCode: 0 });
  });

  it('an `if` skips the branch that exits, and takes `then` otherwise', () => {
    const r = run('if [ -z "$X" ]; then echo missing; exit 1; fi; sleep 3');
    expect({ runMs: r.runMs, exitCode: r.exitCode }).toEqual({ runMs: 3000, exitCode: 0 });
    expect(r.notes).toEqual([
      'podterm does not know X here (each Pod, its image, a Secret or its node sets it); a podterm.dev/process annotation says what the process does',
      'an `if` is assumed not to take its branch that ends in `exit 1`',
    ]);
    expect(ends('if [ -f /done ]; then exit 0; else sleep 4; fi')).toEqual({
      runMs: 4000,
      exitCode: 0,
    });
    expect(ends('if check; then exit 1; else exit 0; fi')).toEqual({ runMs: 0, exitCode: 0 });
    expect(ends('if check; then exit 0; else exit 1; fi')).toEqual({ runMs: 0, exitCode: 0 });
    const plain = run('if [ -f /x ]; then sleep 1; else sleep 9; fi');
    expect(plain.runMs).toBe(1000);
    expect(plain.notes).toEqual(['an `if` is assumed to take its `then` branch']);
  });

  it('a bare `exit N` is still the outcome', () => {
    expect(ends('sleep 5; exit 1')).toEqual({ runMs: 5000, exitCode: 1 });
  });
});

describe('waits and one-liners finish', () => {
  it('`until …; do sleep; done` is a wait that ends at once, last or not', () => {
    expect(ends('until nslookup myservice; do echo waiting; sleep 2; done')).toEqual({
      runMs: 0,
      exitCode: 0,
    });
    expect(ends('until nc -z db 5432; do sleep 1; done; sleep 3')).toEqual({
      runMs: 3000,
      exitCode: 0,
    });
    expect(run('until nslookup db; do sleep 2; done').notes[0]).toMatch(
      /`until nslookup db` succeeds; taken as at once/,
    );
  });

  it('file, network and archive one-liners finish at once and say nothing', () => {
    const r = run(
      'cp a b; mv b c; mkdir -p d; chmod +x e; chown 1:1 f; cat g; rev h; echo i; ' +
        'wget -O /tmp/x http://a; curl -fsS http://b; nslookup c; tar xzf y.tgz',
    );
    expect({ runMs: r.runMs, exitCode: r.exitCode, notes: r.notes }).toEqual({
      runMs: 0,
      exitCode: 0,
      notes: [],
    });
  });

  it('inline code (`python3 -c`, `node -e`, `perl -e`) is a step of 2 s', () => {
    for (const line of [
      "python3 -c 'print(1)'",
      'python -c "import sys"',
      "node -e 'console.log(1)'",
      "perl -Mbignum=bpi -wle 'print bpi(1000)'",
    ]) {
      const r = run(`${line}; echo done`);
      expect(r.runMs, line).toBe(2000);
      expect(r.notes[0]).toMatch(/is taken to finish after 2 s/);
    }
  });
});

describe('long-running scripts stay long-running', () => {
  it.each([
    'sleep infinity',
    'tail -f /var/log/app.log',
    'while true; do echo x; sleep 5; done',
    "python3 -c 'while True: pass'",
    "node -e 'require(`http`).createServer().listen(80)'",
  ])('%s runs until stopped', (script) => {
    expect(run(script).runMs).toBeNull();
    expect(run(script, true).runMs).toBeNull();
  });

  it('`exec prog` hands the process over', () => {
    expect(run('echo start; exec nginx -g "daemon off;"').exec).toEqual([
      'nginx',
      '-g',
      'daemon off;',
    ]);
  });
});

describe('a batch step (a Job’s or an init container’s script)', () => {
  it('an unknown last command finishes after 2 s; in a server it runs until stopped', () => {
    expect(ends('set -e; /app/migrate --up', true)).toEqual({ runMs: 2000, exitCode: 0 });
    expect(run('set -e; /app/migrate --up', true).notes).toEqual([
      '`/app/migrate --up` is taken to finish after 2 s',
    ]);
    expect(ends('set -e; /app/migrate --up')).toEqual({ runMs: null, exitCode: 0 });
  });

  it('a last `while <condition>` loop is a wait that ends; in a server it loops', () => {
    expect(ends('while [ ! -f /ready ]; do sleep 1; done', true).runMs).toBe(0);
    expect(ends('while [ ! -f /ready ]; do sleep 1; done').runMs).toBeNull();
  });
});
