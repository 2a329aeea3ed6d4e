// The page's words in the chosen language (the store's `lang`).
import { useAppStore } from '../../store/useAppStore.ts';
import { MESSAGES, format, type MessageKey } from './messages.ts';

export type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useT(): T {
  const lang = useAppStore((s) => s.lang);
  const m = MESSAGES[lang];
  return (key, vars) => format(m[key], vars);
}
