// The titles of the kubernetes.io pages the narration links to, in Japanese and Russian (the
// pages themselves are English: the link says so). Loaded with either language
// (eventWords.ts loadDocTitles, through loadLanguage.ts), so the first load carries none.
import type { Other } from './whys.ts';

/** Page titles by their English title (narration/docLinks.ts). */
export const DOC_TITLE: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
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
