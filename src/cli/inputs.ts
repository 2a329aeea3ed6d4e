// The command's input: files, folders (every .yaml, .yml and .json under them, in name order,
// as `kubectl apply -f DIR -R` takes them) and `-` for stdin, read as one stream of
// documents (`kubectl apply -f a -f b`); each line of the stream maps back to its file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Input {
  /** The files' documents as one YAML stream. */
  text: string;
  /** A line of `text` as the file and the line in it. */
  lineToFile: (line: number) => [string, number];
}

const MANIFEST = /\.(ya?ml|json)$/i;

/** The files a path names: itself, or the manifests under a folder. */
function expand(path: string): string[] {
  if (path === '-' || !statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .map((e) => ({ e, p: join(path, e.name) }))
    .sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0))
    .flatMap(({ e, p }) => (e.isDirectory() ? expand(p) : MANIFEST.test(e.name) ? [p] : []));
}

export function readInputs(paths: readonly string[]): Input {
  const parts = paths
    .flatMap(expand)
    .map((f) => ({ file: f, text: readFileSync(f === '-' ? 0 : f, 'utf8') }));
  const offsets: { file: string; start: number }[] = [];
  let text = '';
  let line = 1;
  for (const p of parts) {
    if (text !== '') {
      text += '\n---\n';
      line += 2;
    }
    offsets.push({ file: p.file === '-' ? '<stdin>' : p.file, start: line });
    text += p.text.replace(/\n$/, '');
    line += p.text.replace(/\n$/, '').split('\n').length - 1;
  }
  const lineToFile = (l: number): [string, number] => {
    let cur = offsets[0] ?? { file: '<none>', start: 1 };
    for (const o of offsets) if (o.start <= l) cur = o;
    return [cur.file, l - cur.start + 1];
  };
  return { text, lineToFile };
}

/** The inputs, or exit 2 with why (a file that cannot be read: contract §2). */
export function readInputsOrExit(paths: readonly string[]): Input {
  try {
    return readInputs(paths);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(2);
  }
}
