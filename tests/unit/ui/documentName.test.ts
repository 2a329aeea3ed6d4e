// A saved document's name in the Documents list (src/ui/autosave/documentName.ts).
import { describe, expect, it } from 'vitest';
import { documentName } from '../../../src/ui/autosave/documentName.ts';

describe('documentName', () => {
  it("is the Scenario's metadata.name, block or flow style", () => {
    const block = 'kind: Scenario\nmetadata:\n  labels:\n    name: not-this\n  name: "drain"\n';
    expect(documentName(block)).toBe('drain');
    expect(documentName('kind: Scenario\nmetadata: {name: flow, x: 1}\n')).toBe('flow');
  });

  it("never a name inside labels or annotations, nor another kind's", () => {
    const flow = 'kind: Scenario\nmetadata: {annotations: {name: wrong}, name: right}\n';
    expect(documentName(flow)).toBe('right');
    expect(documentName('kind: Scenario\nmetadata: {labels: {name: only}}\n')).toBeNull();
    expect(documentName('kind: Pod\nmetadata:\n  name: p\n')).toBeNull();
  });
});
