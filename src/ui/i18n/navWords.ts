// The swimlane's navigation words (issue 27) in English, Japanese and Russian: the `?`
// button, the overview strip, the lane groups. A small table, so all three come with the
// page (the big tables load with their language: loadLanguage.ts); the `?` list's own words
// load with the list (navHelpWords.ts, issue 29).
import type { Lang } from '../../store/lang.ts';
import { format } from './messages.ts';

const en = {
  'help.button': 'Keys (?)',
  'overview.label': 'overview',
  'overview.aria': 'Overview of the whole run, {s} s; the window on the lanes is {from}–{to} s',
  'group.control': 'Control plane',
  'group.node': 'Node {node}',
  'group.nodes': 'Nodes',
  'group.path': 'Request path',
  'group.pods': 'Pods',
  'group.count': '{n} lanes',
  'group.podCount': '{n} Pods',
} as const;

export type NavKey = keyof typeof en;

const ja: Record<NavKey, string> = {
  'help.button': 'キー (?)',
  'overview.label': '全体表示',
  'overview.aria': '実行全体 {s} 秒の全体表示。レーンの表示区間は {from}–{to} 秒',
  'group.control': 'コントロールプレーン',
  'group.node': 'ノード {node}',
  'group.nodes': 'ノード',
  'group.path': 'リクエスト経路',
  'group.pods': 'Pod',
  'group.count': '{n} レーン',
  'group.podCount': 'Pod {n} 個',
};

const ru: Record<NavKey, string> = {
  'help.button': 'Клавиши (?)',
  'overview.label': 'обзор',
  'overview.aria': 'Обзор всего прогона, {s} с; на дорожках окно {from}–{to} с',
  'group.control': 'Плоскость управления',
  'group.node': 'Узел {node}',
  'group.nodes': 'Узлы',
  'group.path': 'Путь запроса',
  'group.pods': 'Pod’ы',
  'group.count': 'дорожек: {n}',
  'group.podCount': 'Pod’ов: {n}',
};

export const NAV_WORDS: Readonly<Record<Lang, Readonly<Record<NavKey, string>>>> = { en, ja, ru };

export type NavT = (key: NavKey, vars?: Record<string, string | number>) => string;

/** The navigation words in `lang`. */
export function navWords(lang: Lang): NavT {
  const table = NAV_WORDS[lang];
  return (key, vars) => format(table[key], vars);
}
