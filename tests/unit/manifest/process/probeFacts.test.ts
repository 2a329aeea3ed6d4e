// What the manifest reader tells the probes: the files a command makes and whether podterm
// knows every step that could make one (files.ts scriptFiles), where a process listens
// (listening.ts), and the assumption sentence of an undecided file probe, read back.
import { describe, expect, it } from 'vitest';
import { parseAssumption, say } from '../../../../src/manifest/process/assumptions.ts';
import { scriptFiles } from '../../../../src/manifest/process/files.ts';
import { commandPort, listeningOf } from '../../../../src/manifest/process/listening.ts';
import { inImage } from '../../../../src/manifest/process/probeFiles.ts';

const sh = (script: string) => scriptFiles(['sh', '-c', script], []);

describe('scriptFiles', () => {
  it('times touch, rm and redirections and knows a script of known steps whole', () => {
    expect(sh('touch /tmp/a; sleep 5; echo x > /tmp/b; rm -f /tmp/a; sleep 600')).toEqual({
      changes: [
        { path: '/tmp/a', atMs: 0, present: true },
        { path: '/tmp/b', atMs: 5_000, present: true },
        { path: '/tmp/a', atMs: 5_000, present: false },
      ],
      complete: true,
      untimed: [],
    });
  });
  it('a program it does not know makes the script incomplete', () => {
    expect(sh('touch /tmp/a; ./run-app').complete).toBe(false);
    expect(sh('cp /etc/a /tmp/a').complete).toBe(false);
  });
  it('a file changed in a loop is untimed; a variable path makes it incomplete', () => {
    expect(sh('while true; do touch /tmp/alive; sleep 5; done')).toMatchObject({
      complete: true,
      untimed: ['/tmp/alive'],
    });
    expect(sh('touch $READY').complete).toBe(false);
  });
  it('reads past an init process, and knows `sleep` and a known server alone', () => {
    expect(scriptFiles(['tini', '--', 'sleep', '3600'], []).complete).toBe(true);
    expect(scriptFiles(['nginx', '-g', 'daemon off;'], []).complete).toBe(true);
    expect(scriptFiles(['/app/server'], []).complete).toBe(false);
    expect(scriptFiles([], []).complete).toBe(false);
  });
});

describe('listeningOf and commandPort', () => {
  const server = { image: 'busybox', batch: false, ports: [] };
  it('reads the port a server command names', () => {
    expect(commandPort(['python3', '-m', 'http.server', '8080'])).toBe(8080);
    expect(commandPort(['python', '-m', 'http.server'])).toBe(8000);
    expect(commandPort(['nc', '-l', '-p', '8080'])).toBe(8080);
    expect(commandPort(['nc', '-lk', '-w', '1', '9000'])).toBe(9000);
    expect(commandPort(['redis-server', '--port', '7000'])).toBe(7000);
    expect(commandPort(['redis-server', '--port=7001'])).toBe(7001);
    expect(commandPort(['nginx', '-g', 'daemon off;'])).toBeNull();
  });
  it('a known server with no port in its command listens on the declared ports, else any', () => {
    expect(listeningOf(['nginx'], [], { ...server, ports: [80, 443] })).toEqual({
      kind: 'ports',
      ports: [80, 443],
    });
    expect(listeningOf([], [], { image: 'nginx:1.27', batch: false, ports: [] })).toEqual({
      kind: 'any',
    });
    expect(
      listeningOf([], [], {
        image: 'nginx:1.27',
        batch: false,
        ports: [],
        imagePorts: (i) => (i.startsWith('nginx') ? [80] : null),
      }),
    ).toEqual({ kind: 'ports', ports: [80] });
  });
  it('a batch step, `sleep` and a script of tools listen on none', () => {
    expect(listeningOf(['sleep', '3600'], [], server)).toEqual({ kind: 'none' });
    expect(listeningOf(['sh', '-c', 'echo hi; sleep 10'], [], server)).toEqual({ kind: 'none' });
    expect(listeningOf(['/app/train'], [], { ...server, batch: true })).toEqual({ kind: 'none' });
    expect(listeningOf([], [], { image: 'busybox', batch: true, ports: [] })).toEqual({
      kind: 'none',
    });
  });
  it('a script that starts a server in the background listens on its port', () => {
    expect(
      listeningOf(['sh', '-c', 'python -m http.server 9000 & sleep 3600'], [], server),
    ).toEqual({ kind: 'ports', ports: [9000] });
  });
  it('a program podterm cannot read where a server is expected: any declared port', () => {
    expect(listeningOf(['/app/server'], [], server)).toEqual({ kind: 'any' });
    expect(listeningOf(['sh', '-c', 'exec /app/server'], [], server)).toEqual({ kind: 'any' });
  });
});

describe('image files', () => {
  it("knows the kubelet's and a known image's files, not a guess", () => {
    expect(inImage('/etc/resolv.conf', 'busybox', true)).toBe(true);
    expect(inImage('/etc/nginx/nginx.conf', 'docker.io/library/nginx:1.27', true)).toBe(true);
    expect(inImage('/etc/nginx/nginx.conf', 'busybox', true)).toBe(false);
    expect(inImage('/dev/shm/x', 'busybox', true)).toBe(false);
    expect(inImage('/var/run/secrets/kubernetes.io/serviceaccount/token', 'busybox', false)).toBe(
      false,
    );
  });
});

describe('the assumption of an undecided file probe', () => {
  const text = say('probeFile', {
    path: '/tmp/healthy',
    probe: 'readiness',
    command: 'cat /tmp/healthy',
  });
  it('reads back (its words and its one click: tests/unit/ui/assumptionChoices.test.ts)', () => {
    expect(parseAssumption(text)).toEqual({
      key: 'probeFile',
      values: { path: '/tmp/healthy', probe: 'readiness', command: 'cat /tmp/healthy' },
    });
  });
});
