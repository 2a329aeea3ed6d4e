// The Documents list and the autosave's messages (issue 31) in English, Japanese and
// Russian. A small table, so all three come with the page.
import type { Lang } from '../../store/lang.ts';
import { format } from './messages.ts';

const en = {
  button: 'Documents',
  buttonTitle: 'Every document saved in this browser',
  title: 'Documents saved in this browser',
  close: 'Close',
  empty: 'No document is saved in this browser yet: what you type is saved as you type it.',
  untitled: 'Untitled',
  onScreen: 'on screen',
  compares: 'with Compare’s B',
  savedAt: 'saved {time}',
  savedEarlier: 'saved by an earlier podterm',
  open: 'Open',
  download: 'Download',
  delete: 'Delete',
  deleteSure: 'Delete “{name}” from this browser',
  keep: 'Keep',
  rowLabel: '{name}, {time}',
  notSaved:
    'Not saved in this browser ({reason}). Your text is still here: use Share to keep a link to it.',
  full: 'Storage in this browser is full: this document is not saved. The oldest other document is “{name}” ({first}; {time}): remove it to make room, or download it first.',
  fullBlocked: 'The other document was not opened, so this one is not lost: make room first.',
  removeOldest: 'Remove “{name}”',
  downloadOldest: 'Download “{name}”',
} as const;

export type DocumentKey = keyof typeof en;

const ja: Record<DocumentKey, string> = {
  button: 'ドキュメント',
  buttonTitle: 'このブラウザーに保存したすべてのドキュメント',
  title: 'このブラウザーに保存したドキュメント',
  close: '閉じる',
  empty:
    'このブラウザーに保存したドキュメントはまだありません。入力したテキストは入力するたびに保存されます。',
  untitled: '名前なし',
  onScreen: '表示中',
  compares: '比較の B 付き',
  savedAt: '{time} に保存',
  savedEarlier: '以前の podterm で保存',
  open: '開く',
  download: 'ダウンロード',
  delete: '削除',
  deleteSure: '「{name}」をこのブラウザーから削除',
  keep: '残す',
  rowLabel: '{name}、{time}',
  notSaved:
    'このブラウザーに保存できなかった ({reason})。テキストはここに残っている: 共有でリンクを残せる。',
  full: 'このブラウザーのストレージに空きがなく、このドキュメントは保存されていません。ほかで最も古いドキュメントは「{name}」({first}、{time}) です。削除して空きを作るか、先にダウンロードしてください。',
  fullBlocked:
    'このドキュメントを失わないよう、ほかのドキュメントは開きませんでした。先に空きを作ってください。',
  removeOldest: '「{name}」を削除',
  downloadOldest: '「{name}」をダウンロード',
};

const ru: Record<DocumentKey, string> = {
  button: 'Документы',
  buttonTitle: 'Все документы, сохранённые в этом браузере',
  title: 'Документы, сохранённые в этом браузере',
  close: 'Закрыть',
  empty:
    'В этом браузере ещё нет сохранённых документов: набранный текст сохраняется по ходу набора.',
  untitled: 'Без названия',
  onScreen: 'на экране',
  compares: 'с вариантом B сравнения',
  savedAt: 'сохранён {time}',
  savedEarlier: 'сохранён прежней версией podterm',
  open: 'Открыть',
  download: 'Скачать',
  delete: 'Удалить',
  deleteSure: 'Удалить «{name}» из этого браузера',
  keep: 'Оставить',
  rowLabel: '{name}, {time}',
  notSaved:
    'Не сохранено в этом браузере ({reason}). Текст остался здесь: сохраните ссылку кнопкой «Поделиться».',
  full: 'Хранилище этого браузера заполнено: этот документ не сохранён. Самый старый из других документов — «{name}» ({first}; {time}): удалите его, чтобы освободить место, или сначала скачайте.',
  fullBlocked: 'Другой документ не открыт, чтобы не потерять этот: сначала освободите место.',
  removeOldest: 'Удалить «{name}»',
  downloadOldest: 'Скачать «{name}»',
};

export const DOCUMENT_WORDS: Readonly<Record<Lang, Readonly<Record<DocumentKey, string>>>> = {
  en,
  ja,
  ru,
};

/** The words in `lang`, with `{name}` placeholders filled. */
export function documentWords(lang: Lang) {
  return (key: DocumentKey, vars?: Record<string, string | number>): string =>
    format(DOCUMENT_WORDS[lang][key], vars);
}

/** When a document was saved, in the page's language (0: by a podterm that did not say). */
export function savedTime(lang: Lang, savedAt: number): string {
  const w = documentWords(lang);
  if (savedAt <= 0) return w('savedEarlier');
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    savedAt,
  );
  return w('savedAt', { time });
}
