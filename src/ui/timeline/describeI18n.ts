// describeEvent in Japanese and Russian: the same facts, Kubernetes terms as Kubernetes
// spells them.
import { secondsLabel } from '../../trace/units.ts';
import type { TraceEvent } from '../../trace/types.ts';
import { FAILED } from '../i18n/eventWords.ts';
import { hopTitle, hopVia } from '../../chart/hopTitles.ts';
import { statusSummary } from './statusWords.ts';
import { reachedSuffix } from './reachedSuffix.ts';

export function describeJa(e: TraceEvent): string {
  const { type, data: d } = e;
  const c = 'container' in d ? ` ${d.container}` : '';
  switch (type) {
    case 'PodCreated':
      return `${e.object} を作成${d.owner ? ` (${d.owner} による)` : ''}`;
    case 'PodScheduled':
      return `${e.object} を ${d.node} に割り当て`;
    case 'ContainerStarted':
      return `コンテナ${c} が起動`;
    case 'PodReady':
      return `${e.object} が Ready`;
    case 'PodNotReady':
      return `${e.object} が Ready でなくなった`;
    case 'DeletionRequested':
      return `${e.object} に deletionTimestamp: 猶予 ${d.gracePeriodSeconds} 秒、${secondsLabel(d.deletionTimestamp)} まで`;
    case 'PreStopStarted':
      return `コンテナ${c} の preStop (${d.hook}) 開始`;
    case 'PreStopFinished':
      return d.completed
        ? `コンテナ${c} の preStop 完了`
        : `コンテナ${c} の preStop が打ち切られた`;
    case 'SignalSent':
      return d.signal === 'SIGKILL'
        ? `コンテナ${c} に SIGKILL: 猶予期間が尽きた`
        : `コンテナ${c} に ${d.signal}。終了しなければ ${d.gracePeriodSeconds} 秒後に SIGKILL`;
    case 'ContainerExited':
      return `コンテナ${c} が終了 ${d.exitCode} (${d.reason})`;
    case 'PodPhaseChanged':
      return `${e.object} の phase が ${d.phase}${d.reason ? ` (${d.reason})` : ''}`;
    case 'PodConditionSet':
    case 'JobConditionSet':
      return `${e.object} に condition ${d.type}${d.reason ? ` (${d.reason})` : ''}`;
    case 'PodRemoved':
      return `${e.object} が API から削除された`;
    case 'EndpointChanged':
      return `Service ${d.service} の ${e.object} のエンドポイント: ready=${d.ready} serving=${d.serving} terminating=${d.terminating}`;
    case 'EndpointRemoved':
      return `${e.object} のエンドポイントを Service ${d.service} から削除`;
    case 'ProxyRulesUpdated':
      return `${d.node} の kube-proxy: ${d.service} → エンドポイント ${d.endpoints} 個`;
    case 'KubeEvent':
      return `Event ${d.reason}: ${d.message}`;
    case 'ActionApplied':
      return `操作: ${d.action} ${d.target}${reachedSuffix(e.object, d.target)}`;
    case 'ObjectCreated':
      return `${e.object} を作成`;
    case 'ObjectRemoved':
      return `${e.object} を削除`;
    case 'PodOwnerChanged':
      return d.owner
        ? `${e.object} を ${d.owner} が引き取った (ownerReferences)`
        : `${e.object} を ${d.previous ?? ''} が手放した (ownerReferences)`;
    case 'EvictionRefused':
      return `eviction 拒否 (${d.code}): ${d.message}`;
    case 'RequestFailed': {
      const hop = hopVia(d);
      const tries = d.tried && d.tried.length > 1 ? `、${d.tried.length} 回試行` : '';
      return hop
        ? `${hop} から ${d.status ?? ''}: ${FAILED.ja[d.reason]}${d.pod ? ` (${d.pod}${tries})` : ''}`
        : `リクエスト失敗: ${FAILED.ja[d.reason]}`;
    }
    case 'RequestsServed':
      return `${e.object} が ${d.window} ms で ${d.count} 件のリクエストを処理`;
    case 'HopSynced':
      return `${hopTitle(e.lane)}: ${d.service} → バックエンド ${d.backends.length} 個${d.draining.length ? `、ドレイン中 ${d.draining.length} 個` : ''}`;
    case 'PodStatus':
      return `kubectl get pods: ${e.object} ${d.ready} ${d.status} ${d.restarts}`;
    case 'WorkloadStatus':
      return `${e.object} の status: ${statusSummary(d)}`;
  }
}

export function describeRu(e: TraceEvent): string {
  const { type, data: d } = e;
  const c = 'container' in d ? ` ${d.container}` : '';
  switch (type) {
    case 'PodCreated':
      return `${e.object} создан${d.owner ? ` (${d.owner})` : ''}`;
    case 'PodScheduled':
      return `${e.object} назначен на ${d.node}`;
    case 'ContainerStarted':
      return `контейнер${c} запущен`;
    case 'PodReady':
      return `${e.object} Ready`;
    case 'PodNotReady':
      return `${e.object} больше не Ready`;
    case 'DeletionRequested':
      return `у ${e.object} установлен deletionTimestamp: grace ${d.gracePeriodSeconds} с, до ${secondsLabel(d.deletionTimestamp)}`;
    case 'PreStopStarted':
      return `preStop (${d.hook}) контейнера${c} начат`;
    case 'PreStopFinished':
      return d.completed ? `preStop контейнера${c} завершён` : `preStop контейнера${c} прерван`;
    case 'SignalSent':
      return d.signal === 'SIGKILL'
        ? `SIGKILL контейнеру${c}: grace period истёк`
        : `${d.signal} контейнеру${c}; SIGKILL через ${d.gracePeriodSeconds} с, если он не завершится`;
    case 'ContainerExited':
      return `контейнер${c} завершился с кодом ${d.exitCode} (${d.reason})`;
    case 'PodPhaseChanged':
      return `phase ${e.object}: ${d.phase}${d.reason ? ` (${d.reason})` : ''}`;
    case 'PodConditionSet':
    case 'JobConditionSet':
      return `у ${e.object} condition ${d.type}${d.reason ? ` (${d.reason})` : ''}`;
    case 'PodRemoved':
      return `${e.object} удалён из API`;
    case 'EndpointChanged':
      return `endpoint ${e.object} в Service ${d.service}: ready=${d.ready} serving=${d.serving} terminating=${d.terminating}`;
    case 'EndpointRemoved':
      return `endpoint ${e.object} удалён из Service ${d.service}`;
    case 'ProxyRulesUpdated':
      return `kube-proxy на ${d.node}: ${d.service} → endpoints: ${d.endpoints}`;
    case 'KubeEvent':
      return `Event ${d.reason}: ${d.message}`;
    case 'ActionApplied':
      return `действие: ${d.action} ${d.target}${reachedSuffix(e.object, d.target)}`;
    case 'ObjectCreated':
      return `${e.object} создан`;
    case 'ObjectRemoved':
      return `${e.object} удалён`;
    case 'PodOwnerChanged':
      return d.owner
        ? `${d.owner} забрал ${e.object} себе (ownerReferences)`
        : `${d.previous ?? ''} отпустил ${e.object} (ownerReferences)`;
    case 'EvictionRefused':
      return `eviction отклонён (${d.code}): ${d.message}`;
    case 'RequestFailed': {
      const hop = hopVia(d);
      const tries = d.tried && d.tried.length > 1 ? `, попыток: ${d.tried.length}` : '';
      return hop
        ? `${d.status ?? ''} от ${hop}: ${FAILED.ru[d.reason]}${d.pod ? ` (${d.pod}${tries})` : ''}`
        : `запрос не выполнен: ${FAILED.ru[d.reason]}`;
    }
    case 'RequestsServed':
      return `${e.object} обработал запросов за ${d.window} мс: ${d.count}`;
    case 'HopSynced':
      return `${hopTitle(e.lane)}: ${d.service} → бэкендов: ${d.backends.length}${d.draining.length ? `, завершают работу: ${d.draining.length}` : ''}`;
    case 'PodStatus':
      return `kubectl get pods: ${e.object} ${d.ready} ${d.status} ${d.restarts}`;
    case 'WorkloadStatus':
      return `status ${e.object}: ${statusSummary(d)}`;
  }
}
