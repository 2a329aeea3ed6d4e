// The page's header (presets, the version and action pickers, language, theme, share), the
// lesson row under it with the Documents list, and the banner (a damaged link, an editor
// that could not load).
import { useAppStore, useStoreApi } from '../store/useAppStore.ts';
import { PresetLesson, PresetMenu } from './PresetMenu.tsx';
import { VersionPicker } from './VersionPicker.tsx';
import { ActionPicker } from './actions/ActionPicker.tsx';
import { ShareButton } from './ShareButton.tsx';
import { DocumentsButton } from './autosave/DocumentsButton.tsx';
import { HeaderMore } from './layout/HeaderMore.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { useT } from './i18n/useT.ts';
import type { OpenDocuments } from './useOpenDocuments.ts';

export function PageHeader({
  jaFont,
  onEdit,
  docs,
}: {
  /** The Japanese font loaded: the header is drawn again with it. */
  jaFont: boolean;
  onEdit: (text: string) => void;
  docs: OpenDocuments;
}) {
  return (
    <>
      <header key={jaFont ? 'ja-font' : 'system-font'}>
        <h1>podterm</h1>
        <PresetMenu onPick={docs.openDocument} />
        <HeaderMore>
          <VersionPicker onEdit={onEdit} />
          <ActionPicker onEdit={onEdit} />
          <LanguagePicker />
          <ThemePicker />
          <ShareButton />
        </HeaderMore>
      </header>
      {/* Under the header, not in it: the header stays one line in every language. */}
      <div className="lesson-row">
        <PresetLesson />
        <DocumentsButton onOpen={docs.openSaved} autosaver={docs.autosaver} />
      </div>
      <Banner />
    </>
  );
}

function Banner() {
  const store = useStoreApi();
  const t = useT();
  const banner = useAppStore((s) => s.banner);
  if (!banner) return null;
  return (
    <div role="alert" className="banner">
      {banner}
      <button
        type="button"
        aria-label={t('dismiss')}
        onClick={() => store.getState().setBanner(null)}
      >
        ×
      </button>
    </div>
  );
}
