// Export (issues 5 and 13): the swimlane as a valid SVG and PNG that look like the screen
// (marks in their colours, spans, the failure band, title, version, window, legend), a
// 1920×1080 slide, and the trace as JSON. The pixels and shapes are measured, not trusted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE, openPage, sharedBrowser } from './browser.ts';
import { exported, pixelStats, svgFacts, type PixelStats } from './exportCheck.ts';
import { Playground } from './pages/playground.ts';

const browser = sharedBrowser();

/** What a person sees in a picture of the default preset's story: the refused requests in
 * red, the Running Pods and served traffic in green, on the theme's background. */
function looksLikeTheScreen(px: PixelStats, what: string): void {
  assert.ok(px.red > 0.003, `${what}: failed-request red covers ${px.red}`);
  assert.ok(px.green > 0.05, `${what}: Running green covers ${px.green}`);
  assert.ok(px.topShare < 0.9, `${what}: one colour covers ${px.topShare}: blank`);
  assert.ok(px.colours > 100, `${what}: only ${px.colours} colours`);
  assert.equal(px.top, px.bg, `${what}: the background is the theme's`);
}

describe('export', () => {
  it('gives an SVG and PNG of what is on screen, titled, with legend, and the trace as JSON', async () => {
    const w = await openPage(browser(), BASE);
    await w.page.emulateMedia({ colorScheme: 'light' });
    const p = new Playground(w.page);
    await p.waitForTrace();
    // The page opens on the story window; the file shows the same window.
    const shown = await w.page.locator('.zoom .window').innerText();
    assert.equal(shown, '9.0–13.0 s');

    const svg = await exported(w.page, 'SVG');
    assert.match(svg.file, /^podterm-1\.\d+\.svg$/);
    const f = await svgFacts(w.page, svg.bytes.toString('utf8'));
    assert.deepEqual(
      { error: f.error, root: f.root, rects: f.rects > 10, classes: f.classes },
      { error: false, root: 'svg', rects: true, classes: 0 },
    );
    // The marks: glyphs of several shapes in their tones, labelled spans, the failure band.
    for (const shape of ['check', 'circle', 'diamond', 'square', 'triangle'])
      assert.ok(f.shapes.includes(shape), `glyph ${shape} in ${f.shapes.join(', ')}`);
    assert.equal(f.untoned, 0, 'every glyph has its tone');
    assert.ok(f.spans >= 10, `${f.spans} spans`);
    assert.equal(f.bands, 1, 'the failure band');
    assert.ok(
      f.texts.some((t) => /^16 requests refused/.test(t)),
      'the band says what failed',
    );
    // Heading and legend, inside the file.
    assert.equal(f.texts[0], 'Delete one Pod under traffic');
    assert.ok(f.texts.includes('Kubernetes 1.34 · 9.0–13.0 s of 60 s'), f.texts.join(' | '));
    assert.equal(f.legend, 15, 'the legend’s 10 glyphs and 5 phases');
    assert.equal(f.window, '9000-13000');
    // Styles stand alone: every drawn element has its fill and stroke; text is readable.
    assert.deepEqual(f.unstyled, []);
    assert.deepEqual(f.lowContrast, []);

    const png = await exported(w.page, 'PNG');
    assert.equal(png.file.endsWith('.png'), true);
    assert.deepEqual(
      [...png.bytes.subarray(0, 8)],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    );
    const px = await pixelStats(w.page, png.bytes);
    assert.deepEqual([px.width, px.height], [f.width * 2, f.height * 2], 'PNG at 2× of the SVG');
    looksLikeTheScreen(px, 'PNG');
    assert.ok(px.black < 0.04, `black covers ${px.black}`);

    // Zoomed out to the whole run, the file follows.
    await w.page.getByRole('button', { name: 'Whole run' }).click();
    const whole = await svgFacts(w.page, (await exported(w.page, 'SVG')).bytes.toString('utf8'));
    assert.equal(whole.window, '0-60000');
    assert.ok(whole.texts.includes('Kubernetes 1.34 · whole run, 60 s'));

    const json = await exported(w.page, 'JSON');
    const trace = JSON.parse(json.bytes.toString('utf8')) as { podterm: number; events: unknown[] };
    assert.equal(trace.podterm, 2);
    assert.ok(trace.events.length > 50);
    assert.deepEqual(w.errors, []);
    assert.deepEqual(w.csp, []);
    await w.page.context().close();
  });

  it('draws a 1920×1080 slide in either theme, on its background', async () => {
    const w = await openPage(browser(), BASE);
    await w.page.emulateMedia({ colorScheme: 'light' });
    await new Playground(w.page).waitForTrace();
    const slide = await exported(w.page, 'Slide');
    assert.match(slide.file, /^podterm-1\.\d+-slide\.png$/);
    const px = await pixelStats(w.page, slide.bytes);
    assert.deepEqual([px.width, px.height], [1920, 1080]);
    looksLikeTheScreen(px, 'light slide');
    assert.ok(px.black < 0.04, `black covers ${px.black}`);

    await w.page.emulateMedia({ colorScheme: 'dark' });
    await w.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await pixelStats(w.page, (await exported(w.page, 'Slide')).bytes);
    looksLikeTheScreen(dark, 'dark slide');
    assert.notEqual(dark.bg, px.bg);
    assert.ok(dark.light > 0.005, `light text covers ${dark.light} of the dark slide`);
    const svg = await svgFacts(w.page, (await exported(w.page, 'SVG')).bytes.toString('utf8'));
    assert.deepEqual(svg.lowContrast, [], 'no dark text on the dark background');
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });
});
