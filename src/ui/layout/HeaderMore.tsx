// The header on a phone (issue 27): the title, the gallery and the preset stay on one line;
// the version, actions, language, theme and share wait behind a ⋯ disclosure, so the run
// starts near the top of a 390×844 screen. Wider, they stand in the header as before.
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { PHONE_PX } from './panes.ts';
import { useWindowWidth } from './useWindowWidth.ts';

export function HeaderMore({ children }: { children: ReactNode }) {
  const width = useWindowWidth();
  const t = useT();
  if (width >= PHONE_PX) return children;
  return (
    <details className="header-more">
      <summary aria-label={t('headerMore')} title={t('headerMore')}>
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="header-more-body">{children}</div>
    </details>
  );
}
