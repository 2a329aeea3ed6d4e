// How the main program of each image in the table (imageTable.ts) reacts to a signal, from
// its own documentation or source. A drain time no source gives is not invented: such a
// program is a server with podterm's default (ready 1 s after start, exits 0 1 s after its
// stop signal), and the sentence says what it does instead of how long.

/** What a program does on one signal. */
export type Reaction =
  /** Stops its server in the documented way; the time is not given (podterm's 1 s default). */
  | { kind: 'drains'; how: 'gracefulStop' | 'fastStop' | 'saveStop' | 'cleanStop' }
  /** Its handler exits with `code` at once (read in its source). */
  | { kind: 'exits'; code: number };

export interface ProgramRow {
  /** The program's names as argv[0] (its base name). */
  names: readonly string[];
  /** Signal (SIGTERM, …) → what it does; a signal not listed: podterm's server default. */
  on: Readonly<Record<string, Reaction>>;
  /** Where the reactions come from. */
  docs: string;
}

const graceful: Reaction = { kind: 'drains', how: 'gracefulStop' };
const fast: Reaction = { kind: 'drains', how: 'fastStop' };
const clean: Reaction = { kind: 'drains', how: 'cleanStop' };

export const PROGRAMS: readonly ProgramRow[] = [
  {
    // "TERM, INT: fast shutdown; QUIT: graceful shutdown" (workers finish their open
    // requests; no limit unless worker_shutdown_timeout is set).
    names: ['nginx', 'nginx-debug'],
    on: { SIGQUIT: graceful, SIGTERM: fast, SIGINT: fast },
    docs: 'https://nginx.org/en/docs/control.html',
  },
  {
    // TERM: "stop now"; WINCH: graceful-stop (children finish their current request;
    // GracefulShutdownTimeout defaults to 0, no limit).
    names: ['httpd', 'httpd-foreground', 'apache2'],
    on: { SIGWINCH: graceful, SIGTERM: fast },
    docs: 'https://httpd.apache.org/docs/2.4/stopping.html',
  },
  {
    // SIGTERM and SIGINT: a scheduled shutdown that saves an RDB snapshot when save
    // points are configured (the default config has them) and exits.
    names: ['redis-server'],
    on: {
      SIGTERM: { kind: 'drains', how: 'saveStop' },
      SIGINT: { kind: 'drains', how: 'saveStop' },
    },
    docs: 'https://redis.io/docs/latest/operate/oss_and_stack/management/signals/',
  },
  {
    // SIGTERM: smart shutdown (waits for every session to end); SIGINT: fast shutdown
    // (aborts open transactions, exits promptly); SIGQUIT: immediate shutdown.
    names: ['postgres', 'postmaster'],
    on: { SIGTERM: graceful, SIGINT: fast },
    docs: 'https://www.postgresql.org/docs/current/server-shutdown.html',
  },
  {
    // "SIGTERM causes the server to shut down", like a SHUTDOWN statement.
    names: ['mysqld'],
    on: { SIGTERM: clean },
    docs: 'https://dev.mysql.com/doc/refman/8.4/en/unix-signal-response.html',
  },
  {
    // "kill -SIGTERM pid-of-mysqld-process … is identical to mysqladmin shutdown".
    names: ['mariadbd'],
    on: { SIGTERM: clean },
    docs: 'https://mariadb.com/kb/en/shutdown/',
  },
  {
    // mongod handles SIGTERM with a clean shutdown.
    names: ['mongod'],
    on: { SIGTERM: clean, SIGINT: clean },
    docs: 'https://www.mongodb.com/docs/manual/tutorial/manage-mongodb-processes/',
  },
  {
    // The Erlang runtime's OS signal handler turns SIGTERM into init:stop(), a graceful
    // stop of the node (rabbit_prelaunch_sighandler leaves SIGTERM to it).
    names: ['rabbitmq-server'],
    on: { SIGTERM: clean },
    docs: 'https://www.erlang.org/doc/apps/kernel/kernel_app.html#os-signal-event-handler',
  },
  {
    // memcached.c sig_handler (SIGTERM, SIGINT): stop_main_loop = EXIT_NORMALLY, the
    // event loop ends and the program exits.
    names: ['memcached'],
    on: { SIGTERM: fast, SIGINT: fast },
    docs: 'https://github.com/memcached/memcached/blob/master/memcached.c',
  },
  {
    // SIGUSR1: soft-stop (stops listening, lets the open connections finish; no limit
    // unless hard-stop-after is set); SIGTERM: hard-stop.
    names: ['haproxy'],
    on: { SIGUSR1: graceful, SIGTERM: fast },
    docs: 'https://docs.haproxy.org/3.0/management.html#4',
  },
  {
    // build/pause/linux/pause.c: sigdown() on SIGINT and SIGTERM calls exit(0).
    names: ['pause'],
    on: { SIGTERM: { kind: 'exits', code: 0 }, SIGINT: { kind: 'exits', code: 0 } },
    docs: 'https://github.com/kubernetes/kubernetes/blob/master/build/pause/linux/pause.c',
  },
];

/** The row of a program by its argv[0] base name. */
export const programRow = (name: string): ProgramRow | undefined =>
  PROGRAMS.find((p) => p.names.includes(name));
