// The statechart panel's words in English, Japanese and Russian (in the panel's own lazy
// chunk, so none of them is in the first load). State, event and guard names are the
// machines' own identifiers and stay as the code spells them, as Kubernetes terms do.
import type { Lang } from '../../store/lang.ts';
import { format } from '../i18n/messages.ts';

const en = {
  region: 'Statechart',
  object: 'Object',
  machine: 'Machine',
  'part.pod': 'Pod object',
  'part.kubelet': 'kubelet pod worker',
  'part.container': 'container {name}',
  'part.endpoints': 'EndpointSlice',
  'part.kube-proxy': 'kube-proxy',
  'part.replicaset': 'ReplicaSet controller',
  'part.deployment': 'Deployment controller',
  'part.statefulset': 'StatefulSet controller',
  'part.daemonset': 'DaemonSet controller',
  'part.job': 'Job controller',
  'part.cronjob': 'CronJob controller',
  after: 'after {delay}',
  always: 'always',
  anyState: 'in any state',
  laying: 'Laying out the machine…',
  recording: 'Recording the machines…',
  none: 'No statechart acts for this object.',
  notYet: 'Not started yet at {t}.',
  now: '{states} since {t}',
  start: 'its start',
  via: 'via',
  cites: 'follows {fn}',
  active: 'active',
  stateLabel: '{state}: {kind}',
  'kind.atomic': 'state',
  'kind.compound': 'state with states inside',
  'kind.parallel': 'parallel regions',
  'kind.final': 'final state',
  'kind.history': 'history',
  seekHint: 'Enter or a click moves the playhead to when it enters this state',
  exportSvg: 'Export the statechart as SVG',
  wide: 'Wide',
  wideHint: 'Give the statechart the page’s width (the editor comes back with a second press)',
  close: 'Close the statechart',
  diagram: 'Statechart of the {machine} machine of {object}',
  legendActive: 'active state',
  legendTaken: 'transition that led here',
  exportTitle: '{machine} machine of {object} at t = {t}',
} as const;

export type StatechartKey = keyof typeof en;

const ja: Record<StatechartKey, string> = {
  region: 'ステートチャート',
  object: 'オブジェクト',
  machine: 'マシン',
  'part.pod': 'Pod オブジェクト',
  'part.kubelet': 'kubelet の Pod ワーカー',
  'part.container': 'コンテナ {name}',
  'part.endpoints': 'EndpointSlice',
  'part.kube-proxy': 'kube-proxy',
  'part.replicaset': 'ReplicaSet コントローラー',
  'part.deployment': 'Deployment コントローラー',
  'part.statefulset': 'StatefulSet コントローラー',
  'part.daemonset': 'DaemonSet コントローラー',
  'part.job': 'Job コントローラー',
  'part.cronjob': 'CronJob コントローラー',
  after: '{delay} の後',
  always: '即時',
  anyState: 'どの状態でも',
  laying: 'マシンを配置中…',
  recording: 'マシンを記録中…',
  none: 'このオブジェクトに対応するステートチャートはありません。',
  notYet: '{t} の時点ではまだ開始していません。',
  now: '{t} から {states}',
  start: '開始',
  via: '遷移',
  cites: '{fn} に従う',
  active: '現在の状態',
  stateLabel: '{state}: {kind}',
  'kind.atomic': '状態',
  'kind.compound': '内部に状態を持つ状態',
  'kind.parallel': '並行リージョン',
  'kind.final': '最終状態',
  'kind.history': '履歴',
  seekHint: 'Enter またはクリックで、この状態に入る時点へ再生位置を移動',
  exportSvg: 'ステートチャートを SVG で書き出す',
  wide: '横に広げる',
  wideHint: 'ステートチャートをページの幅で表示 (もう一度押すとエディターに戻る)',
  close: 'ステートチャートを閉じる',
  diagram: '{object} の {machine} マシンのステートチャート',
  legendActive: '現在の状態',
  legendTaken: 'ここへ至った遷移',
  exportTitle: 't = {t} における {object} の {machine} マシン',
};

const ru: Record<StatechartKey, string> = {
  region: 'Диаграмма состояний',
  object: 'Объект',
  machine: 'Автомат',
  'part.pod': 'объект Pod',
  'part.kubelet': 'pod worker kubelet',
  'part.container': 'контейнер {name}',
  'part.endpoints': 'EndpointSlice',
  'part.kube-proxy': 'kube-proxy',
  'part.replicaset': 'контроллер ReplicaSet',
  'part.deployment': 'контроллер Deployment',
  'part.statefulset': 'контроллер StatefulSet',
  'part.daemonset': 'контроллер DaemonSet',
  'part.job': 'контроллер Job',
  'part.cronjob': 'контроллер CronJob',
  after: 'через {delay}',
  always: 'сразу',
  anyState: 'в любом состоянии',
  laying: 'Раскладываю автомат…',
  recording: 'Записываю автоматы…',
  none: 'Для этого объекта нет диаграммы состояний.',
  notYet: 'В {t} ещё не запущен.',
  now: '{states} с {t}',
  start: 'запуска',
  via: 'переход',
  cites: 'по {fn}',
  active: 'текущее',
  stateLabel: '{state}: {kind}',
  'kind.atomic': 'состояние',
  'kind.compound': 'состояние с вложенными',
  'kind.parallel': 'параллельные области',
  'kind.final': 'конечное состояние',
  'kind.history': 'история',
  seekHint: 'Enter или щелчок переносят курсор к входу в это состояние',
  exportSvg: 'Экспорт диаграммы состояний в SVG',
  wide: 'Шире',
  wideHint: 'Диаграмма на всю ширину страницы (повторное нажатие вернёт редактор)',
  close: 'Закрыть диаграмму состояний',
  diagram: 'Диаграмма состояний автомата {machine} для {object}',
  legendActive: 'текущее состояние',
  legendTaken: 'переход, который привёл сюда',
  exportTitle: 'Автомат {machine} для {object} при t = {t}',
};

export const STATECHART_WORDS: Record<Lang, Readonly<Record<StatechartKey, string>>> = {
  en,
  ja,
  ru,
};

export type StatechartT = (key: StatechartKey, vars?: Record<string, string | number>) => string;

export const statechartWords =
  (lang: Lang): StatechartT =>
  (key, vars) =>
    format(STATECHART_WORDS[lang][key], vars);

/** How a part of an object is called (`container/app` → "container app"). */
export function partName(part: string, w: StatechartT): string {
  const [machine, name] = part.split('/');
  if (machine === 'container') return w('part.container', { name: name ?? '' });
  const key = `part.${machine}` as StatechartKey;
  return key in en ? w(key) : part;
}
