// The request path in the page (issue 25): a hop's lane is readable where a teacher shows
// it — at 1280×720 and 1920×1080, in the playground, presenting, embedded and in compare, in
// English, Japanese and Russian — and the failure band says whose answer the clients got.
// Measured on the screen: the label's text and box, its row's spans, the band's words.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { encodeShare } from '../../src/share/encode.ts';
import { BASE, sharedBrowser } from './browser.ts';
import { exported, svgFacts } from './exportCheck.ts';
import { Compare } from './pages/compare.ts';
import { Gallery } from './pages/gallery.ts';
import { Playground } from './pages/playground.ts';
import { Presenter } from './pages/presenter.ts';

const browser = sharedBrowser();
const ALB = readFileSync('src/presets/alb-ip-prestop-5s.yaml', 'utf8');

interface HopLane {
  label: string;
  /** The label's box inside the chart's SVG, and no other lane label over it. */
  inside: boolean;
  overlaps: string[];
  height: number;
  /** Widths of the row's "draining, still routing" spans. */
  draining: number[];
}

/** The aws-alb lane as drawn in `scope` (a swimlane). */
const hopLane = (page: Page, scope = '') =>
  page.evaluate((scope): HopLane | null => {
    const svg = document.querySelector(`${scope} [data-testid="swimlane"] svg.lanes`);
    const lane = svg?.querySelector('.lane[data-lane="aws-alb"]');
    if (!svg || !lane) return null;
    const label = lane.querySelector('.label')!;
    const box = label.getBoundingClientRect();
    const host = svg.getBoundingClientRect();
    const others = [...svg.querySelectorAll('.lane .label')].filter((l) => l !== label);
    return {
      label: label.textContent ?? '',
      inside:
        box.left >= host.left - 1 &&
        box.right <= host.right + 1 &&
        box.top >= host.top - 1 &&
        box.bottom <= host.bottom + 1,
      overlaps: others
        .filter((o) => {
          const b = o.getBoundingClientRect();
          return (
            Math.min(box.right, b.right) - Math.max(box.left, b.left) > 1 &&
            Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top) > 1
          );
        })
        .map((o) => o.textContent ?? ''),
      height: box.height,
      draining: [...lane.querySelectorAll('.span-hop-deregistered')].map(
        (s) => s.getBoundingClientRect().width,
      ),
    };
  }, scope);

function readable(lane: HopLane | null, where: string): void {
  assert.ok(lane, `${where}: no aws-alb lane`);
  assert.equal(lane.label, 'AWS ALB', `${where}: the lane says ${lane.label}`);
  assert.ok(lane.inside, `${where}: the label is cut by the chart's edge`);
  assert.deepEqual(lane.overlaps, [], `${where}: labels drawn over it`);
  assert.ok(lane.height >= 10, `${where}: the label is ${lane.height} px tall`);
}

/** Plays to the end, where every mark of the run is revealed. */
async function toEnd(p: Playground): Promise<void> {
  await p.seek(await p.duration());
}

describe('request path', () => {
  for (const [width, height, lang] of [
    [1280, 720, 'en'],
    [1920, 1080, 'ja'],
    [1280, 720, 'ru'],
  ] as const)
    it(`draws the ALB's lane and tells its 502s at ${width}×${height} in ${lang}`, async () => {
      const url = `${BASE}#${encodeShare(ALB)}${lang === 'en' ? '' : `&l=${lang}`}`;
      const { w, p } = await Playground.openAt(browser(), width, height, url);
      await toEnd(p);
      const lane = await hopLane(w.page);
      readable(lane, `${width}×${height} ${lang}`);
      // The 10 s the ALB still sent to the deregistered Pod is a span a person can see.
      assert.ok(
        lane!.draining.some((px) => px >= 20),
        `the draining span is ${lane!.draining.join(', ')} px wide`,
      );
      const note = await w.page.getByTestId('failure-note').innerText();
      assert.match(note, /502/);
      assert.match(note, /AWS ALB/);
      assert.deepEqual(w.errors, []);
      await w.page.context().close();
    });

  it('keeps the lane when presenting a 1080p projector and embedded at 1280×720', async () => {
    const { w, p } = await Playground.openAt(browser(), 1920, 1080, `${BASE}#${encodeShare(ALB)}`);
    await new Presenter(w.page).enterByKeyboard();
    await toEnd(p);
    const presented = await hopLane(w.page);
    readable(presented, 'presenting');
    assert.ok(presented!.height >= 20, `presenting, the label is ${presented!.height} px tall`);
    await w.page.context().close();

    const e = await Playground.openAt(browser(), 1280, 720, `${BASE}?embed=1#${encodeShare(ALB)}`);
    await toEnd(e.p);
    readable(await hopLane(e.w.page), 'embedded');
    assert.deepEqual(e.w.errors, []);
    await e.w.page.context().close();
  });

  it('opens the ALB with preStop 5 s against 15 s as a compare, both with the lane', async () => {
    const { w } = await Playground.openAt(browser(), 1280, 720);
    const gallery = new Gallery(w.page);
    await gallery.open();
    await gallery.compare('alb-ip-prestop-5s');
    const compare = new Compare(w.page);
    await compare.swimlaneB().waitFor({ timeout: 20_000 });
    await w.page.waitForFunction(
      () =>
        !document
          .querySelector('.compare-summary tbody td:nth-child(3)')
          ?.textContent?.includes('…'),
    );
    const row = compare.differenceSummary().getByRole('row', { name: /Failed requests/ });
    const [, a, b] = (await row.innerText()).split('\t');
    assert.ok(Number(a) > 50, `preStop 5 s: ${a} failed`);
    assert.equal(Number(b), 0, 'preStop 15 s: none failed');
    const labels = await w.page
      .locator('.lane[data-lane="aws-alb"] .label')
      .evaluateAll((ls) => ls.map((l) => l.textContent ?? ''));
    assert.ok(labels.filter((l) => l === 'AWS ALB').length >= 2, `lanes: ${labels.join(', ')}`);
    assert.deepEqual(w.errors, []);
    await w.page.context().close();
  });

  it('exports the hop lane and its legend entry in the SVG', async () => {
    const { w, p } = await Playground.openAt(browser(), 1280, 720, `${BASE}#${encodeShare(ALB)}`);
    await toEnd(p);
    const svg = await svgFacts(w.page, (await exported(w.page, 'SVG')).bytes.toString('utf8'));
    assert.equal(svg.error, false);
    assert.ok(svg.texts.includes('AWS ALB'), 'the lane label is in the file');
    assert.ok(
      svg.texts.some((t) => t.includes('hop')),
      `the legend names the hops: ${svg.texts.slice(0, 40).join(' | ')}`,
    );
    await w.page.context().close();
  });
});
