// The words inside the machines' diagrams — guard names and the names of `after` delays —
// in Japanese and Russian (English is the machines' own wording). State and event names
// are identifiers and stay as the code spells them; Kubernetes terms (Pod, finalizer,
// grace, backoffLimit, sidecar…) stay as Kubernetes spells them. A unit test walks every
// machine and fails on a guard or delay missing here.
import type { Lang } from '../../store/lang.ts';

type Other = Exclude<Lang, 'en'>;

/** Each guard and delay name → its Japanese and Russian. */
export const MACHINE_WORDS: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
  // Pod object (apiserver/podMachine.ts)
  'it succeeded': { ja: '成功した', ru: 'завершился успешно' },
  'grace is zero and no finalizers hold it': {
    ja: 'grace が 0 で finalizer が保持していない',
    ru: 'grace равен 0 и finalizers не держат',
  },
  'the new grace is shorter': { ja: '新しい grace の方が短い', ru: 'новый grace короче' },
  'no finalizers hold it': { ja: 'finalizer が保持していない', ru: 'finalizers не держат' },
  'the grace ran out and no finalizers hold it': {
    ja: 'grace が尽き finalizer が保持していない',
    ru: 'grace истёк и finalizers не держат',
  },
  // kubelet pod worker (kubelet/kubeletMachine.ts)
  'a regular init container failed': {
    ja: '通常の init コンテナが失敗した',
    ru: 'обычный init-контейнер упал',
  },
  'a regular init container failed while sidecars run': {
    ja: 'サイドカーの動作中に通常の init コンテナが失敗した',
    ru: 'обычный init-контейнер упал, пока работают sidecar-контейнеры',
  },
  'its rule restarts all containers': {
    ja: 'ルールが全コンテナを再起動する',
    ru: 'правило перезапускает все контейнеры',
  },
  'every init container is done': {
    ja: 'すべての init コンテナが完了した',
    ru: 'все init-контейнеры завершены',
  },
  'the containers are done but sidecars run': {
    ja: 'コンテナは完了したがサイドカーが動いている',
    ru: 'контейнеры завершены, но sidecar работают',
  },
  'the containers are done': { ja: 'コンテナが完了した', ru: 'контейнеры завершены' },
  'every container has stopped': {
    ja: 'すべてのコンテナが停止した',
    ru: 'все контейнеры остановлены',
  },
  'the pod was deleted': { ja: 'Pod が削除された', ru: 'Pod удалён' },
  'container start': { ja: 'コンテナの起動時間', ru: 'время запуска контейнера' },
  'active deadline': {
    ja: 'activeDeadlineSeconds の期限',
    ru: 'срок activeDeadlineSeconds',
  },
  'pod cache refresh': { ja: 'Pod キャッシュの更新間隔', ru: 'обновление кеша Pod' },
  'status update': { ja: 'ステータス更新の時間', ru: 'время обновления статуса' },
  'pod cleanup': { ja: 'Pod の後片付けの時間', ru: 'время очистки Pod' },
  // container (kubelet/containerMachine.ts)
  'runs a preStop hook': { ja: 'preStop フックを実行する', ru: 'выполняет хук preStop' },
  'waits for its turn': { ja: '自分の順番を待つ', ru: 'ждёт своей очереди' },
  'is a sidecar': { ja: 'サイドカーである', ru: 'это sidecar' },
  'run time': { ja: '実行時間', ru: 'время работы' },
  'time to pass the memory limit': {
    ja: 'メモリ制限を超えるまでの時間',
    ru: 'время до превышения лимита памяти',
  },
  startup: { ja: '起動時間', ru: 'время запуска' },
  'preStop time': { ja: 'preStop の時間', ru: 'время preStop' },
  'turn cap': { ja: '順番待ちの上限', ru: 'предел ожидания очереди' },
  'time to exit on the stop signal': {
    ja: '停止シグナルで終了するまでの時間',
    ru: 'время выхода по сигналу остановки',
  },
  'stop timeout': { ja: '停止のタイムアウト', ru: 'тайм-аут остановки' },
  'its image cannot be had': { ja: 'イメージを pull できない', ru: 'образ не удаётся получить' },
  'its image must be pulled': { ja: 'イメージを pull する', ru: 'образ нужно скачать' },
  'next pod sync': { ja: '次の Pod 同期', ru: 'следующая синхронизация Pod' },
  'the pull': { ja: 'pull にかかる時間', ru: 'время скачивания образа' },
  // EndpointSlice (controllers/endpointslice/endpointsMachine.ts)
  'an endpoint is ready': { ja: 'Ready なエンドポイントがある', ru: 'есть готовый endpoint' },
  'a serving-terminating endpoint is left': {
    ja: 'serving で終了中のエンドポイントが残っている',
    ru: 'остался serving-terminating endpoint',
  },
  // kube-proxy (proxy/kubeProxyMachine.ts)
  'min sync period': { ja: '最小同期間隔', ru: 'минимальный период синхронизации' },
  // ReplicaSet controller
  'the scenario declared it': { ja: 'シナリオで宣言されている', ru: 'объявлен в сценарии' },
  // Job controller (controllers/job/jobMachine.ts)
  'created suspended': { ja: '一時停止の状態で作成された', ru: 'создан приостановленным' },
  'completions to wait for': { ja: '待つべき完了がある', ru: 'есть завершения, которых ждать' },
  'the SuspendJob gate is on': {
    ja: 'SuspendJob フィーチャーゲートが有効',
    ru: 'feature gate SuspendJob включён',
  },
  'the sync is deferred': { ja: '同期が延期される', ru: 'синхронизация отложена' },
  "a pod's first failure": { ja: 'Pod の最初の失敗', ru: 'первый сбой Pod' },
  'the pod event is synced at once': {
    ja: 'Pod のイベントはすぐ同期される',
    ru: 'событие Pod синхронизируется сразу',
  },
  'a FailJob rule matched': { ja: 'FailJob ルールに一致した', ru: 'сработало правило FailJob' },
  'past the backoff limit': { ja: 'backoffLimit を超えた', ru: 'превышен backoffLimit' },
  'past the active deadline': {
    ja: 'activeDeadlineSeconds を過ぎた',
    ru: 'прошёл activeDeadlineSeconds',
  },
  'more indexes failed than maxFailedIndexes': {
    ja: '失敗したインデックスが maxFailedIndexes を超えた',
    ru: 'упавших индексов больше maxFailedIndexes',
  },
  'every index resolved, some failed': {
    ja: 'すべてのインデックスが決着し、一部が失敗した',
    ru: 'все индексы решены, часть упала',
  },
  'the success policy is met': { ja: 'successPolicy を満たした', ru: 'successPolicy выполнена' },
  'all completions succeeded': {
    ja: 'すべての completions が成功した',
    ru: 'все completions успешны',
  },
  'pods are missing': { ja: 'Pod が足りない', ru: 'не хватает Pod' },
  'still in back-off': { ja: 'まだ back-off 中', ru: 'ещё в back-off' },
  'an index waits for its back-off': {
    ja: 'インデックスが back-off を待っている',
    ru: 'индекс ждёт своего back-off',
  },
  'the final condition is written': {
    ja: '最終の condition が書き込まれた',
    ru: 'итоговый condition записан',
  },
  'no pod is terminating any more': {
    ja: '終了中の Pod がもうない',
    ru: 'завершающихся Pod больше нет',
  },
  'deferral left': { ja: '残りの延期時間', ru: 'остаток отсрочки' },
  'back-off left': { ja: '残りの back-off', ru: 'остаток back-off' },
  'pod event batch': { ja: 'Pod イベントのまとめ時間', ru: 'интервал пакета событий Pod' },
  // CronJob controller (controllers/cronjob/cronJobMachine.ts)
  suspended: { ja: '一時停止中', ru: 'приостановлен' },
  'no unmet scheduled time': {
    ja: '未実行のスケジュール時刻がない',
    ru: 'нет пропущенного времени запуска',
  },
  'Forbid, and a Job is active': {
    ja: 'Forbid で Job が実行中',
    ru: 'Forbid, и Job активен',
  },
  'until the next schedule': { ja: '次のスケジュールまで', ru: 'время до следующего запуска' },
  // statechart/graph.ts: a guard written as an anonymous function.
  'inline guard': { ja: '無名のガード', ru: 'безымянное условие' },
};

/** A guard's or a delay's name in `lang` (a delay in plain milliseconds: `0 ms`). */
export function machineWord(lang: Lang, name: string): string {
  if (/^\d+$/.test(name)) return `${name} ms`;
  return lang === 'en' ? name : (MACHINE_WORDS[name]?.[lang] ?? name);
}
