// Telling a share link from any other fragment, on its own so that the page's first load
// can ask without loading the decoder and inflater (ui/startup.ts).

/**
 * Whether a location hash (with or without '#') is a share link: one of its `&`-separated
 * parameters is `s=` (`#s=<version>.<payload>`), not merely any text holding "s=" (`#tags=a`).
 */
export function isShareFragment(fragment: string): boolean {
  const hash = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  return hash.split('&').some((p) => p.startsWith('s='));
}
