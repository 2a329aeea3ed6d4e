// Words the narration adds around an event in Japanese and Russian: the titles of the
// kubernetes.io pages it links to (the pages themselves are English: the link says so) and
// why a request failed. Kubernetes' own Event reasons and messages stay as it prints them.
import type { RequestFailedData } from '../../trace/events.ts';
import type { TraceEvent } from '../../trace/types.ts';
import type { Lang } from './messages.ts';
import type { Other } from './whys.ts';

/** Page titles by their English title (narration/docLinks.ts). */
const DOC_TITLE: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
  'Termination of Pods': { ja: 'Pod の終了', ru: 'Завершение Pod' },
  'Container hooks': { ja: 'コンテナライフサイクルフック', ru: 'Хуки жизненного цикла контейнера' },
  'Pod phase': { ja: 'Pod の phase', ru: 'phase у Pod' },
  'Pod disruption conditions': {
    ja: 'Pod の中断を示す condition',
    ru: 'condition прерывания Pod',
  },
  'EndpointSlices: conditions': {
    ja: 'EndpointSlice: condition',
    ru: 'EndpointSlice: condition',
  },
  'Virtual IPs and Service proxies': {
    ja: '仮想 IP と Service のプロキシ',
    ru: 'Виртуальные IP и прокси для Service',
  },
  Jobs: { ja: 'Job', ru: 'Job' },
  'Pod failure policy': { ja: 'Pod の失敗ポリシー', ru: 'Политика сбоев Pod' },
  'API-initiated eviction': { ja: 'API を起点とした退避', ru: 'Вытеснение через API' },
  Disruptions: { ja: '中断 (Disruption)', ru: 'Прерывания' },
  'Node shutdowns': { ja: 'ノードのシャットダウン', ru: 'Выключение узлов' },
  'Node-pressure eviction': {
    ja: 'ノード圧迫による退避',
    ru: 'Вытеснение при нехватке ресурсов узла',
  },
  'Taint based evictions': { ja: 'taint による退避', ru: 'Вытеснение по taint' },
  'Deployments: rolling update': {
    ja: 'Deployment: ローリングアップデート',
    ru: 'Deployment: плавающее обновление',
  },
  'Garbage collection': { ja: 'ガベージコレクション', ru: 'Сборка мусора' },
  'Sidecar containers': { ja: 'サイドカーコンテナ', ru: 'Контейнеры-sidecar' },
  CronJob: { ja: 'CronJob', ru: 'CronJob' },
  'CronJob limitations': { ja: 'CronJob の制限', ru: 'Ограничения CronJob' },
  'StatefulSets: deployment and scaling guarantees': {
    ja: 'StatefulSet: デプロイとスケーリングの保証',
    ru: 'StatefulSet: гарантии развёртывания и масштабирования',
  },
  DaemonSet: { ja: 'DaemonSet', ru: 'DaemonSet' },
  'Assigning Pods to Nodes': { ja: 'Pod をノードに割り当てる', ru: 'Назначение Pod на узлы' },
  'Pod lifecycle: container restarts': {
    ja: 'Pod のライフサイクル: コンテナの再起動',
    ru: 'Жизненный цикл Pod: перезапуски контейнеров',
  },
  'Configure Liveness, Readiness and Startup Probes': {
    ja: 'Liveness Probe、Readiness Probe、Startup Probe の設定',
    ru: 'Настройка проб Liveness, Readiness и Startup',
  },
  'Pod priority and preemption': {
    ja: 'Pod の優先度とプリエンプション',
    ru: 'Приоритет и вытеснение Pod',
  },
  'Safely drain a node': { ja: 'ノードを安全に drain する', ru: 'Безопасный drain узла' },
};

/** The page's title in `lang`, and whether the page itself is in another language. */
export function docTitleIn(lang: Lang, title: string): string {
  return lang === 'en' ? title : (DOC_TITLE[title]?.[lang] ?? title);
}

/** kubernetes.io in English, said after a translated title. */
export const DOC_IN_ENGLISH: Readonly<Record<Other, string>> = {
  ja: '(英語のページ)',
  ru: '(страница на английском)',
};

/** Why a request failed (RequestFailed's reason), as the traffic lane counts it. */
export const FAILED: Readonly<
  Record<Other, Readonly<Record<RequestFailedData['reason'], string>>>
> = {
  ja: {
    'connection refused': '接続拒否',
    'no endpoints': 'エンドポイントなし',
    reset: '接続リセット',
    'connect timeout': '接続タイムアウト',
  },
  ru: {
    'connection refused': 'соединение отклонено',
    'no endpoints': 'нет endpoints',
    reset: 'соединение сброшено',
    'connect timeout': 'тайм-аут соединения',
  },
};

/** The part of an event's sentence that is Kubernetes' own English (an Event, a refusal). */
export function verbatimOf(e: TraceEvent): string | null {
  if (e.type === 'KubeEvent') return `${e.data.reason}: ${e.data.message}`;
  if (e.type === 'EvictionRefused' && e.data.message) return e.data.message;
  return null;
}
