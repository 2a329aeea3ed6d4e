// Raw inflate with a ceiling on the output: a deflate bomb is cut short, not expanded.
import { Inflate } from 'fflate';

/** Input is fed in slices this big; deflate expands at most ~1032:1, so one slice's output is ~1 MB at most. */
const SLICE = 1024;

export type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; why: 'too big' | 'corrupt' };

export function inflateCapped(data: Uint8Array, maxBytes: number): Inflated {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let tooBig = false;
  const inf = new Inflate((chunk) => {
    size += chunk.length;
    if (size > maxBytes) tooBig = true;
    else chunks.push(chunk);
  });
  try {
    for (let i = 0; i < data.length && !tooBig; i += SLICE) {
      inf.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
    }
  } catch {
    return { ok: false, why: 'corrupt' };
  }
  if (tooBig) return { ok: false, why: 'too big' };
  const bytes = new Uint8Array(size);
  let o = 0;
  for (const c of chunks) {
    bytes.set(c, o);
    o += c.length;
  }
  return { ok: true, bytes };
}
