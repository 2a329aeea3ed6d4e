// podterm as a user gets it (issue 30): `npm pack` (its prepack builds dist-cli/), the
// tarball installed into an empty folder without the network, then `npx podterm check` and
// `npx podterm simulate` from there on the fixtures of tests/fixtures/check/ — text, JSON,
// SARIF validated against the SARIF 2.1.0 schema (OASIS sarif-spec
// sarif-2.1/schema/sarif-schema-2.1.0.json, vendored beside them), helm template and
// kubectl get -o yaml streams, stdin, the exit codes — and the library entry imported and
// type-checked from that install.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURES = join(ROOT, 'tests/fixtures/check');
const fixture = (name: string): string => join(FIXTURES, name);

/** The environment less npm's own settings of the run that started vitest. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')),
);

let dir = '';
let app = '';

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npx podterm …` in the install, as a user types it. */
const npx = (args: string[], input?: string): Run => {
  const r = spawnSync('npx', ['--offline', 'podterm', ...args], {
    cwd: app,
    env,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** The installed bin itself (what npx runs), without npx's second of start-up. */
const bin = (args: string[], input?: string): Run => {
  const r = spawnSync(process.execPath, [join(app, 'node_modules/.bin/podterm'), ...args], {
    cwd: app,
    env,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'podterm-pack-'));
  execFileSync('npm', ['pack', '--pack-destination', dir], { cwd: ROOT, env, stdio: 'pipe' });
  const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
  app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{"name":"app","private":true,"type":"module"}\n');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, tgz)], {
    cwd: app,
    env,
    stdio: 'pipe',
  });
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('podterm from its packed tarball', () => {
  it('installs with no dependency to fetch and no TypeScript runtime', () => {
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/podterm/package.json'), 'utf8'));
    expect(pkg.dependencies ?? {}).toEqual({});
    const files = readdirSync(join(app, 'node_modules/podterm/dist-cli'));
    expect(files).toContain('podterm.js');
    expect(files.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toBe(false);
    expect(readdirSync(join(app, 'node_modules'))).toEqual(
      expect.not.arrayContaining(['tsx', 'typescript', 'yaml']),
    );
  });

  it('npx podterm check prints each finding with its id, place, object and fix; exit 1', () => {
    const r = npx(['check', fixture('kubectl-get.yaml')]);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /kubectl-get\.yaml:35:1: warning PT101 Deployment\/api: api\/api: preStop takes 45 s but terminationGracePeriodSeconds is 30/,
    );
    expect(r.stdout).toMatch(/\n {4}fix: Raise terminationGracePeriodSeconds/);
    expect(r.stdout).toMatch(
      /1 finding \(0 errors, 1 warning, 0 info\); read as Kubernetes 1\.\d+\n$/,
    );
  });

  it('points a helm template stream’s findings at the template too, and counts what is silenced', () => {
    const r = bin(['check', '--format', 'json', fixture('helm-template.yaml')]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.findings).toHaveLength(1);
    expect(out.findings[0]).toMatchObject({
      id: 'PT102',
      severity: 'warning',
      line: 24,
      object: 'Deployment/shop-web',
      template: 'shop/templates/deployment.yaml',
    });
    expect(out.silenced).toEqual([
      expect.objectContaining({ id: 'PT103', object: 'Deployment/shop-worker' }),
    ]);
    expect(out.summary).toEqual({ error: 0, warning: 1, info: 0, silenced: 1 });
  });

  it('writes SARIF 2.1.0 that the schema accepts, with a help text for every rule', () => {
    const r = npx(['check', '--format', 'sarif', fixture('helm-template.yaml')]);
    expect(r.status).toBe(1);
    const sarif = JSON.parse(r.stdout);
    const require = createRequire(import.meta.url);
    const Ajv = require('ajv');
    const ajv = new Ajv({ schemaId: 'auto', allErrors: true });
    ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-04.json'));
    const schema = JSON.parse(readFileSync(fixture('sarif-schema-2.1.0.json'), 'utf8'));
    expect(ajv.validate(schema, sarif), ajv.errorsText()).toBe(true);
    // The schema itself refuses what is not SARIF (the check is not vacuous).
    expect(ajv.validate(schema, { version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(
      false,
    );
    const run = sarif.runs[0];
    expect(run.tool.driver.name).toBe('podterm');
    for (const rule of run.tool.driver.rules) expect(rule.help.text).toMatch(/Fix: /);
    const [result, silenced] = run.results;
    expect(result.ruleId).toBe('PT102');
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe('PT102');
    expect(result.locations[0].physicalLocation.region.startLine).toBe(24);
    expect(result.relatedLocations[0].physicalLocation.artifactLocation.uri).toBe(
      'shop/templates/deployment.yaml',
    );
    expect(silenced.suppressions).toEqual([
      { kind: 'inSource', justification: 'podterm.dev/ignore annotation' },
    ]);
  });

  it('reads kustomize build output and stdin (-)', () => {
    const r = bin(
      ['check', '--format', 'json', '-'],
      readFileSync(fixture('kustomize-build.yaml'), 'utf8'),
    );
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(
      out.findings.map((f: { id: string; file: string; object: string }) => [
        f.id,
        f.file,
        f.object,
      ]),
    ).toEqual([['PT110', '<stdin>', 'PodDisruptionBudget/prod/prod-queue']]);
  });

  it('exits 0 with nothing at or above --fail-on, 2 for a document it cannot read', () => {
    expect(bin(['check', fixture('clean.yaml')]).status).toBe(0);
    expect(bin(['check', '--fail-on', 'error', fixture('kubectl-get.yaml')]).status).toBe(0);
    const bad = bin(['check', fixture('unreadable.yaml')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unreadable\.yaml:6:\d+: YAML: /);
    expect(bin(['check', fixture('no-such-file.yaml')]).status).toBe(2);
  });

  it('npx podterm simulate prints the trace, as npm run simulate does', () => {
    const r = npx(['simulate', '--format', 'json', fixture('kubectl-get.yaml')]);
    expect(r.status).toBe(0);
    const trace = JSON.parse(r.stdout);
    expect(trace.podterm).toBe(2);
    expect(trace.events.some((e: { type: string }) => e.type === 'PodReady')).toBe(true);
  });

  it('imports the typed library entry from the install', () => {
    const script = `
      import { check, simulate, CHECK_RULES } from 'podterm';
      import { readFileSync } from 'node:fs';
      const text = readFileSync(${JSON.stringify(fixture('kubectl-get.yaml'))}, 'utf8');
      const r = check(text);
      const t = simulate(text, { untilMs: 5000 });
      console.log(JSON.stringify({ ids: r.findings.map((f) => f.id), rules: CHECK_RULES.length, last: t.trace.events.at(-1).t }));`;
    const out = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: app,
        env,
        encoding: 'utf8',
      }),
    );
    expect(out.ids).toEqual(['PT101']);
    expect(out.rules).toBeGreaterThan(20);
    expect(out.last).toBeLessThanOrEqual(5000);
    // Its types: a consumer type-checks against the installed declarations alone.
    writeFileSync(
      join(app, 'use.ts'),
      `import { check, simulate, type CheckResult, type Finding, type Trace, type Diagnostic } from 'podterm';
const r: CheckResult = check('kind: Pod');
const f: Finding | undefined = r.findings[0];
const t: Trace | null = simulate('x', { kubernetesVersion: '1.31' }).trace;
const d: Diagnostic[] = simulate('x').diagnostics;
export const seen: string = \`\${f?.id ?? ''} \${t?.events.length ?? 0} \${d.length}\`;
// @ts-expect-error: a finding's severity is error, warning or info
export const wrong: Finding['severity'] = 'fatal';
`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          // No DOM: the library needs none, and the check is five times quicker without it.
          lib: ['es2023'],
          noEmit: true,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app],
      {
        cwd: app,
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
