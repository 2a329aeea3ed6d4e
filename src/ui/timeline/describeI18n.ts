// describeEvent in Japanese and Russian: the same facts, Kubernetes terms as Kubernetes
// spells them.
import type { TraceEvent } from '../../trace/types.ts';

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const str = (v: unknown): string => String(v);

export function describeJa(e: TraceEvent): string {
  const d = e.data;
  const c = d.container ? ` ${str(d.container)}` : '';
  switch (e.type) {
    case 'PodCreated':
      return `${e.object} を作成${d.owner ? ` (${str(d.owner)} による)` : ''}`;
    case 'PodScheduled':
      return `${e.object} を ${str(d.node)} に割り当て`;
    case 'ContainerStarted':
      return `コンテナ${c} が起動`;
    case 'PodReady':
      return `${e.object} が Ready`;
    case 'PodNotReady':
      return `${e.object} が Ready でなくなった`;
    case 'DeletionRequested':
      return `${e.object} に deletionTimestamp: 猶予 ${str(d.gracePeriodSeconds)} 秒、${s(Number(d.deletionTimestamp))} まで`;
    case 'PreStopStarted':
      return `コンテナ${c} の preStop (${str(d.hook)}) 開始`;
    case 'PreStopFinished':
      return d.completed === false
        ? `コンテナ${c} の preStop が打ち切られた`
        : `コンテナ${c} の preStop 完了`;
    case 'SignalSent':
      return d.signal === 'SIGKILL'
        ? `コンテナ${c} に SIGKILL: 猶予期間が尽きた`
        : `コンテナ${c} に ${str(d.signal)}。終了しなければ ${str(d.gracePeriodSeconds)} 秒後に SIGKILL`;
    case 'ContainerExited':
      return `コンテナ${c} が終了 ${str(d.exitCode)} (${str(d.reason)})`;
    case 'PodPhaseChanged':
      return `${e.object} の phase が ${str(d.phase)}${d.reason ? ` (${str(d.reason)})` : ''}`;
    case 'PodConditionSet':
    case 'JobConditionSet':
      return `${e.object} に condition ${str(d.type)}${d.reason ? ` (${str(d.reason)})` : ''}`;
    case 'PodRemoved':
      return `${e.object} が API から削除された`;
    case 'EndpointChanged':
      return `Service ${str(d.service)} の ${e.object} のエンドポイント: ready=${str(d.ready)} serving=${str(d.serving)} terminating=${str(d.terminating)}`;
    case 'EndpointRemoved':
      return `${e.object} のエンドポイントを Service ${str(d.service)} から削除`;
    case 'ProxyRulesUpdated':
      return `${str(d.node)} の kube-proxy: ${str(d.service)} → エンドポイント ${str(d.endpoints)} 個`;
    case 'KubeEvent':
      return `Event ${str(d.reason)}: ${str(d.message)}`;
    case 'ActionApplied':
      return `操作: ${str(d.action)} ${str(d.target)}`;
    case 'ObjectCreated':
      return `${e.object} を作成`;
    case 'ObjectRemoved':
      return `${e.object} を削除`;
    case 'EvictionRefused':
      return `eviction 拒否 (${str(d.code)}): ${str(d.message)}`;
    case 'RequestFailed':
      return `リクエスト失敗: ${str(d.reason)}`;
    case 'RequestsServed':
      return `${str(d.pod)} が ${str(d.count)} 件のリクエストを処理`;
  }
}

export function describeRu(e: TraceEvent): string {
  const d = e.data;
  const c = d.container ? ` ${str(d.container)}` : '';
  switch (e.type) {
    case 'PodCreated':
      return `${e.object} создан${d.owner ? ` (${str(d.owner)})` : ''}`;
    case 'PodScheduled':
      return `${e.object} назначен на ${str(d.node)}`;
    case 'ContainerStarted':
      return `контейнер${c} запущен`;
    case 'PodReady':
      return `${e.object} Ready`;
    case 'PodNotReady':
      return `${e.object} больше не Ready`;
    case 'DeletionRequested':
      return `у ${e.object} установлен deletionTimestamp: grace ${str(d.gracePeriodSeconds)} с, до ${s(Number(d.deletionTimestamp))}`;
    case 'PreStopStarted':
      return `preStop (${str(d.hook)}) контейнера${c} начат`;
    case 'PreStopFinished':
      return d.completed === false
        ? `preStop контейнера${c} прерван`
        : `preStop контейнера${c} завершён`;
    case 'SignalSent':
      return d.signal === 'SIGKILL'
        ? `SIGKILL контейнеру${c}: grace period истёк`
        : `${str(d.signal)} контейнеру${c}; SIGKILL через ${str(d.gracePeriodSeconds)} с, если он не завершится`;
    case 'ContainerExited':
      return `контейнер${c} завершился с кодом ${str(d.exitCode)} (${str(d.reason)})`;
    case 'PodPhaseChanged':
      return `phase ${e.object}: ${str(d.phase)}${d.reason ? ` (${str(d.reason)})` : ''}`;
    case 'PodConditionSet':
    case 'JobConditionSet':
      return `у ${e.object} condition ${str(d.type)}${d.reason ? ` (${str(d.reason)})` : ''}`;
    case 'PodRemoved':
      return `${e.object} удалён из API`;
    case 'EndpointChanged':
      return `endpoint ${e.object} в Service ${str(d.service)}: ready=${str(d.ready)} serving=${str(d.serving)} terminating=${str(d.terminating)}`;
    case 'EndpointRemoved':
      return `endpoint ${e.object} удалён из Service ${str(d.service)}`;
    case 'ProxyRulesUpdated':
      return `kube-proxy на ${str(d.node)}: ${str(d.service)} → endpoints: ${str(d.endpoints)}`;
    case 'KubeEvent':
      return `Event ${str(d.reason)}: ${str(d.message)}`;
    case 'ActionApplied':
      return `действие: ${str(d.action)} ${str(d.target)}`;
    case 'ObjectCreated':
      return `${e.object} создан`;
    case 'ObjectRemoved':
      return `${e.object} удалён`;
    case 'EvictionRefused':
      return `eviction отклонён (${str(d.code)}): ${str(d.message)}`;
    case 'RequestFailed':
      return `запрос не выполнен: ${str(d.reason)}`;
    case 'RequestsServed':
      return `${str(d.pod)} обработал запросов: ${str(d.count)}`;
  }
}
