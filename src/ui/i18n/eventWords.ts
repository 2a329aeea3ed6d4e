// Words the narration adds around an event in Japanese and Russian: the titles of the
// kubernetes.io pages it links to (docTitles.ts, loaded with the language; the pages
// themselves are English: the link says so). Kubernetes' own Event reasons and messages stay
// as it prints them.
import type { TraceEvent } from '../../trace/types.ts';
import type { Lang } from './messages.ts';
import type { Other } from './whys.ts';

type DocTitles = typeof import('./docTitles.ts').DOC_TITLE;
let docTitles: DocTitles | null = null;

/** Loads the pages' titles in Japanese and Russian (once, with either language). */
export async function loadDocTitles(lang: Lang): Promise<void> {
  if (lang === 'en' || docTitles) return;
  docTitles = (await import('./docTitles.ts')).DOC_TITLE;
}

/** The page's title in `lang` (English until the language has loaded). */
export function docTitleIn(lang: Lang, title: string): string {
  return lang === 'en' ? title : (docTitles?.[title]?.[lang] ?? title);
}

/** kubernetes.io in English, said after a translated title. */
export const DOC_IN_ENGLISH: Readonly<Record<Other, string>> = {
  ja: '(英語のページ)',
  ru: '(страница на английском)',
};

/** The part of an event's sentence that is Kubernetes' own English (an Event, a refusal). */
export function verbatimOf(e: TraceEvent): string | null {
  if (e.type === 'KubeEvent') return `${e.data.reason}: ${e.data.message}`;
  if (e.type === 'EvictionRefused' && e.data.message) return e.data.message;
  return null;
}
