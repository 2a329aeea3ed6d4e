// metadata.annotations' total size (apimachinery objectmeta.go ValidateAnnotationsSize):
// keys and values in bytes, 256 KiB in all, on objects and Pod templates; field.TooLong's
// words by version (apimachinery 51cdbebd, 1.32).
import { describe, expect, it } from 'vitest';
import { ANNOTATIONS_MAX_BYTES } from '../../../../src/manifest/read/labels.ts';
import { errors } from '../docs.ts';

const pod = (annotations: string): string =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n  annotations:\n${annotations}spec:\n  containers:\n    - {name: app, image: nginx}\n`;
const deployment = (annotations: string): string =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n      annotations:\n${annotations.replace(/^(?=.)/gm, '    ')}    spec:\n      containers: [{name: app, image: nginx}]\n`;
/** Two annotations whose keys and values make `bytes` in all. */
const sized = (bytes: number): string =>
  `    a: "${'x'.repeat(bytes / 2 - 1)}"\n    b: "${'y'.repeat(bytes / 2 - 1)}"\n`;

describe("annotations' total size", () => {
  it('at the limit is accepted; one byte over is refused at the annotations', () => {
    expect(errors(pod(sized(ANNOTATIONS_MAX_BYTES)), 34)).toEqual([]);
    const over = errors(pod(sized(ANNOTATIONS_MAX_BYTES + 2)), 34);
    expect(over).toEqual([
      expect.objectContaining({
        line: 6,
        message: 'metadata.annotations: Too long: may not be more than 262144 bytes',
      }),
    ]);
  });

  it('says it in the words of the version: "must have at most" until 1.31', () => {
    expect(errors(pod(sized(ANNOTATIONS_MAX_BYTES + 2)), 31)[0]?.message).toBe(
      'metadata.annotations: Too long: must have at most 262144 bytes',
    );
    expect(errors(pod(sized(ANNOTATIONS_MAX_BYTES + 2)), 21)[0]?.message).toBe(
      'metadata.annotations: Too long: must have at most 262144 bytes',
    );
  });

  it('counts bytes, not characters (Go len of UTF-8)', () => {
    // 3 bytes a character: a third as many characters pass the limit.
    const wide = `    a: "${'あ'.repeat(ANNOTATIONS_MAX_BYTES / 3 + 1)}"\n`;
    expect(errors(pod(wide), 34)[0]?.message).toMatch(/^metadata\.annotations: Too long/);
  });

  it("holds for a Pod template's annotations too", () => {
    expect(errors(deployment(sized(ANNOTATIONS_MAX_BYTES + 2)), 34)[0]?.message).toBe(
      'spec.template.metadata.annotations: Too long: may not be more than 262144 bytes',
    );
  });
});
