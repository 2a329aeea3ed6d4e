// The action picker's words in English, Japanese and Russian. The `do:` values, kinds and
// field names stay as the contract and Kubernetes spell them; only the explanations change.
import type { ActionKind } from '../../manifest/model/model.ts';
import { useAppStore } from '../../store/useAppStore.ts';
import { format, type Lang } from '../i18n/messages.ts';

interface Words {
  ui: {
    addAction: string;
    closeActions: string;
    do: string;
    target: string;
    at: string;
    add: string;
    noActions: string;
    actionsInDoc: string;
    remove: string;
    removeAction: string;
    added: string;
    notAdded: string;
    removed: string;
    notRemoved: string;
    noTargets: string;
    nothingInRun: string;
    firstContainer: string;
    byDefault: string;
    duration: string;
    setDuration: string;
    durationOfRun: string;
    durationSet: string;
    durationNow: string;
    badDuration: string;
  };
  /** What each `do:` is, in brackets after it. */
  hint: Readonly<Record<ActionKind, string>>;
  /** Parameter labels by their key in the document. */
  param: Readonly<Record<string, string>>;
}

const en: Words = {
  ui: {
    addAction: 'Add an action',
    closeActions: 'Close actions',
    do: 'Do',
    target: 'Target',
    at: 'At (s)',
    add: 'Add',
    noActions: 'No actions in the document yet.',
    actionsInDoc: 'Actions in the document',
    remove: 'Remove',
    removeAction: 'Remove action {n}: {text}',
    added: 'Added {what} at {at} s',
    notAdded: 'Not added: {reason}',
    removed: 'Removed {what}',
    notRemoved: 'Not removed: {reason}',
    noTargets: 'no {kinds} in the run',
    nothingInRun: 'nothing in the run',
    firstContainer: 'first container',
    byDefault: '(default)',
    duration: 'Duration',
    setDuration: 'Set',
    durationOfRun: 'not written; this run: {duration}',
    durationSet: 'Duration set to {duration}',
    durationNow: 'duration now {duration}',
    badDuration: 'Not a duration: write 90s, 3m or 1h (at most 1h)',
  },
  hint: {
    delete: 'kubectl delete',
    evict: 'Eviction API',
    drain: 'kubectl drain',
    rollout: 'new pod template',
    scale: 'replicas',
    nodeShutdown: 'graceful',
    nodeLost: 'no warning',
    outOfService: 'taint',
    nodePressure: 'kubelet eviction',
    preempt: 'scheduler',
    exit: 'container exits',
    oomKill: '',
    suspend: 'Job, CronJob',
    resume: 'Job, CronJob',
    create: 'kubectl create',
    removeSchedulingGates: 'spec.schedulingGates',
    label: 'kubectl label',
    uncordon: 'kubectl uncordon',
    patchStatus: 'kubectl patch --subresource=status',
  },
  // English parameter labels are the forms' own (actionForms.ts).
  param: {},
};

const ja: Words = {
  ui: {
    addAction: 'アクションを追加',
    closeActions: 'アクションを閉じる',
    do: '操作',
    target: '対象',
    at: '時刻 (秒)',
    add: '追加',
    noActions: 'ドキュメントにはまだアクションがありません。',
    actionsInDoc: 'ドキュメントのアクション',
    remove: '削除',
    removeAction: 'アクション {n} を削除: {text}',
    added: '{at} 秒に {what} を追加しました',
    notAdded: '追加できません: {reason}',
    removed: '{what} を削除しました',
    notRemoved: '削除できません: {reason}',
    noTargets: 'この実行に {kinds} がありません',
    nothingInRun: 'この実行には対象がありません',
    firstContainer: '最初のコンテナ',
    byDefault: '(既定)',
    duration: '実行時間',
    setDuration: '設定',
    durationOfRun: 'ドキュメントになし、この実行は {duration}',
    durationSet: '実行時間を {duration} にしました',
    durationNow: '実行時間は {duration} に',
    badDuration: '実行時間として読めません: 90s、3m、1h のように書く (最大 1h)',
  },
  hint: {
    delete: 'kubectl delete',
    evict: 'Eviction API',
    drain: 'kubectl drain',
    rollout: '新しい Pod テンプレート',
    scale: 'レプリカ数',
    nodeShutdown: 'グレースフル',
    nodeLost: '予告なし',
    outOfService: 'taint',
    nodePressure: 'kubelet による eviction',
    preempt: 'スケジューラ',
    exit: 'コンテナが終了',
    oomKill: '',
    suspend: 'Job, CronJob',
    resume: 'Job, CronJob',
    create: 'kubectl create',
    removeSchedulingGates: 'spec.schedulingGates を外す',
    label: 'kubectl label',
    uncordon: 'kubectl uncordon',
    patchStatus: 'kubectl patch --subresource=status',
  },
  param: {
    gracePeriodSeconds: '猶予期間 (秒)',
    force: '強制',
    api: 'API への直接 DELETE',
    propagationPolicy: '削除の伝播',
    image: 'イメージ',
    container: 'コンテナ',
    replicas: 'レプリカ数',
    shutdownGracePeriod: 'シャットダウン猶予 (秒)',
    shutdownGracePeriodCriticalPods: 'クリティカル Pod (秒)',
    exitCode: '終了コード',
    gate: 'ゲート',
    label: 'ラベル (key=value, key-)',
    condition: '条件の type',
    status: 'status',
    reason: 'reason',
  },
};

const ru: Words = {
  ui: {
    addAction: 'Добавить действие',
    closeActions: 'Закрыть действия',
    do: 'Действие',
    target: 'Цель',
    at: 'Время (с)',
    add: 'Добавить',
    noActions: 'В документе пока нет действий.',
    actionsInDoc: 'Действия в документе',
    remove: 'Удалить',
    removeAction: 'Удалить действие {n}: {text}',
    added: 'Добавлено: {what} в {at} с',
    notAdded: 'Не добавлено: {reason}',
    removed: 'Удалено: {what}',
    notRemoved: 'Не удалено: {reason}',
    noTargets: 'в запуске нет {kinds}',
    nothingInRun: 'в запуске ничего нет',
    firstContainer: 'первый контейнер',
    byDefault: '(по умолчанию)',
    duration: 'Длительность',
    setDuration: 'Задать',
    durationOfRun: 'не указана; этот запуск: {duration}',
    durationSet: 'Длительность: {duration}',
    durationNow: 'длительность теперь {duration}',
    badDuration: 'Это не длительность: пишите 90s, 3m или 1h (не больше 1h)',
  },
  hint: {
    delete: 'kubectl delete',
    evict: 'Eviction API',
    drain: 'kubectl drain',
    rollout: 'новый шаблон Pod',
    scale: 'число реплик',
    nodeShutdown: 'штатное выключение',
    nodeLost: 'без предупреждения',
    outOfService: 'taint',
    nodePressure: 'eviction от kubelet',
    preempt: 'планировщик',
    exit: 'контейнер завершается',
    oomKill: '',
    suspend: 'Job, CronJob',
    resume: 'Job, CronJob',
    create: 'kubectl create',
    removeSchedulingGates: 'снять spec.schedulingGates',
    label: 'kubectl label',
    uncordon: 'kubectl uncordon',
    patchStatus: 'kubectl patch --subresource=status',
  },
  param: {
    gracePeriodSeconds: 'Grace-период (с)',
    force: 'Принудительно',
    api: 'Прямой DELETE в API',
    propagationPolicy: 'Распространение удаления',
    image: 'Образ',
    container: 'Контейнер',
    replicas: 'Реплики',
    shutdownGracePeriod: 'Время на выключение (с)',
    shutdownGracePeriodCriticalPods: 'Критичные Pod (с)',
    exitCode: 'Код выхода',
    gate: 'Гейт',
    label: 'Метка (key=value, key-)',
    condition: 'Тип условия',
    status: 'Статус',
    reason: 'Причина (reason)',
  },
};

export const ACTION_WORDS: Readonly<Record<Lang, Words>> = { en, ja, ru };

export interface ActionWords {
  t(key: keyof Words['ui'], vars?: Record<string, string | number>): string;
  /** `drain (kubectl drain)`: the `do:` value and what it is. */
  label(kind: ActionKind): string;
  param(key: string, fallback: string): string;
}

export function actionWords(lang: Lang): ActionWords {
  const w = ACTION_WORDS[lang];
  return {
    t: (key, vars) => format(w.ui[key], vars),
    label: (kind) => (w.hint[kind] ? `${kind} (${w.hint[kind]})` : kind),
    param: (key, fallback) => w.param[key] ?? fallback,
  };
}

export function useActionWords(): ActionWords {
  return actionWords(useAppStore((s) => s.lang));
}
