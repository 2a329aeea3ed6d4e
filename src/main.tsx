// Entry: pick the starting text (link, autosave or default), make the store, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from './store/createAppStore.ts';
import { StoreContext } from './store/useAppStore.ts';
import { App } from './ui/App.tsx';
import { documents, startupText } from './ui/startup.ts';
import { readPlayback } from './share/playbackParams.ts';
import { readFold, readNav } from './share/navParams.ts';
import { LANG_KEY } from './ui/LanguagePicker.tsx';
import { THEME_KEY, isThemeChoice } from './ui/ThemePicker.tsx';
import type { AppStore, ThemeChoice } from './store/createAppStore.ts';
import {
  MESSAGES,
  browserLang,
  format,
  isLang,
  langFromLink,
  type Lang,
} from './ui/i18n/messages.ts';
// The styles in cascade order: later files refine earlier ones.
import './ui/styles/theme.css';
import './ui/styles/fonts.css';
import './ui/styles/page.css';
import './ui/styles/swimlane.css';
import './ui/styles/nav.css';
import './ui/styles/marks.css';
import './ui/styles/export.css';
import './ui/styles/narration.css';
import './ui/styles/presenter.css';
import './ui/styles/gallery.css';
import './ui/styles/embed.css';
import './ui/styles/observed.css';
import './ui/styles/compare.css';
import './ui/styles/actions.css';
import './ui/styles/documents.css';
import './ui/styles/narrow.css';
import { loadLanguage } from './ui/i18n/loadLanguage.ts';
import { builtRunOf } from './ui/builtRun.ts';
import { hashText } from './ui/hashText.ts';

/**
 * Makes the store the first render draws. Awaited inside a function, not at the module's
 * top level: the chunks it awaits (a link's reader, a language's tables) import the page's
 * chunk, which holds this module (vite.config.ts), and a chunk still evaluating cannot be
 * imported.
 */
async function startStore(): Promise<AppStore> {
  const start = await startupText(location.hash);
  // A link opens as a new document: its edits go to a slot of their own.
  if (start.fromLink) documents.startNew({ text: start.text, compareText: start.compareText });
  const store = createAppStore(start.text);
  // The default preset's run came with the page: the first render draws it (no wait for the
  // worker, which App starts for the first edit); any other text is simulated there.
  const built = builtRunOf(start.text, start.fromLink);
  if (built)
    store
      .getState()
      .setResult(built.trace, built.diagnostics, hashText(start.text), undefined, built.title);
  if (start.banner) store.getState().setBanner(start.banner);
  if (start.compareText !== null) store.getState().setCompareText(start.compareText);
  const lang = startLang(store);
  // The language's words before the first render, so the page never flashes English.
  await loadLanguage(lang);
  store.getState().setLang(lang);
  linkedView(store, start.fromLink);
  // Before the first render, so the first layout already asks for the language's fonts.
  document.documentElement.lang = store.getState().lang;
  store.getState().setTheme(savedTheme());
  return store;
}

/** A link's presenter stop and time, or its window, selection and folds. */
function linkedView(store: AppStore, fromLink: boolean): void {
  const linked = readPlayback(location.hash);
  if (linked.presenter) {
    store.getState().setPresenter(true);
    store.getState().setLinkedPlayback({ stop: linked.stop, t: linked.t });
  } else if (fromLink) store.getState().setLinkedNav(readNav(location.hash));
  if (fromLink) store.getState().setFoldQuiet(readFold(location.hash));
}

function savedTheme(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return isThemeChoice(v) ? v : 'system';
  } catch {
    return 'system'; // storage disabled
  }
}

function readSavedLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null; // storage disabled
  }
}

/** A link's language, else the one chosen before, else the browser's. */
function startLang(s: AppStore): Lang {
  const linked = langFromLink(location.hash);
  if (linked && 'lang' in linked) return linked.lang;
  if (linked) s.getState().setBanner(format(MESSAGES.en.unknownLanguage, { lang: linked.unknown }));
  const saved = readSavedLang();
  return isLang(saved) ? saved : browserLang(navigator.languages);
}

void startStore().then((store) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreContext.Provider value={store}>
        <App />
      </StoreContext.Provider>
    </StrictMode>,
  );
  registerOffline();
});

/** Offline after the first load (the built page only: the dev server has no sw.js). */
function registerOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('./sw.js').catch(() => {
    // not available (private mode, file://): the page works online as before
  });
}
