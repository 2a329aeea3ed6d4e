// Common images by what their Dockerfile sets: ENTRYPOINT, CMD, STOPSIGNAL, read in each
// image's own repository (the commit is the one read). The runtime takes the process from
// them when the container gives no command (compose.ts), and sends STOPSIGNAL when the
// kubelet stops the container (containerd internal/cri/server/container_stop.go
// stopContainer: the Pod's lifecycle.stopSignal, else the image config's StopSignal, else
// SIGTERM). How each main program reacts to its signal is in programs.ts.

export interface ImageRow {
  /** The image as `registry/repository` (Docker Hub's official ones under library/). */
  names: readonly string[];
  entrypoint: readonly string[] | null;
  cmd: readonly string[] | null;
  /** Its program runs until stopped when the container gives no command (a server, pause). */
  serves: boolean;
  /** STOPSIGNAL, or null when the Dockerfile sets none (the runtime sends SIGTERM). */
  stopSignal: string | null;
  /** Tags of an older version (tag below `before`) were built with another STOPSIGNAL. */
  olderTags?: { before: string; stopSignal: string | null };
  /**
   * The ENTRYPOINT is a script that ends in `exec "$@"`, so the process is its arguments;
   * `prepend` goes before arguments that start with `-` (and those `also` matches).
   */
  execsArgs?: { prepend?: string; also?: RegExp };
  /** A program of the image that is not the usual one of that name (perf-tests' `sleep`). */
  ownSleep?: true;
  /**
   * Its tags are its release versions (`1.29.8`, `1.29`, `1`), with or without a variant
   * after a `-` (`1.29-alpine`), besides words (`mainline`, `latest`, `alpine`…); `newest`
   * is the newest release line its library file had when read (tagScheme.ts).
   */
  releases?: { newest: string; read: string };
  /** Where ENTRYPOINT/CMD/STOPSIGNAL were read. */
  dockerfile: string;
}

/** An official image on Docker Hub, under its mirrors' names too. */
const hub = (name: string): string[] => [
  `docker.io/library/${name}`,
  `public.ecr.aws/docker/library/${name}`,
  `mirror.gcr.io/library/${name}`,
];
/** registry.k8s.io and the registries it replaced (k8s.gcr.io, gcr.io/google_containers). */
const k8s = (path: string, legacy: readonly string[] = []): string[] => [
  `registry.k8s.io/${path}`,
  `k8s.gcr.io/${path}`,
  ...legacy,
];

export const IMAGES: readonly ImageRow[] = [
  {
    names: hub('nginx'),
    entrypoint: ['/docker-entrypoint.sh'],
    cmd: ['nginx', '-g', 'daemon off;'],
    serves: true,
    stopSignal: 'SIGQUIT',
    // STOPSIGNAL SIGQUIT since 1.19.5 (docker-nginx 3fb70dd); SIGTERM before.
    olderTags: { before: '1.19.5', stopSignal: 'SIGTERM' },
    execsArgs: {},
    // generate-stackbrew-library.sh: NGINX_VERSION, its line, aliases (mainline 1 1.29
    // latest, stable 1.30), each also with its variant suffix.
    releases: {
      newest: '1.30',
      read: 'github.com/nginx/docker-nginx generate-stackbrew-library.sh @0d7f4380c735af5009aa364e27fafecd958fd4fa',
    },
    dockerfile:
      'github.com/nginx/docker-nginx mainline/debian/Dockerfile @0d7f4380c735af5009aa364e27fafecd958fd4fa',
  },
  {
    names: hub('httpd'),
    entrypoint: null,
    cmd: ['httpd-foreground'],
    // STOPSIGNAL SIGWINCH since 2019 (docker-library/httpd 3ebff8d), in the 2.4 images only.
    serves: true,
    stopSignal: 'SIGWINCH',
    olderTags: { before: '2.4', stopSignal: null },
    dockerfile:
      'github.com/docker-library/httpd 2.4/Dockerfile @9b63b37c9be3b42d16b924ebb40af3cc40793119',
  },
  {
    names: hub('redis'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['redis-server'],
    serves: true,
    stopSignal: null,
    execsArgs: { prepend: 'redis-server', also: /\.conf$/ },
    dockerfile:
      'github.com/docker-library/redis 7.2/debian/Dockerfile @e92049967d6baa9b4b3d6fd950553e6458e61f13',
  },
  {
    names: hub('postgres'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['postgres'],
    // STOPSIGNAL SIGINT since 2020 (docker-library/postgres bfc5d81), from 9.5 on.
    serves: true,
    stopSignal: 'SIGINT',
    olderTags: { before: '9.5', stopSignal: null },
    execsArgs: { prepend: 'postgres' },
    dockerfile:
      'github.com/docker-library/postgres 17/bookworm/Dockerfile @6edb0a8c4def40c371514b34aef9037ec82d9110',
  },
  {
    names: hub('mysql'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['mysqld'],
    serves: true,
    stopSignal: null,
    execsArgs: { prepend: 'mysqld' },
    dockerfile:
      'github.com/docker-library/mysql 8.4/Dockerfile.oracle @7f30fdb0738041fc5125e8218e393e0a891243e9',
  },
  {
    names: hub('mariadb'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['mariadbd'],
    serves: true,
    stopSignal: null,
    execsArgs: { prepend: 'mariadbd' },
    dockerfile:
      'github.com/MariaDB/mariadb-docker 11.4/Dockerfile @1b6429ba3544e134715c15f8c56cc6f665f827c9',
  },
  {
    names: hub('mongo'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['mongod'],
    serves: true,
    stopSignal: null,
    execsArgs: { prepend: 'mongod' },
    dockerfile:
      'github.com/docker-library/mongo 8.0/Dockerfile @2c69a57b939afb99266e8f97258adb178e9559e0',
  },
  {
    names: hub('rabbitmq'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['rabbitmq-server'],
    serves: true,
    stopSignal: null,
    execsArgs: {},
    dockerfile:
      'github.com/docker-library/rabbitmq 4.1/ubuntu/Dockerfile @9193c1de6d32046e0c1132841a7a4995b0dc32e0',
  },
  {
    names: hub('memcached'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['memcached'],
    serves: true,
    stopSignal: null,
    execsArgs: { prepend: 'memcached' },
    dockerfile:
      'github.com/docker-library/memcached 1/debian/Dockerfile @53ac0ecb0bf88b471a0110f8996ce791baf1a667',
  },
  {
    names: hub('haproxy'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['haproxy', '-f', '/usr/local/etc/haproxy/haproxy.cfg'],
    serves: true,
    stopSignal: 'SIGUSR1',
    execsArgs: { prepend: 'haproxy' },
    dockerfile:
      'github.com/docker-library/haproxy 2.6/Dockerfile @ec437dd2a3656610b10a42c08763d8fa1c591efe',
  },
  {
    names: hub('busybox'),
    entrypoint: null,
    cmd: ['sh'],
    serves: false,
    stopSignal: null,
    dockerfile:
      'github.com/docker-library/busybox latest-1/glibc/Dockerfile @9c2087811429374737832a4c936fc411c1b4a22b',
  },
  {
    names: hub('alpine'),
    entrypoint: null,
    cmd: ['/bin/sh'],
    serves: false,
    stopSignal: null,
    dockerfile:
      'github.com/alpinelinux/docker-alpine v3.20 aarch64/Dockerfile @7d63673353bd39d92ba42f6effcc199aeebd45ee',
  },
  {
    names: hub('debian'),
    entrypoint: null,
    cmd: ['bash'],
    serves: false,
    stopSignal: null,
    dockerfile:
      'github.com/debuerreotype/docker-debian-artifacts bookworm/oci/blobs/image-config.json @0ac241a341c334da5e25bda1c123a1b13acb8d2b',
  },
  {
    names: hub('ubuntu'),
    entrypoint: null,
    cmd: ['/bin/bash'],
    serves: false,
    stopSignal: null,
    dockerfile: 'git.launchpad.net/cloud-images/+oci/ubuntu-base (the image config; not read here)',
  },
  {
    names: hub('python'),
    entrypoint: null,
    cmd: ['python3'],
    serves: false,
    stopSignal: null,
    dockerfile:
      'github.com/docker-library/python 3.13/slim-bookworm/Dockerfile @4f07059567fa61c80397126e8063dbbde011b794',
  },
  {
    names: hub('node'),
    entrypoint: ['docker-entrypoint.sh'],
    cmd: ['node'],
    serves: false,
    stopSignal: null,
    // docker-entrypoint.sh puts `node` before an option or a word that is not a command.
    execsArgs: { prepend: 'node', also: /\.[cm]?js$/ },
    dockerfile:
      'github.com/nodejs/docker-node 22/bookworm/Dockerfile @f27d936f7d7ccdeec25cd2de33584c1a841f561d',
  },
  {
    // Base images for static binaries: no ENTRYPOINT, no CMD ("users are expected to …
    // set the correct cmd in their image"); the Go program built on them is the app's.
    names: [
      'static',
      'static-debian11',
      'static-debian12',
      'static-debian13',
      'base',
      'base-debian12',
    ].flatMap((n) => [`gcr.io/distroless/${n}`, `gcr.io/distroless/${n}-nonroot`]),
    entrypoint: null,
    cmd: null,
    serves: false,
    stopSignal: null,
    dockerfile:
      'github.com/GoogleContainerTools/distroless static/static.bzl @cd080764af3103b2f49fb5eb23297c72c945e77a',
  },
  {
    names: k8s('pause', ['gcr.io/google_containers/pause', 'gcr.io/google-containers/pause']),
    entrypoint: ['/pause'],
    cmd: null,
    serves: true,
    stopSignal: null,
    dockerfile:
      'github.com/kubernetes/kubernetes build/pause/Dockerfile @10765f6a6dabb90c62d72e13de8350a7dd601254',
  },
  {
    names: k8s('e2e-test-images/agnhost', ['gcr.io/kubernetes-e2e-test-images/agnhost']),
    entrypoint: ['/agnhost'],
    cmd: ['pause'],
    serves: true,
    stopSignal: null,
    dockerfile:
      'github.com/kubernetes/kubernetes test/images/agnhost/Dockerfile @05c351a9037bd79bf88c56171a951c3097b658da',
  },
  {
    // The Kueue and kubernetes.io Job examples' `sleep` (`args: ["10s"]`): a Go program.
    names: ['gcr.io/k8s-staging-perf-tests/sleep'],
    entrypoint: ['sleep'],
    cmd: null,
    serves: false,
    stopSignal: null,
    ownSleep: true,
    dockerfile:
      'github.com/kubernetes/perf-tests util-images/sleep/Dockerfile @4b3415444f4c62406d508539732abee3eadd3aa8',
  },
];
