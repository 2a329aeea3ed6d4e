// "Against your cluster" in Japanese and Russian: why a paste was not read (the parser
// gives the English, a key and its values) and each difference's verdict (English is the
// verdict itself). kubectl's commands and column names stay as kubectl prints them.
import type { ParseProblem, ParseResult } from '../../observed/parseObserved.ts';
import type { Difference } from '../../observed/compareObserved.ts';
import { format, type Lang } from './messages.ts';
import type { Other } from './whys.ts';

type Verdict = Difference['verdict'];

interface Words {
  problem: Readonly<Record<ParseProblem, string>>;
  verdict: Readonly<Record<Verdict, string>>;
}

const ja: Words = {
  problem: {
    tooLarge: '貼り付けたテキストが 2 MB を超えています。',
    empty: '何も貼り付けられていません。',
    unreadable: 'JSON でも YAML でもありません: {error}',
    notKubectl:
      '`kubectl get events -o json`、`kubectl get pod -o yaml` の出力か、タイムスタンプ付きの `kubectl get pod -w` の行を貼り付けてください。',
    tooMany: '項目が {n} 件を超えています。',
    noEventsOrPods: '貼り付けた {what} に Event も Pod もありません。',
    noWatchLines: '`<time> NAME READY STATUS RESTARTS AGE` 形式の行が見つかりません。',
  },
  verdict: {
    same: '同じ',
    earlier: '早い',
    later: '遅い',
    'only in the cluster': 'クラスタのみ',
    'only in podterm': 'podterm のみ',
  },
};

const ru: Words = {
  problem: {
    tooLarge: 'Вставленный текст больше 2 МБ.',
    empty: 'Ничего не вставлено.',
    unreadable: 'Это не JSON и не YAML: {error}',
    notKubectl:
      'Ожидается вывод `kubectl get events -o json`, `kubectl get pod -o yaml` или строки `kubectl get pod -w` с метками времени.',
    tooMany: 'Больше {n} элементов.',
    noEventsOrPods: 'Во вставленном {what} нет ни Event, ни Pod.',
    noWatchLines: 'Не найдено строк вида `<time> NAME READY STATUS RESTARTS AGE`.',
  },
  verdict: {
    same: 'совпадает',
    earlier: 'раньше',
    later: 'позже',
    'only in the cluster': 'только в кластере',
    'only in podterm': 'только в podterm',
  },
};

const WORDS: Readonly<Record<Other, Words>> = { ja, ru };

/** Why the paste was not read, in `lang`. */
export function problemIn(lang: Lang, failed: Extract<ParseResult, { ok: false }>): string {
  return lang === 'en'
    ? failed.message
    : format(WORDS[lang].problem[failed.problem], { ...failed.values });
}

export function verdictIn(lang: Lang, verdict: Verdict): string {
  return lang === 'en' ? verdict : WORDS[lang].verdict[verdict];
}
