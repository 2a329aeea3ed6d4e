// Entry: pick the starting text (link, autosave or default), make the store, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from './store/createAppStore.ts';
import { StoreContext } from './store/useAppStore.ts';
import { App } from './ui/App.tsx';
import { startupText } from './ui/startup.ts';
import './ui/styles.css';

const start = startupText(location.hash);
const store = createAppStore(start.text);
if (start.banner) store.getState().setBanner(start.banner);
if (start.compareText !== null) store.getState().setCompareText(start.compareText);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreContext.Provider value={store}>
      <App />
    </StoreContext.Provider>
  </StrictMode>,
);
