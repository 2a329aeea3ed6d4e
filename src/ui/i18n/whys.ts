// The simulation's "why" sentences (machines/rules/whys.ts) in Japanese and Russian, with
// the same `{name}`s as the English templates. Kubernetes terms, field and function names,
// PR numbers and what kubectl or the API server print stay as they are.
import type { WhyKey } from '../../cluster/whys.ts';
import type { Lang } from './messages.ts';

export type Other = Exclude<Lang, 'en'>;

const JA_BUDGET =
  'PodDisruptionBudget {pdb} は健全な Pod を {desired} 個必要とし、現在 {healthy} 個ある (eviction.go checkAndDecrement)。';
const RU_BUDGET =
  'PodDisruptionBudget {pdb} требует здоровых Pod: {desired}, а сейчас их {healthy} (eviction.go checkAndDecrement).';

export const WHY: Readonly<Record<Other, Readonly<Record<WhyKey, string>>>> = {
  ja: {
    deletionTimestamp:
      'API server が metadata.deletionTimestamp = now + grace を設定した (rest/delete.go BeforeDelete)。',
    graceZero:
      'grace 0: オブジェクトは finalizer が保持している間だけ残る (store.go updateForGracefulDeletionAndFinalizers)。',
    podRemoved:
      'オブジェクトが API から消える: finalizer のない grace 0 か、コンテナが止まった後の kubelet の最後の Delete (status_manager.go canBeDeleted)。',
    deleteWarning: 'API server は DELETE に "Warning: {warning}" と答えた。',
    budgetRefused: JA_BUDGET,
    budgetRefusedByDrain: `${JA_BUDGET}kubectl drain の stderr: error when evicting pods/"{pod}" -n "{namespace}" (will retry after 5s): {message}`,
    drainEvictError:
      'kubectl drain の stderr: error when evicting pods/"{pod}" -n "{namespace}": {message}',
    hookAbandoned: 'フックは猶予期間を使い切り、止められずに放置された (executePreStopHook)。',
    hookKilled:
      'コンテナが終了したときフックはまだ動いていた: exec のプロセスはコンテナと共に終わり (exit 137)、HTTP リクエストには応答がなく、executePreStopHook が残した goroutine がその時点で失敗を記録した。',
    stopContainer:
      'CRI StopContainer(timeout={timeout}s): ランタイムが停止シグナルを送り、タイムアウトが尽きたら SIGKILL する (kuberuntime_container.go killContainer, containerd stopContainer)。',
    stopSignalIgnored:
      'プロセスは停止シグナルを無視する (PID 1 にはデフォルトのハンドラがない) ので、停止のタイムアウトまで動き続ける: SIGKILL, exit 137。',
    stopTimedOut: 'プロセスが停止のタイムアウト内に終了しなかった: SIGKILL, exit 137。',
    oomKilledGroup:
      'コンテナは {held} を確保し、メモリ制限 {limit} を超えた: カーネルの OOM killer がそのプロセスすべてを一度に kill する (kubelet は cgroup v2 で memory.oom.group=1 を設定する: kuberuntime_container_linux.go calculateLinuxResources)。exit 137。containerd は OOMKilled と記録する (TaskOOM イベント)。',
    oomKilled:
      'プロセスは {held} を確保し、メモリ制限 {limit} を超えた: カーネルの OOM killer が kill する (SIGKILL)。exit 137。containerd は OOMKilled と記録する (TaskOOM イベント)。',
    oomKilledWorker:
      'コンテナのワーカーは {held} を確保し、メモリ制限 {limit} を超えた: カーネルの OOM killer はそのワーカーだけを kill し (1.28 より前は memory.oom.group がない)、プロセスはその後 {exitCode} で終了する。それでも containerd は OOMKilled と記録する (TaskOOM イベント)。',
    endpointRemoved:
      '終了した Pod、削除された Pod、IP のない Pod は EndpointSlice から外れる (ShouldPodBeInEndpoints)。',
    endpointUnselected:
      'Pod のラベルが Service の selector に合わなくなった: EndpointSlice には selector に合う Pod だけが載る (syncService)。',
    endpointTerminating:
      'terminating = deletionTimestamp が設定済み、よって ready = false (endpointslice utils.go podToEndpoint)。',
    proxyFallback:
      'ready な endpoint がない: kube-proxy は終了中の endpoint で処理するフォールバックに切り替える (topology.go CategorizeEndpoints)。',
    evicted: 'ノードの逼迫により kubelet が Pod を evict した (eviction_manager.go evictPod)。',
    nodeShutdown:
      'ノードのシャットダウンが迫ったため Pod が終了させられた (nodeshutdown_manager killPods)。',
    nodeShutdownAdmit:
      'ノードがシャットダウン中のため Pod は受け付けられなかった (nodeshutdown_manager Admit: reason NodeShutdown)。',
    nodeShutdownBefore122:
      'Node is shutting, evicting pods: ノードのシャットダウンで Pod が evict された (nodeshutdown_manager processShutdownEvent: 1.22 より前は reason Shutdown、#102840)。',
    nodeShutdownAdmitBefore122:
      'Node is in progress of shutting down, not admitting any new pods: ノードがシャットダウン中のため Pod は受け付けられなかった (nodeshutdown_manager Admit: 1.22 より前は reason Terminated、#102840)。',
    deadline:
      'active_deadline.go: Pod が activeDeadlineSeconds を超えた。phase はコンテナが止まってから公開される (#108366)。',
    terminalPhase:
      'kubelet_pods.go getPhase: 1.27 から、kubelet が終了させた Pod は全コンテナが 0 で終われば Succeeded、そうでなければ Failed (#115331)。',
    podGC:
      'PodGC が Pod を Failed にして強制削除する (gc_controller.go markFailedAndDeletePodWithCondition)。',
    statefulSetBudget:
      'maxUnavailable は {max}、使えない Pod は {unavailable} 個なので、この同期は古い Pod を最大 {budget} 個、大きい ordinal から削除する (stateful_set_control.go updateStatefulSetAfterInvariantEstablished)。',
    statefulSetAlreadyUnavailable:
      'Parallel: すでに使えない古い Pod は maxUnavailable の上限の外ですぐに置き換えられる (stateful_set_control.go updateStatefulSetAfterInvariantEstablished, #137666)。',
    restartAllStarted:
      'コンテナ {container} が {exitCode} で終了し、RestartAllContainers のルールに一致した: kubelet は Pod 全体をその場で再起動し、動いているコンテナを preStop フックなしで 1 つずつ、最小の猶予 2 秒で停止する (kuberuntime_manager.go SyncPod、猶予の上書き 0 の killContainer)。',
    pulledWithoutSize:
      'kubelet はこのメッセージを ". Image size: N bytes." で終える (pull の後にランタイムが示すイメージのサイズ; image_manager.go EnsureImageExists, #121719)。podterm はイメージのサイズを知らないので、その部分を書かない。',
    restartAllDone:
      'すべてのコンテナが削除された。kubelet は同じ sandbox で Pod をもう一度起動する (init コンテナが先)。各コンテナは RestartingAllContainers で待機し、lastState の終了コードは 137、restartCount は + 1 (kubelet_pods.go convertToAPIContainerStatuses)。',
    ingressNginxSync:
      'ingress-nginx の同期は 1 秒に最大 {rate} 回 (--sync-rate-limit、トークンバケット: controller.go syncIngress)。NGINX ワーカーは POST されたバックエンドを 1 秒の Lua タイマーで取り込んだ (balancer.lua sync_backends)。ready=false のエンドポイントは外される (endpointslices.go)。',
    targetHealthy:
      '新しいターゲットは {interval} 秒間隔のヘルスチェックに {checks} 回合格した: ロードバランサーがリクエストを送り始める (ALB/NLB のターゲットヘルス、healthy-threshold-count)。',
    targetDeregistered:
      'AWS Load Balancer Controller が終了中のターゲットを登録解除した (endpoint_resolver.go、DeregisterTargets)。伝搬の遅れ {lag} 秒の間は新しいリクエストがまだ届く (設定値: AWS は数字を出していない)。',
    targetGone:
      '伝搬の遅れ {lag} 秒が過ぎた: ロードバランサーは登録解除したターゲットに新しいリクエストを送らない。',
    envoyGatewayEds:
      'Envoy Gateway が EndpointSlice を EDS に変換した: ready のエンドポイントにリクエストが行き、終了中のものは DRAINING で手元の処理を終える (gatewayapi/route.go、#4946)。',
    istioPush:
      'istiod は {quiet} ms 変化がなかったので EDS を送った (PILOT_DEBOUNCE_AFTER)。終了中のエンドポイントは送られない (endpointslice.go endpointHealthStatus)。',
    traefikThrottle:
      'Traefik が新しい設定を適用した: 変更は前回から {throttle} ms 経つまで待つ (providersThrottleDuration)。終了中のエンドポイントは fenced になり、新しいリクエストは送られない (ingress プロバイダー、#12521)。',
    ngfReload:
      'NGINX Gateway Fabric が upstream を書き換えて NGINX をリロードした。変更から {reload} ms 後 (reload の設定値)。ready でないエンドポイントは外される (resolver.go)。',
    negDetach:
      'NEG コントローラーが変更の {lag} ms 後にエンドポイントを切り離した、または付け加えた (detach-lag は設定値: Google は数字を公表していない)。',
    agicUpdate:
      'AGIC が変更の {lag} ms 後に Application Gateway のバックエンドプールを更新した (update-lag: 「1 秒から数分」)。',
    linkerdDestination:
      'Linkerd の destination コントローラーが ready のエンドポイントを呼び出し側のプロキシに送った (port_publisher.go)。終了中のエンドポイントは ready でないので外れる。',
  },
  ru: {
    deletionTimestamp:
      'API server установил metadata.deletionTimestamp = now + grace (rest/delete.go BeforeDelete).',
    graceZero:
      'Grace 0: объект остаётся, только пока его держат finalizers (store.go updateForGracefulDeletionAndFinalizers).',
    podRemoved:
      'Объект покидает API: grace 0 без finalizers или последний Delete от kubelet после остановки контейнеров (status_manager.go canBeDeleted).',
    deleteWarning: 'API server ответил на DELETE: "Warning: {warning}".',
    budgetRefused: RU_BUDGET,
    budgetRefusedByDrain: `${RU_BUDGET} stderr kubectl drain: error when evicting pods/"{pod}" -n "{namespace}" (will retry after 5s): {message}`,
    drainEvictError:
      'stderr kubectl drain: error when evicting pods/"{pod}" -n "{namespace}": {message}',
    hookAbandoned:
      'Хук израсходовал grace-период и был брошен, а не остановлен (executePreStopHook).',
    hookKilled:
      'Хук ещё работал, когда его контейнер умер: процесс exec умер вместе с контейнером (exit 137) или HTTP-запрос остался без ответа, и горутина, оставленная executePreStopHook, записала сбой в этот момент.',
    stopContainer:
      'CRI StopContainer(timeout={timeout}s): среда выполнения посылает сигнал остановки, а по истечении таймаута — SIGKILL (kuberuntime_container.go killContainer, containerd stopContainer).',
    stopSignalIgnored:
      'Процесс игнорирует сигнал остановки (у PID 1 нет обработчика по умолчанию) и работает до конца таймаута остановки: SIGKILL, exit 137.',
    stopTimedOut: 'Процесс не завершился за таймаут остановки: SIGKILL, exit 137.',
    oomKilledGroup:
      'Контейнер выделяет {held}, больше лимита памяти {limit}: OOM killer ядра убивает все его процессы сразу (kubelet ставит memory.oom.group=1 на cgroup v2: kuberuntime_container_linux.go calculateLinuxResources), exit 137; containerd сообщает OOMKilled (событие TaskOOM).',
    oomKilled:
      'Процесс выделяет {held}, больше лимита памяти {limit}: OOM killer ядра убивает его (SIGKILL), exit 137; containerd сообщает OOMKilled (событие TaskOOM).',
    oomKilledWorker:
      'Рабочие процессы контейнера выделяют {held}, больше лимита памяти {limit}: OOM killer ядра убивает только рабочий процесс (до 1.28 нет memory.oom.group), а сам процесс затем завершается с кодом {exitCode}; containerd всё равно сообщает OOMKilled (событие TaskOOM).',
    endpointRemoved:
      'Завершённые, удалённые и оставшиеся без IP Pod покидают EndpointSlice (ShouldPodBeInEndpoints).',
    endpointUnselected:
      'Метки Pod больше не подходят под selector Service: в EndpointSlice попадают только выбранные им Pod (syncService).',
    endpointTerminating:
      'terminating = задан deletionTimestamp, поэтому ready = false (endpointslice utils.go podToEndpoint).',
    proxyFallback:
      'Ни один endpoint не ready: kube-proxy переключается на завершающиеся endpoints (topology.go CategorizeEndpoints).',
    evicted: 'kubelet вытеснил Pod из-за нехватки ресурсов узла (eviction_manager.go evictPod).',
    nodeShutdown: 'Pod завершён из-за скорого выключения узла (nodeshutdown_manager killPods).',
    nodeShutdownAdmit:
      'Pod отклонён: узел выключается (nodeshutdown_manager Admit: reason NodeShutdown).',
    nodeShutdownBefore122:
      'Node is shutting, evicting pods: Pod вытеснен при выключении узла (nodeshutdown_manager processShutdownEvent: до 1.22 reason Shutdown, #102840).',
    nodeShutdownAdmitBefore122:
      'Node is in progress of shutting down, not admitting any new pods: Pod отклонён, узел выключается (nodeshutdown_manager Admit: до 1.22 reason Terminated, #102840).',
    deadline:
      'active_deadline.go: Pod превысил activeDeadlineSeconds; phase публикуется, когда его контейнеры остановлены (#108366).',
    terminalPhase:
      'kubelet_pods.go getPhase: с 1.27 Pod, остановленный kubelet, завершается Succeeded, если все контейнеры вышли с кодом 0, иначе Failed (#115331).',
    podGC:
      'PodGC помечает Pod как Failed и удаляет его принудительно (gc_controller.go markFailedAndDeletePodWithCondition).',
    statefulSetBudget:
      'maxUnavailable равен {max}, недоступных Pod: {unavailable}, поэтому эта синхронизация удаляет до {budget} старых Pod, начиная с наибольшего ordinal (stateful_set_control.go updateStatefulSetAfterInvariantEstablished).',
    statefulSetAlreadyUnavailable:
      'Parallel: старый Pod, который уже недоступен, заменяется сразу, вне бюджета maxUnavailable (stateful_set_control.go updateStatefulSetAfterInvariantEstablished, #137666).',
    restartAllStarted:
      'Контейнер {container} завершился с кодом {exitCode}, и код совпал с правилом RestartAllContainers: kubelet перезапускает весь Pod на месте и останавливает работающие контейнеры по одному, без хука preStop, с минимальным grace 2 с (kuberuntime_manager.go SyncPod, killContainer с переопределением grace 0).',
    pulledWithoutSize:
      'kubelet завершает это сообщение фразой ". Image size: N bytes." (размер образа, который сообщает среда выполнения после загрузки; image_manager.go EnsureImageExists, #121719). podterm не знает размера образа и опускает эту часть.',
    restartAllDone:
      'Все контейнеры удалены; kubelet снова запускает Pod в той же sandbox, сначала init-контейнеры. Каждый контейнер ждал в состоянии RestartingAllContainers, lastState с кодом выхода 137, restartCount + 1 (kubelet_pods.go convertToAPIContainerStatuses).',
    ingressNginxSync:
      'ingress-nginx синхронизируется не чаще {rate} раза в секунду (--sync-rate-limit, token bucket: controller.go syncIngress); воркер NGINX забрал отправленные бэкенды по своему таймеру Lua раз в 1 с (balancer.lua sync_backends). Endpoints с ready=false отбрасываются (endpointslices.go).',
    targetHealthy:
      'Новая цель прошла проверок здоровья: {checks}, с интервалом {interval} с: балансировщик начинает слать ей запросы (здоровье целей ALB/NLB, healthy-threshold-count).',
    targetDeregistered:
      'AWS Load Balancer Controller снял с регистрации завершающуюся цель (endpoint_resolver.go, DeregisterTargets); новые запросы ещё приходят к ней в течение задержки распространения, {lag} с (настройка: AWS не даёт числа).',
    targetGone:
      'Задержка распространения {lag} с прошла: балансировщик больше не шлёт новых запросов снятой с регистрации цели.',
    envoyGatewayEds:
      'Envoy Gateway перевёл EndpointSlice в EDS: запросы идут на ready endpoints, завершающиеся получают статус DRAINING и дорабатывают начатое (gatewayapi/route.go, #4946).',
    istioPush:
      'istiod отправил EDS после {quiet} мс без новых изменений (PILOT_DEBOUNCE_AFTER); завершающиеся endpoints не отправляются (endpointslice.go endpointHealthStatus).',
    traefikThrottle:
      'Traefik применил новую конфигурацию: изменение ждёт, пока с прошлого не пройдёт {throttle} мс (providersThrottleDuration); завершающийся endpoint помечается fenced и не получает новых запросов (провайдер ingress, #12521).',
    ngfReload:
      'NGINX Gateway Fabric переписал upstream и перезагрузил NGINX через {reload} мс после изменения (настройка reload); endpoints не в состоянии ready исключаются (resolver.go).',
    negDetach:
      'Контроллер NEG отсоединил или присоединил endpoint через {lag} мс после изменения (detach-lag, настройка: Google не публикует числа).',
    agicUpdate:
      'AGIC обновил пул бэкендов Application Gateway через {lag} мс после изменения (update-lag: «от секунды до нескольких минут»).',
    linkerdDestination:
      'Контроллер destination в Linkerd передал прокси вызывающей стороны ready endpoints (port_publisher.go); завершающийся endpoint не ready, поэтому выбывает.',
  },
};
