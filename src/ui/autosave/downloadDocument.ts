// A saved document as files: its text as <name>.yaml, and a Compare's variant B beside it
// as <name>-b.yaml.
import { download } from '../export/svgFile.ts';
import type { Content } from './documents.ts';

/** A file name from the document's name: letters, digits, dots and dashes only. */
export function fileNameOf(name: string | null): string {
  const safe = (name ?? '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return safe === '' ? 'podterm-document' : safe.slice(0, 80);
}

export function downloadDocument(c: Content, name: string | null): void {
  const base = fileNameOf(name);
  download(new Blob([c.text], { type: 'text/yaml' }), `${base}.yaml`);
  if (c.compareText !== null)
    download(new Blob([c.compareText], { type: 'text/yaml' }), `${base}-b.yaml`);
}
