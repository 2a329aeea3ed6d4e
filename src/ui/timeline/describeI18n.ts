// describeEvent in Japanese and Russian: the same facts, Kubernetes terms as Kubernetes
// spells them.
import { secondsLabel } from '../../trace/units.ts';
import type { TraceEvent } from '../../trace/types.ts';
import type { RequestFailedData } from '../../trace/events.ts';
import type { Other } from '../i18n/whys.ts';
import { hopTitle, hopVia } from '../../chart/hopTitles.ts';
import { statusSummary } from './statusWords.ts';
import { containerOf, sentenceOf, type Sentences } from './sentences.ts';
import { reachedSuffix } from './reachedSuffix.ts';

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

/** Each event type's sentence in Japanese. */
const JAPANESE: Sentences = {
  PodCreated: (e) => `${e.object} を作成${e.data.owner ? ` (${e.data.owner} による)` : ''}`,
  PodScheduled: (e) => `${e.object} を ${e.data.node} に割り当て`,
  ContainerStarted: (e) => `コンテナ${containerOf(e)} が起動`,
  PodReady: (e) => `${e.object} が Ready`,
  PodNotReady: (e) => `${e.object} が Ready でなくなった`,
  DeletionRequested: (e) =>
    `${e.object} に deletionTimestamp: 猶予 ${e.data.gracePeriodSeconds} 秒、${secondsLabel(e.data.deletionTimestamp)} まで`,
  PreStopStarted: (e) => `コンテナ${containerOf(e)} の preStop (${e.data.hook}) 開始`,
  PreStopFinished: (e) =>
    e.data.completed
      ? `コンテナ${containerOf(e)} の preStop 完了`
      : `コンテナ${containerOf(e)} の preStop が打ち切られた`,
  SignalSent: (e) =>
    e.data.signal === 'SIGKILL'
      ? `コンテナ${containerOf(e)} に SIGKILL: 猶予期間が尽きた`
      : `コンテナ${containerOf(e)} に ${e.data.signal}。終了しなければ ${e.data.gracePeriodSeconds} 秒後に SIGKILL`,
  ContainerExited: (e) => `コンテナ${containerOf(e)} が終了 ${e.data.exitCode} (${e.data.reason})`,
  PodPhaseChanged: (e) =>
    `${e.object} の phase が ${e.data.phase}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  PodConditionSet: (e) =>
    `${e.object} に condition ${e.data.type}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  JobConditionSet: (e) =>
    `${e.object} に condition ${e.data.type}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  PodRemoved: (e) => `${e.object} が API から削除された`,
  EndpointChanged: (e) =>
    `Service ${e.data.service} の ${e.object} のエンドポイント: ready=${e.data.ready} serving=${e.data.serving} terminating=${e.data.terminating}`,
  EndpointRemoved: (e) => `${e.object} のエンドポイントを Service ${e.data.service} から削除`,
  ProxyRulesUpdated: (e) =>
    `${e.data.node} の kube-proxy: ${e.data.service} → エンドポイント ${e.data.endpoints} 個`,
  KubeEvent: (e) => `Event ${e.data.reason}: ${e.data.message}`,
  ActionApplied: (e) =>
    `操作: ${e.data.action} ${e.data.target}${reachedSuffix(e.object, e.data.target)}`,
  ObjectCreated: (e) => `${e.object} を作成`,
  ObjectRemoved: (e) => `${e.object} を削除`,
  PodOwnerChanged: (e) =>
    e.data.owner
      ? `${e.object} を ${e.data.owner} が引き取った (ownerReferences)`
      : `${e.object} を ${e.data.previous ?? ''} が手放した (ownerReferences)`,
  EvictionRefused: (e) => `eviction 拒否 (${e.data.code}): ${e.data.message}`,
  RequestFailed: (e) => {
    const hop = hopVia(e.data);
    const tries = e.data.tried && e.data.tried.length > 1 ? `、${e.data.tried.length} 回試行` : '';
    return hop
      ? `${hop} から ${e.data.status ?? ''}: ${FAILED.ja[e.data.reason]}${e.data.pod ? ` (${e.data.pod}${tries})` : ''}`
      : `リクエスト失敗: ${FAILED.ja[e.data.reason]}`;
  },
  RequestsServed: (e) =>
    `${e.object} が ${e.data.window} ms で ${e.data.count} 件のリクエストを処理`,
  HopSynced: (e) =>
    `${hopTitle(e.lane)}: ${e.data.service} → バックエンド ${e.data.backends.length} 個${e.data.draining.length ? `、ドレイン中 ${e.data.draining.length} 個` : ''}`,
  PodStatus: (e) =>
    `kubectl get pods: ${e.object} ${e.data.ready} ${e.data.status} ${e.data.restarts}`,
  WorkloadStatus: (e) => `${e.object} の status: ${statusSummary(e.data)}`,
};

export function describeJa(e: TraceEvent): string {
  return sentenceOf(JAPANESE, e);
}

/** Each event type's sentence in Russian. */
const RUSSIAN: Sentences = {
  PodCreated: (e) => `${e.object} создан${e.data.owner ? ` (${e.data.owner})` : ''}`,
  PodScheduled: (e) => `${e.object} назначен на ${e.data.node}`,
  ContainerStarted: (e) => `контейнер${containerOf(e)} запущен`,
  PodReady: (e) => `${e.object} Ready`,
  PodNotReady: (e) => `${e.object} больше не Ready`,
  DeletionRequested: (e) =>
    `у ${e.object} установлен deletionTimestamp: grace ${e.data.gracePeriodSeconds} с, до ${secondsLabel(e.data.deletionTimestamp)}`,
  PreStopStarted: (e) => `preStop (${e.data.hook}) контейнера${containerOf(e)} начат`,
  PreStopFinished: (e) =>
    e.data.completed
      ? `preStop контейнера${containerOf(e)} завершён`
      : `preStop контейнера${containerOf(e)} прерван`,
  SignalSent: (e) =>
    e.data.signal === 'SIGKILL'
      ? `SIGKILL контейнеру${containerOf(e)}: grace period истёк`
      : `${e.data.signal} контейнеру${containerOf(e)}; SIGKILL через ${e.data.gracePeriodSeconds} с, если он не завершится`,
  ContainerExited: (e) =>
    `контейнер${containerOf(e)} завершился с кодом ${e.data.exitCode} (${e.data.reason})`,
  PodPhaseChanged: (e) =>
    `phase ${e.object}: ${e.data.phase}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  PodConditionSet: (e) =>
    `у ${e.object} condition ${e.data.type}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  JobConditionSet: (e) =>
    `у ${e.object} condition ${e.data.type}${e.data.reason ? ` (${e.data.reason})` : ''}`,
  PodRemoved: (e) => `${e.object} удалён из API`,
  EndpointChanged: (e) =>
    `endpoint ${e.object} в Service ${e.data.service}: ready=${e.data.ready} serving=${e.data.serving} terminating=${e.data.terminating}`,
  EndpointRemoved: (e) => `endpoint ${e.object} удалён из Service ${e.data.service}`,
  ProxyRulesUpdated: (e) =>
    `kube-proxy на ${e.data.node}: ${e.data.service} → endpoints: ${e.data.endpoints}`,
  KubeEvent: (e) => `Event ${e.data.reason}: ${e.data.message}`,
  ActionApplied: (e) =>
    `действие: ${e.data.action} ${e.data.target}${reachedSuffix(e.object, e.data.target)}`,
  ObjectCreated: (e) => `${e.object} создан`,
  ObjectRemoved: (e) => `${e.object} удалён`,
  PodOwnerChanged: (e) =>
    e.data.owner
      ? `${e.data.owner} забрал ${e.object} себе (ownerReferences)`
      : `${e.data.previous ?? ''} отпустил ${e.object} (ownerReferences)`,
  EvictionRefused: (e) => `eviction отклонён (${e.data.code}): ${e.data.message}`,
  RequestFailed: (e) => {
    const hop = hopVia(e.data);
    const tries =
      e.data.tried && e.data.tried.length > 1 ? `, попыток: ${e.data.tried.length}` : '';
    return hop
      ? `${e.data.status ?? ''} от ${hop}: ${FAILED.ru[e.data.reason]}${e.data.pod ? ` (${e.data.pod}${tries})` : ''}`
      : `запрос не выполнен: ${FAILED.ru[e.data.reason]}`;
  },
  RequestsServed: (e) => `${e.object} обработал запросов за ${e.data.window} мс: ${e.data.count}`,
  HopSynced: (e) =>
    `${hopTitle(e.lane)}: ${e.data.service} → бэкендов: ${e.data.backends.length}${e.data.draining.length ? `, завершают работу: ${e.data.draining.length}` : ''}`,
  PodStatus: (e) =>
    `kubectl get pods: ${e.object} ${e.data.ready} ${e.data.status} ${e.data.restarts}`,
  WorkloadStatus: (e) => `status ${e.object}: ${statusSummary(e.data)}`,
};

export function describeRu(e: TraceEvent): string {
  return sentenceOf(RUSSIAN, e);
}
