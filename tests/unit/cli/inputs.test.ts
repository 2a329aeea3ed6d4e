// The command's input (issue 30): a folder is every manifest under it, in name order, as
// `kubectl apply -f DIR -R` reads it; the files form one stream whose lines map back.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInputs } from '../../../src/cli/inputs.ts';

describe('readInputs', () => {
  it('reads a folder’s .yaml, .yml and .json files in name order, and maps lines back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'podterm-inputs-'));
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'b.yaml'), 'kind: B\nmetadata: {name: b}\n');
    writeFileSync(join(dir, 'a.yml'), 'kind: A\n');
    writeFileSync(join(dir, 'sub', 'c.json'), '{"kind": "C"}\n');
    writeFileSync(join(dir, 'notes.txt'), 'not a manifest\n');
    const input = readInputs([dir]);
    expect(input.text).toBe('kind: A\n---\nkind: B\nmetadata: {name: b}\n---\n{"kind": "C"}');
    expect(input.lineToFile(1)).toEqual([join(dir, 'a.yml'), 1]);
    expect(input.lineToFile(4)).toEqual([join(dir, 'b.yaml'), 2]);
    expect(input.lineToFile(6)).toEqual([join(dir, 'sub', 'c.json'), 1]);
  });
});
