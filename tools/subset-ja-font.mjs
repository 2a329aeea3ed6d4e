#!/usr/bin/env node
// `npm run font:ja`: the page's Japanese glyphs as one small woff2, so Japanese reads on a
// machine without a CJK font (styles/fonts.css loads it only when the page is in Japanese).
// It takes every kana, kanji and CJK punctuation mark written anywhere in src/ (the ja
// tables: messages, whys, explanations, warnings, presets, assumptions, the swimlane's
// words…) and subsets Noto Sans JP Regular (SIL OFL 1.1, from the npm package
// @expo-google-fonts/noto-sans-jp) to them with subset-font (HarfBuzz). Its output is
// committed: run it again after adding Japanese text (a unit test says when).
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const ROOT = join(import.meta.dirname, '..');
const FONT = 'node_modules/@expo-google-fonts/noto-sans-jp';
const OUT = 'src/ui/fonts';
/** Kana, CJK punctuation, kanji and full-width forms: what system-ui lacks without a CJK font. */
export const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/gu;

const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f))
  .sort();
const chars = new Set();
for (const f of files)
  for (const c of readFileSync(join(ROOT, 'src', f), 'utf8').match(CJK) ?? []) chars.add(c);
const text = [...chars].sort().join('');

const ttf = readFileSync(join(ROOT, FONT, '400Regular/NotoSansJP_400Regular.ttf'));
const woff2 = await subsetFont(ttf, text, { targetFormat: 'woff2' });
writeFileSync(join(ROOT, OUT, 'noto-sans-jp-subset.woff2'), woff2);
writeFileSync(join(ROOT, OUT, 'ja-chars.txt'), `${text}\n`);
copyFileSync(join(ROOT, FONT, 'LICENSE_FONT'), join(ROOT, OUT, 'OFL.txt'));
console.log(`${chars.size} characters from ${files.length} files: ${woff2.length} bytes`);
