// The bundled Japanese font (npm run font:ja) has a glyph for every Japanese character the
// page can show: a new Japanese word without its glyph fails here until the font is made again.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FONTS = join(ROOT, 'src/ui/fonts');
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/gu;

describe('the Japanese subset font', () => {
  it('covers every Japanese character written in src/', () => {
    const inFont = new Set(readFileSync(join(FONTS, 'ja-chars.txt'), 'utf8').trim());
    const missing = new Set<string>();
    for (const f of readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }))
      if (/\.tsx?$/.test(f))
        for (const c of readFileSync(join(ROOT, 'src', f), 'utf8').match(CJK) ?? [])
          if (!inFont.has(c)) missing.add(c);
    expect([...missing].join(''), 'run `npm run font:ja`').toBe('');
  });

  it('is small and carries its licence', () => {
    expect(statSync(join(FONTS, 'noto-sans-jp-subset.woff2')).size).toBeLessThan(150_000);
    expect(readFileSync(join(FONTS, 'OFL.txt'), 'utf8')).toMatch(/SIL OPEN FONT LICENSE/);
  });
});
