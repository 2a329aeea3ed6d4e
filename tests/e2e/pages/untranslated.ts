// Finds English left on a page that is in Japanese or Russian: every text a person reads
// (rendered text, the options of a rendered select, aria-label, title, placeholder, alt, the
// tab's title) is cut into words, and a word of three or more letters that is neither an
// identifier nor on the short list below is English nobody translated.
import type { Page } from 'playwright-core';
import { ACTIONS } from '../../../src/manifest/kinds/actions.ts';

export interface Seen {
  where: string;
  text: string;
}

/**
 * Words that stay as they are in every language, and why:
 * - the contract's action names (`do:` values, manifest/kinds/actions.ts), as a document writes them;
 * - the product and Kubernetes terms as Kubernetes spells them (kinds, phases, components,
 *   field names and values a manifest or kubectl uses; camelCase and ALL-CAPS words such as
 *   deletionTimestamp, EndpointSlice, SIGTERM, DELETE are identifiers and pass anyway);
 * - the object names of the default preset (src/presets/default.yaml);
 * - the keyboard's key names the presenter's help shows.
 */
const ALLOW = new Set(
  [
    ...ACTIONS,
    'podterm',
    'Kubernetes',
    'kubectl',
    // A kubectl verb inside a command the picker names (`kubectl patch --subresource=status`).
    'patch',
    'kubelet',
    'kube-proxy',
    'Pod',
    'Pods',
    'Node',
    'Service',
    'Deployment',
    'Job',
    'Event',
    'Scenario',
    'Pending',
    'Running',
    'Terminating',
    'Succeeded',
    'Failed',
    'Ready',
    'Forbid',
    'Never',
    'init',
    'Replace',
    'Background',
    'Foreground',
    'Orphan',
    'finalizer',
    'taint',
    'out-of-service',
    'eviction',
    'drain',
    'endpoint',
    'endpoints',
    'phase',
    'condition',
    'serving',
    'terminating',
    'grace',
    'web',
    'app',
    'node-a',
    'node-b',
    'Enter',
    'Esc',
    // the hops' projects and components as they spell themselves (contract §5 names)
    'ingress-nginx',
    'Istio',
    'istio-proxy',
    'Linkerd',
    'linkerd-proxy',
    'Traefik',
    'Envoy',
    'grpc-go',
    'sidecar',
  ].map((w) => w.toLowerCase()),
);

/** tsx names the functions of a page callback with a helper the page lacks: give it one. */
export const KEEP_NAMES = 'globalThis.__name ??= (f) => f';

/** The English words of `text` (identifiers and allowed terms left out). */
export function englishWords(text: string): string[] {
  const out: string[] = [];
  for (const [token] of text.matchAll(/[A-Za-z][A-Za-z0-9]*(?:[-_./:=@'’][A-Za-z0-9]+)*/g)) {
    if (/[0-9_./:=@]/.test(token)) continue; // a name, a path, a version, key=value
    if (/[a-z][A-Z]/.test(token)) continue; // camelCase: a field or a kind
    if (token === token.toUpperCase()) continue; // SIGTERM, DELETE, JSON, PID
    if (ALLOW.has(token.toLowerCase())) continue;
    const parts = token.split(/[-'’]/).filter((p) => p.length >= 3);
    if (parts.some((p) => !ALLOW.has(p.toLowerCase()))) out.push(token);
  }
  return out;
}

/**
 * Every text a person reads on the page, except what is meant to stay as written: text in
 * `translate="no"` or in another `lang` than the page's (what Kubernetes and kubectl print,
 * code, a language's own name), the editor (the user's YAML) and `skip`'s subtrees.
 */
export async function readableTexts(page: Page, skip: readonly string[]): Promise<Seen[]> {
  await page.evaluate(KEEP_NAMES);
  return page.evaluate((skipped) => {
    const lang = document.documentElement.lang;
    const out: { where: string; text: string }[] = [{ where: 'title', text: document.title }];
    const excluded = (el: Element): boolean =>
      el.closest(
        // data-verbatim: SVG text that is an identifier (a lane, a Pod, SIGTERM), which SVG
        // cannot mark with translate="no".
        [
          '[translate="no"]',
          '[data-verbatim]',
          '.monaco-host',
          '[class*="monaco"]',
          ...skipped,
        ].join(','),
      ) !== null || (el.closest('[lang]')?.getAttribute('lang') ?? lang) !== lang;
    const shown = (el: Element): boolean => {
      const box = el.closest('option, optgroup') ? el.closest('select') : el;
      if (!box || box.getClientRects().length === 0) return false;
      return getComputedStyle(box).visibility !== 'hidden';
    };
    const where = (el: Element): string =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || excluded(el) || !shown(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v) out.push({ where: `${where(el)}[${a}]`, text: v });
      }
      // A textarea's text is what the user typed or pasted (YAML, kubectl's output).
      if (el.tagName === 'TEXTAREA') continue;
      for (const n of el.childNodes)
        if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
          out.push({ where: where(el), text: n.textContent });
    }
    return out;
  }, skip);
}

/** The texts of `page` with English in them, each with its English words. */
export async function untranslated(page: Page, skip: readonly string[] = []): Promise<string[]> {
  return (await readableTexts(page, skip)).flatMap(({ where, text }) => {
    const words = englishWords(text);
    return words.length > 0 ? [`${where}: "${text.trim()}" (${words.join(', ')})`] : [];
  });
}
