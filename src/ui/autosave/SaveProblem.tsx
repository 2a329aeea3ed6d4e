// A save that failed (storage full or disabled), said where the user types: the text is
// still in the editor, and a share link keeps it.
import { useAppStore } from '../../store/useAppStore.ts';
import { format } from '../i18n/messages.ts';

const WORDS = {
  en: 'Not saved in this browser ({reason}). Your text is still here: use Share to keep a link to it.',
  ja: 'このブラウザーに保存できなかった ({reason})。テキストはここに残っている: 共有でリンクを残せる。',
  ru: 'Не сохранено в этом браузере ({reason}). Текст остался здесь: сохраните ссылку кнопкой «Поделиться».',
} as const;

export function SaveProblem() {
  const reason = useAppStore((s) => s.saveError);
  const lang = useAppStore((s) => s.lang);
  if (!reason) return null;
  return (
    <p role="alert" className="save-problem" data-testid="save-problem">
      {format(WORDS[lang], { reason })}
    </p>
  );
}
