// The presets' titles and lessons and the gallery's story groups in Japanese and Russian
// (the catalog keeps the English: presets/catalog.ts). Field names, enum values and
// Kubernetes terms stay as Kubernetes spells them.
import type { PresetInfo, Story } from '../../presets/catalog.ts';
import type { Lang } from './messages.ts';
import type { Other } from './whys.ts';

interface Said {
  title: string;
  lesson: string;
}

const STORY: Readonly<Record<Other, Readonly<Record<Story, string>>>> = {
  ja: {
    'Pod termination and traffic': 'Pod の終了とトラフィック',
    'Jobs and deadlines': 'Job と期限',
    CronJobs: 'CronJob',
    'Nodes and disruptions': 'ノードと中断',
    'Version differences': 'バージョンによる違い',
  },
  ru: {
    'Pod termination and traffic': 'Завершение Pod и трафик',
    'Jobs and deadlines': 'Job и сроки',
    CronJobs: 'CronJob',
    'Nodes and disruptions': 'Узлы и прерывания',
    'Version differences': 'Различия версий',
  },
};

const JA: Readonly<Record<string, Said>> = {
  default: {
    title: 'トラフィック中に Pod を 1 つ削除',
    lesson: 'preStop がないと、kube-proxy の更新が追いつくまでリクエストが失敗する。',
  },
  'prestop-sleep': {
    title: 'preStop で 5 秒待つ',
    lesson: 'SIGTERM の前に Pod が全ノードのルールから外れる: 失敗するリクエストはない。',
  },
  'rolling-update-no-prestop': {
    title: 'ローリングアップデート、preStop なし',
    lesson:
      '古い Pod は SIGTERM でリスナーを閉じるが、kube-proxy はまだそこへ転送する: 短い停止が 3 回。',
  },
  'rolling-update-prestop': {
    title: 'ローリングアップデート、preStop で 5 秒待つ',
    lesson: '古い Pod は全ノードのルールから外れるまで応答し続ける: 拒否されるリクエストはない。',
  },
  'ignore-sigterm': {
    title: 'SIGTERM を無視する Pod',
    lesson: 'ハンドラのない PID 1: 30 秒後に SIGKILL、終了コード 137。',
  },
  'rollout-no-prestop': {
    title: 'preStop なしで Pod を 1 つ削除 (1.31)',
    lesson: 'SIGTERM とエンドポイント削除の競合: 約 1 秒間、新しい接続が失敗する。',
  },
  'statefulset-ordered': {
    title: 'StatefulSet: 順番に増やし、順番に減らす',
    lesson:
      'web-1 は web-0 が Ready になるまで待つ。スケールダウンでは序数の大きい Pod から 1 つずつ削除される。',
  },
  'daemonset-shutdown': {
    title: 'シャットダウンするノード上の DaemonSet',
    lesson:
      'シャットダウン中の kubelet が拒否する Pod を、コントローラは間隔を延ばしながら作り続ける。',
  },
  'finalizer-1.26': {
    title: 'finalizer (1.26)',
    lesson: 'SIGKILL の後も phase は Running のまま。finalizer がオブジェクトを残す。',
  },
  'finalizer-1.27': {
    title: 'finalizer (1.27)',
    lesson: '1.27 からは、削除された Pod は Failed で終わる (終了コード 137)。',
  },
  'trap-1.27': {
    title: 'TERM を捕捉するシェル (1.27)',
    lesson: 'シェルは SIGTERM を受けて 0 で終了し、Pod は Succeeded で終わる。',
  },
  'pod-deadline': {
    title: 'Pod の activeDeadlineSeconds (1.21)',
    lesson: 'Failed/DeadlineExceeded の 30 秒後に SIGKILL。オブジェクトは残る。',
  },
  'job-deadline': {
    title: 'Job の activeDeadlineSeconds (1.21)',
    lesson: 'Job は期限に達すると失敗し、自分の Pod を削除する。',
  },
  'job-deleted-pod': {
    title: 'Job の Pod を削除 (1.29)',
    lesson: '最初の Pod がまだ終了処理中のうちに、代わりの Pod が起動する。',
  },
  'job-backoff': {
    title: 'Job の backoffLimit 2 (1.27)',
    lesson: 'backoffLimit は再試行の回数: 3 つの Pod が 10 秒、次に 20 秒の間隔で失敗する。',
  },
  'job-failjob': {
    title: 'podFailurePolicy の FailJob (1.31)',
    lesson:
      '終了コード 42 で Job はすぐに失敗と判定される。Failed になるのはもう一方の Pod が消えてから。',
  },
  'job-ignore-drain': {
    title: '中断は数えない: ノードを drain (1.31)',
    lesson: '退避された Pod は失敗に数えない。代わりの Pod は元の Pod が Failed になるまで待つ。',
  },
  'job-per-index': {
    title: 'インデックス付き Job と backoffLimitPerIndex (1.34)',
    lesson: 'インデックス 1 だけが 2 回失敗し、Job は FailedIndexes で失敗する。',
  },
  'cronjob-forbid': {
    title: 'CronJob の Forbid: 間隔より長い Job',
    lesson: '拒否された回は実行中の Job が終わってから始まり、その次の回は失われる。',
  },
  'cronjob-replace': {
    title: 'CronJob の Replace: 終わらない Job',
    lesson: '毎回、実行中の Job が削除される: 猶予期間のあいだ 2 つの Pod が重なる。',
  },
  'cronjob-missed': {
    title: 'スケジュールを 112 回逃した CronJob',
    lesson: 'TooManyMissedTimes は警告にすぎない: v2 コントローラは最新の回をそれでも開始する。',
  },
  'drain-pdb': {
    title: 'PodDisruptionBudget のもとでの drain',
    lesson: '代わりの Pod が Ready になるまで 429: kubectl drain は 5 秒ごとに再試行する。',
  },
  'out-of-service': {
    title: '失われたノードと out-of-service taint (1.31)',
    lesson: 'taint がなければ Pod は Terminating のまま。taint があれば PodGC が強制削除する。',
  },
  'node-pressure': {
    title: 'ノード圧迫による退避 (1.31)',
    lesson: 'kubelet は猶予 1 秒で退避させる: Failed/Evicted となり、Pod は残る。',
  },
};

const RU: Readonly<Record<string, Said>> = {
  default: {
    title: 'Удаление Pod под нагрузкой',
    lesson: 'Без preStop запросы падают, пока kube-proxy не обновит правила.',
  },
  'prestop-sleep': {
    title: 'preStop: пауза 5 с',
    lesson: 'Pod уходит из правил всех узлов до SIGTERM: ни один запрос не падает.',
  },
  'rolling-update-no-prestop': {
    title: 'Плавающее обновление без preStop',
    lesson:
      'Старый Pod закрывает порт по SIGTERM, а kube-proxy ещё шлёт к нему запросы: три коротких сбоя.',
  },
  'rolling-update-prestop': {
    title: 'Плавающее обновление с preStop 5 с',
    lesson:
      'Старый Pod отвечает, пока все узлы не уберут его из правил: ни один запрос не отклонён.',
  },
  'ignore-sigterm': {
    title: 'Pod, игнорирующий SIGTERM',
    lesson: 'PID 1 без обработчика: SIGKILL через 30 с, код выхода 137.',
  },
  'rollout-no-prestop': {
    title: 'Удаление Pod без preStop (1.31)',
    lesson: 'SIGTERM и удаление endpoint идут наперегонки: около секунды новые соединения падают.',
  },
  'statefulset-ordered': {
    title: 'StatefulSet: по порядку вверх и вниз',
    lesson:
      'web-1 ждёт, пока web-0 станет Ready; при уменьшении первым удаляется Pod с наибольшим номером, по одному.',
  },
  'daemonset-shutdown': {
    title: 'DaemonSet на выключающемся узле',
    lesson:
      'Контроллер снова и снова создаёт Pod, которые выключающийся kubelet отклоняет, с растущей задержкой.',
  },
  'finalizer-1.26': {
    title: 'Finalizer (1.26)',
    lesson: 'После SIGKILL phase остаётся Running; finalizer удерживает объект.',
  },
  'finalizer-1.27': {
    title: 'Finalizer (1.27)',
    lesson: 'С 1.27 удалённый Pod завершается в Failed (код выхода 137).',
  },
  'trap-1.27': {
    title: 'Оболочка перехватывает TERM (1.27)',
    lesson: 'Оболочка выходит с кодом 0 по SIGTERM: Pod завершается в Succeeded.',
  },
  'pod-deadline': {
    title: 'activeDeadlineSeconds у Pod (1.21)',
    lesson: 'Failed/DeadlineExceeded, через 30 с SIGKILL; объект остаётся.',
  },
  'job-deadline': {
    title: 'activeDeadlineSeconds у Job (1.21)',
    lesson: 'Job проваливается по истечении срока и удаляет свой Pod.',
  },
  'job-deleted-pod': {
    title: 'Удаление Pod у Job (1.29)',
    lesson: 'Замена запускается, пока первый Pod ещё завершается.',
  },
  'job-backoff': {
    title: 'Job с backoffLimit 2 (1.27)',
    lesson: 'backoffLimit считает повторы: падают три Pod, с интервалом 10 с, затем 20 с.',
  },
  'job-failjob': {
    title: 'podFailurePolicy: FailJob (1.31)',
    lesson: 'Код выхода 42 сразу проваливает Job; Failed ставится, когда уйдёт второй Pod.',
  },
  'job-ignore-drain': {
    title: 'Прерывания не в счёт: drain узла (1.31)',
    lesson: 'Вытесненный Pod не считается сбоем; замена ждёт, пока он не станет Failed.',
  },
  'job-per-index': {
    title: 'Job с backoffLimitPerIndex (1.34)',
    lesson: 'Индекс 1 падает дважды, только он; Job проваливается с FailedIndexes.',
  },
  'cronjob-forbid': {
    title: 'CronJob с Forbid: Job дольше интервала',
    lesson: 'Отклонённый запуск стартует, когда закончится текущий Job; следующий за ним теряется.',
  },
  'cronjob-replace': {
    title: 'CronJob с Replace: бесконечный Job',
    lesson:
      'Каждый запуск удаляет работающий Job: на время grace-периода два Pod работают одновременно.',
  },
  'cronjob-missed': {
    title: 'CronJob: пропущено 112 запусков',
    lesson:
      'TooManyMissedTimes — лишь предупреждение: контроллер v2 всё равно запускает последний запуск.',
  },
  'drain-pdb': {
    title: 'drain под PodDisruptionBudget',
    lesson: '429, пока замена не станет Ready: kubectl drain повторяет каждые 5 с.',
  },
  'out-of-service': {
    title: 'Узел потерян, taint out-of-service (1.31)',
    lesson: 'Без taint Pod остаётся в Terminating; с ним PodGC удаляет его принудительно.',
  },
  'node-pressure': {
    title: 'Вытеснение при нехватке ресурсов (1.31)',
    lesson: 'kubelet вытесняет с grace 1 с: Failed/Evicted, и Pod остаётся.',
  },
};

export const PRESET_WORDS: Readonly<Record<Other, Readonly<Record<string, Said>>>> = {
  ja: JA,
  ru: RU,
};

/** A preset's title and lesson in `lang` (the catalog's English for a preset not listed). */
export function presetIn(lang: Lang, p: PresetInfo): Said {
  return (lang === 'en' ? undefined : PRESET_WORDS[lang][p.id]) ?? p;
}

/** A gallery group's name in `lang`. */
export function storyIn(lang: Lang, story: Story): string {
  return lang === 'en' ? story : STORY[lang][story];
}
