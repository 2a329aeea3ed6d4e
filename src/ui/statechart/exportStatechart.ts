// The statechart as an SVG file: the diagram on screen (lit at the playhead) at full size,
// under a title saying whose machine at what time, and a legend — the words translated,
// the machine's own names as the code spells them. Styles are inlined (svgFile.ts).
import { download, svgFileText } from '../export/svgFile.ts';
import type { StatechartT } from './statechartWords.ts';

const NS = 'http://www.w3.org/2000/svg';
const HEAD = 58;
const MARGIN = 12;

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The file of the diagram `shown` (the panel's SVG), titled `title`. */
export function statechartSvg(shown: SVGSVGElement, title: string, w: StatechartT): string {
  const [, , vw, vh] = (shown.getAttribute('viewBox') ?? '0 0 0 0').split(' ').map(Number);
  const width = Math.max(vw! + 2 * MARGIN, 420);
  const height = vh! + HEAD + MARGIN;
  // Off screen inside a panel-classed host, so the page's rules style it before inlining.
  const host = document.createElement('div');
  host.className = 'statechart';
  host.style.cssText = 'position:absolute;left:-100000px;top:0;';
  const svg = el('svg', { xmlns: NS, width, height, viewBox: `0 0 ${width} ${height}` });
  svg.setAttribute('class', 'statechart-svg statechart-file');
  svg.append(el('rect', { class: 'sc-file-bg', width, height }));
  svg.append(el('text', { class: 'sc-file-title', x: MARGIN, y: 22 }, title));
  const legend = el('g', { transform: `translate(${MARGIN},36)` });
  const active = el('g', { class: 'sc-state leaf active' });
  active.append(el('rect', { width: 22, height: 14, rx: 4 }));
  legend.append(active, el('text', { class: 'sc-legend', x: 28, y: 11 }, w('legendActive')));
  const taken = el('g', { class: 'sc-edge taken', transform: 'translate(190,0)' });
  taken.append(el('path', { d: 'M0,7 L26,7' }));
  legend.append(taken, el('text', { class: 'sc-legend', x: 222, y: 11 }, w('legendTaken')));
  svg.append(legend);
  const body = el('g', { transform: `translate(${MARGIN},${HEAD})` });
  for (const child of shown.children) body.append(child.cloneNode(true));
  svg.append(body);
  host.append(svg);
  document.body.append(host);
  try {
    // Focus and hover are the screen's, not the file's.
    for (const g of svg.querySelectorAll('[tabindex]')) g.removeAttribute('tabindex');
    return svgFileText(svg);
  } finally {
    host.remove();
  }
}

export function downloadStatechart(
  shown: SVGSVGElement,
  title: string,
  file: string,
  w: StatechartT,
) {
  download(new Blob([statechartSvg(shown, title, w)], { type: 'image/svg+xml' }), file);
}
