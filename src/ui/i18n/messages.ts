// The page's words in English, Japanese and Russian. Kubernetes terms (Pod, SIGTERM,
// preStop, Deployment, DisruptionTarget…) stay as Kubernetes spells them. `{name}` marks a
// value put in at run time.
import { isLang, type Lang } from '../../store/lang.ts';

export { LANGS, isLang, type Lang } from '../../store/lang.ts';

export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  ja: '日本語',
  ru: 'Русский',
};

const en = {
  tagline: 'what Kubernetes does when a Pod stops',
  preset: 'Preset',
  yourScenario: 'Your scenario',
  gallery: 'Gallery',
  closeGallery: 'Close gallery',
  kubernetes: 'Kubernetes',
  language: 'Language',
  share: 'Share',
  linkCopied: 'Link copied',
  copyLink: 'Copy this link',
  playback: 'Playback',
  stepBack: 'Step back',
  stepForward: 'Step forward',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  present: 'Present',
  presentTitle:
    'Presenter mode (p): ↑/↓ point at a lane, h hides what comes next, Enter reveals, Esc leaves',
  compare: 'Compare',
  compareTitle: 'Compare with a second variant of this scenario',
  problems: 'Problems',
  noProblems: 'No problems.',
  line: 'Line {line}:{column}',
  whereItBites: 'Where it bites: {t}',
  simulating: 'Simulating…',
  narration: 'Narration',
  narrationIdle: 'Step or play: each event is explained here.',
  assumed: 'Assumed process behaviour ({n})',
  onSigterm: 'On SIGTERM',
  asInferred: 'as inferred',
  sigtermIgnore: 'ignores it (SIGKILL at the end of the grace)',
  sigtermExit: 'exits at once',
  sigtermExit5: 'exits after 5 s',
  sigtermExit30: 'exits after 30 s',
  againstCluster: 'Against your cluster',
  pasteHint:
    'Paste kubectl get events -o json, kubectl get pod -o yaml or timestamped kubectl get pod -w lines',
  putOnLanes: 'Put on the lanes',
  clear: 'Clear',
  variantB: 'Variant B',
  stopComparing: 'Stop comparing',
  differenceSummary: 'Difference summary',
  stale: 'The document has errors: showing the last valid run.',
  noPods: 'No Pods in this run.',
  dismiss: 'Dismiss',
  openFull: 'Open in podterm',
  unknownLanguage:
    'This link asks for a language podterm does not have ({lang}); English is shown.',
  captionIdle: 'Press Play, or → to step from one event to the next.',
  captionAt: 'At {t}:',
  captionMore: '… and {n} more',
  version: 'Version:',
  tipTraffic: '{from}–{to} s: {served} request(s) served, {failed} failed',
  tipSegment: '{pod}: {phase} from {from} {end}',
  tipTo: 'to {t}',
  tipToEnd: 'to the end of the run',
  actions: 'Actions',
  theme: 'Theme',
  themeSystem: 'System',
  themeLight: 'Light',
  themeDark: 'Dark',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Readonly<Record<MessageKey, string>>;

const ja: Messages = {
  tagline: 'Pod が止まるとき Kubernetes が実際に何をするか',
  preset: 'プリセット',
  yourScenario: 'あなたのシナリオ',
  gallery: 'ギャラリー',
  closeGallery: 'ギャラリーを閉じる',
  kubernetes: 'Kubernetes',
  language: '言語',
  share: '共有',
  linkCopied: 'リンクをコピーしました',
  copyLink: 'このリンクをコピーしてください',
  playback: '再生',
  stepBack: '前のイベント',
  stepForward: '次のイベント',
  play: '再生',
  pause: '一時停止',
  speed: '速度',
  present: '発表',
  presentTitle: '発表モード (p): ↑/↓ でレーンを指す、h で次を隠す、Enter で表示、Esc で終了',
  compare: '比較',
  compareTitle: 'このシナリオの別バリアントと比較する',
  problems: '問題',
  noProblems: '問題はありません。',
  line: '{line}行 {column}列',
  whereItBites: '影響が出る時点: {t}',
  simulating: 'シミュレーション中…',
  narration: '解説',
  narrationIdle: 'ステップか再生で、各イベントをここで解説します。',
  assumed: '想定したプロセスの挙動 ({n})',
  onSigterm: 'SIGTERM を受けると',
  asInferred: '推定どおり',
  sigtermIgnore: '無視する (猶予期間の終わりに SIGKILL)',
  sigtermExit: 'すぐに終了する',
  sigtermExit5: '5 秒後に終了する',
  sigtermExit30: '30 秒後に終了する',
  againstCluster: '実クラスタと比べる',
  pasteHint:
    'kubectl get events -o json、kubectl get pod -o yaml、またはタイムスタンプ付きの kubectl get pod -w の出力を貼り付けてください',
  putOnLanes: 'レーンに表示',
  clear: 'クリア',
  variantB: 'バリアント B',
  stopComparing: '比較をやめる',
  differenceSummary: '差分のまとめ',
  stale: 'ドキュメントにエラーがあります: 最後に有効だった実行を表示しています。',
  noPods: 'この実行には Pod がありません。',
  dismiss: '閉じる',
  openFull: 'podterm で開く',
  unknownLanguage: 'このリンクの言語 ({lang}) は podterm にありません。英語で表示します。',
  captionIdle: '再生を押すか、→ でイベントを一つずつ進めます。',
  captionAt: '{t}:',
  captionMore: '… ほか {n} 件',
  version: 'バージョン:',
  tipTraffic: '{from}–{to} 秒: {served} 件のリクエストを処理、{failed} 件失敗',
  tipSegment: '{pod}: {from} から{end} {phase}',
  tipTo: ' {t} まで',
  tipToEnd: '実行の終わりまで',
  actions: 'アクション',
  theme: 'テーマ',
  themeSystem: 'システム',
  themeLight: 'ライト',
  themeDark: 'ダーク',
};

const ru: Messages = {
  tagline: 'что Kubernetes на самом деле делает, когда Pod останавливается',
  preset: 'Пример',
  yourScenario: 'Ваш сценарий',
  gallery: 'Галерея',
  closeGallery: 'Закрыть галерею',
  kubernetes: 'Kubernetes',
  language: 'Язык',
  share: 'Поделиться',
  linkCopied: 'Ссылка скопирована',
  copyLink: 'Скопируйте эту ссылку',
  playback: 'Воспроизведение',
  stepBack: 'Шаг назад',
  stepForward: 'Шаг вперёд',
  play: 'Воспроизвести',
  pause: 'Пауза',
  speed: 'Скорость',
  present: 'Показ',
  presentTitle:
    'Режим показа (p): ↑/↓ — выбрать дорожку, h — скрыть будущее, Enter — показать, Esc — выйти',
  compare: 'Сравнить',
  compareTitle: 'Сравнить со вторым вариантом этого сценария',
  problems: 'Проблемы',
  noProblems: 'Проблем нет.',
  line: 'Строка {line}:{column}',
  whereItBites: 'Где это проявится: {t}',
  simulating: 'Моделирование…',
  narration: 'Пояснение',
  narrationIdle: 'Шагайте или воспроизводите: здесь поясняется каждое событие.',
  assumed: 'Предполагаемое поведение процессов ({n})',
  onSigterm: 'При SIGTERM',
  asInferred: 'как выведено',
  sigtermIgnore: 'игнорирует (SIGKILL в конце grace period)',
  sigtermExit: 'сразу завершается',
  sigtermExit5: 'завершается через 5 с',
  sigtermExit30: 'завершается через 30 с',
  againstCluster: 'Сравнить с вашим кластером',
  pasteHint:
    'Вставьте вывод kubectl get events -o json, kubectl get pod -o yaml или строки kubectl get pod -w с метками времени',
  putOnLanes: 'Показать на дорожках',
  clear: 'Очистить',
  variantB: 'Вариант B',
  stopComparing: 'Закончить сравнение',
  differenceSummary: 'Сводка различий',
  stale: 'В документе есть ошибки: показан последний корректный запуск.',
  noPods: 'В этом запуске нет Pod.',
  dismiss: 'Закрыть',
  openFull: 'Открыть в podterm',
  unknownLanguage: 'В podterm нет языка из ссылки ({lang}); показан английский.',
  captionIdle: 'Нажмите «Воспроизвести» или → , чтобы идти от события к событию.',
  captionAt: 'В {t}:',
  captionMore: '… и ещё {n}',
  version: 'Версия:',
  tipTraffic: '{from}–{to} с: обработано запросов: {served}, неудачных: {failed}',
  tipSegment: '{pod}: {phase} с {from} {end}',
  tipTo: 'до {t}',
  tipToEnd: 'до конца запуска',
  actions: 'Действия',
  theme: 'Тема',
  themeSystem: 'Системная',
  themeLight: 'Светлая',
  themeDark: 'Тёмная',
};

export const MESSAGES: Readonly<Record<Lang, Messages>> = { en, ja, ru };

/** `{name}` placeholders filled from `vars`. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The browser's preferred language if podterm has it, else English. */
export function browserLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The `l=` of a share link: the language, an unknown one (to explain), or none. */
export function langFromLink(hash: string): { lang: Lang } | { unknown: string } | null {
  const param = hash
    .replace(/^#/, '')
    .split('&')
    .find((p) => p.startsWith('l='));
  if (!param) return null;
  const v = param.slice(2);
  return isLang(v) ? { lang: v } : { unknown: v.slice(0, 20) };
}
