// An SVG drawn by the page as a file that looks the same anywhere: the page's CSS (classes,
// custom properties) is written into each element's style, then the classes go. The
// swimlane's export and the statechart's share it, and the download.

const STYLED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'paint-order',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
];

/** The SVG's text, every style the page gives it inlined. */
export function svgFileText(svg: SVGSVGElement): string {
  const els = [svg, ...svg.querySelectorAll<SVGElement>('*')];
  // Every style is read before any class goes: the rules match on the root's class.
  const styles = els.map((el) => {
    const cs = getComputedStyle(el);
    return STYLED.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
  });
  els.forEach((el, i) => {
    el.setAttribute('style', styles[i]!);
    el.removeAttribute('class');
    // `fill="var(--phase-running)"` means nothing outside the page: the style has it.
    for (const a of ['fill', 'stroke'])
      if (el.getAttribute(a)?.includes('var(')) el.removeAttribute(a);
  });
  const text = new XMLSerializer().serializeToString(svg);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${text}`;
}

export function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}
