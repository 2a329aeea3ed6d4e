// React access to the store made for this page (a context, so tests and embeds can make
// their own).
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from './createAppStore.ts';

export const StoreContext = createContext<AppStore | null>(null);

export function useAppStore<T>(select: (s: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore outside <StoreContext.Provider>');
  return useStore(store, select);
}

export function useStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStoreApi outside <StoreContext.Provider>');
  return store;
}
