// `npm run fields:gen`: writes src/manifest/schema/generated/{fieldTree,fieldDocs}.json,
// the fields of every kind podterm reads, from two packages of the npm registry, both
// generated from the Kubernetes OpenAPI document (sources.ts says which releases):
// - @kubernetes/client-node, one release per minor: which fields each minor has;
// - kubernetes-models, its newest release: docs, enum values, Quantity and IntOrString;
// and, for a minor no client-node release carries, the Kubernetes OpenAPI document (OPENAPI).
// Tarballs come with `npm pack` into .cache/fieldTree (gitignored) and are read there; the
// OpenAPI files are read there too, taken once from the git clone named by FIELDS_GIT_DIR.
// `--sample` writes instead the files the sample subtree reads, for the unit test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { headerMinor } from './clientNode.ts';
import { schemasOf } from './openapi.ts';
import {
  CLIENT_NODE,
  inputsFrom,
  MODELS,
  OPENAPI,
  ROOTS,
  SAMPLE,
  SAMPLE_ROOTS,
} from './sources.ts';
import { transform } from './transform.ts';

const CACHE = '.cache/fieldTree';
const OUT = 'src/manifest/schema/generated';

/** The unpacked package, packed and unpacked once into the cache. */
function unpacked(name: string, version: string): string {
  const dir = join(CACHE, `${name.replace('/', '+')}@${version}`);
  if (existsSync(join(dir, 'package'))) return join(dir, 'package');
  mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], { cwd: dir });
  const tgz = out.toString().trim().split('\n').at(-1)!;
  execFileSync('tar', ['-xzf', tgz], { cwd: dir });
  return join(dir, 'package');
}

/** The OpenAPI files of a minor, taken once into the cache from the FIELDS_GIT_DIR clone. */
function openApiDir(minor: number): string {
  const at = OPENAPI[minor]!;
  const dir = join(CACHE, `${at.repo.replace('/', '+')}@${at.commit}`, at.dir);
  for (const file of at.files) {
    const to = join(dir, file);
    if (existsSync(to)) continue;
    const git = process.env.FIELDS_GIT_DIR;
    if (!git)
      throw new Error(
        `${to} is missing: set FIELDS_GIT_DIR to a git clone of ${at.repo} that has ${at.commit}`,
      );
    mkdirSync(dirname(to), { recursive: true });
    const text = execFileSync('git', ['--git-dir', git, 'show', `${at.commit}:${at.dir}/${file}`], {
      maxBuffer: 1 << 28,
    });
    writeFileSync(to, text);
  }
  return dir;
}

const schemas = new Map<number, Record<string, unknown>>();

/** One definition of a minor's OpenAPI document, as JSON; undefined when it has none. */
function openApiSchema(minor: number, id: string): string | undefined {
  if (!schemas.has(minor)) {
    const dir = openApiDir(minor);
    const all = OPENAPI[minor]!.files.map((f) => schemasOf(readFileSync(join(dir, f), 'utf8')));
    schemas.set(minor, Object.assign({}, ...all) as Record<string, unknown>);
  }
  const s = schemas.get(minor)![id];
  return s === undefined ? undefined : JSON.stringify(s);
}

/** The file a sample path names, in its unpacked package. */
function locate(path: string): string {
  const cn = /^client-node@([^/]+)\/(.*)$/.exec(path);
  if (cn) return join(unpacked('@kubernetes/client-node', cn[1]!), cn[2]!);
  const pkg = path.startsWith('@') ? '@kubernetes-models/apimachinery' : 'kubernetes-models';
  return join(unpacked(pkg, MODELS[pkg]!), path.slice(pkg.length + 1));
}

/** Reads a path, and keeps what it read; a client-node file must be of its release's minor. */
function reader(log: Map<string, string>): (path: string) => string | undefined {
  const minorOf = new Map(Object.entries(CLIENT_NODE).map(([m, v]) => [v, Number(m)]));
  return (path) => {
    const api = /^openapi@1\.(\d+)\/(.*)$/.exec(path);
    if (api) {
      const text = openApiSchema(Number(api[1]), api[2]!);
      if (text !== undefined) log.set(path, text);
      return text;
    }
    const file = locate(path);
    if (!existsSync(file)) return undefined;
    const text = readFileSync(file, 'utf8');
    const version = /^client-node@([^/]+)\/.*\.js$/.exec(path)?.[1];
    if (version && headerMinor(text) !== minorOf.get(version))
      throw new Error(`${path} is not of 1.${minorOf.get(version)}: ${headerMinor(text)}`);
    log.set(path, text);
    return text;
  };
}

const log = new Map<string, string>();
if (process.argv.includes('--sample')) {
  transform(inputsFrom(reader(log), SAMPLE_ROOTS));
  writeFileSync(SAMPLE, `${JSON.stringify(Object.fromEntries([...log].sort()), null, 1)}\n`);
  console.log(`${SAMPLE}: ${log.size} files`);
} else {
  const { tree, docs } = transform(inputsFrom(reader(log), ROOTS));
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'fieldTree.json'), `${JSON.stringify(tree)}\n`);
  writeFileSync(join(OUT, 'fieldDocs.json'), `${JSON.stringify(docs)}\n`);
  const fields = Object.values(tree.types).reduce((n, t) => n + Object.keys(t).length, 0);
  console.log(
    `${Object.keys(tree.types).length} types, ${fields} fields, from ${log.size} files → ${OUT}`,
  );
  for (const r of inputsFrom(() => undefined, ROOTS).releases)
    console.log(`1.${r.minor}: ${r.source}`);
  for (const [m, from] of Object.entries(tree.filled))
    console.log(`1.${m}: filled from ${from.map((f) => `1.${f}`).join(' and ')}`);
}
