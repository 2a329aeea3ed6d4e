// The foreseen warnings (manifest/warnings/foresee.ts) in Japanese, from their params: loaded
// with the language (warnings.ts, loadLanguage.ts), so the first load carries none of them.
import type { Foresight } from '../../manifest/warnings/foresight.ts';

export const ja: Record<Foresight['rule'], string> = {
  preStopLongerThanGrace:
    '{object}/{container}: preStop に {hook} 秒かかるが terminationGracePeriodSeconds は {grace}: フックは打ち切られ、コンテナは kill される',
  shellIgnoresSigterm:
    '{object}/{container}: PID 1 のシェルは TERM trap がなく SIGTERM を無視する: {grace} 秒後に SIGKILL (exit 137)',
  noPreStopBehindService:
    '{object} は preStop なしで Service {service} の背後にある: Pod が止まると、全ノードの kube-proxy が外すまで (約 1 秒) 新しい接続が失敗する',
  memoryOverLimit:
    '{object}/{container}: {held} を確保し、メモリ制限 {limit} を超える: カーネルの OOM killer が起動のたびに {ms} ms 後に kill し (OOMKilled)、restartPolicy が許せば kubelet は長くなる back-off で再起動する (CrashLoopBackOff)',
  backoffLimitDefault:
    '{object}: restartPolicy Never で backoffLimit が既定の 6: 失敗する Job は Pod を 7 個作り、諦めるまで約 10 分 back-off する',
  twoDeadlines:
    '{object}: activeDeadlineSeconds が Job ({job} 秒) と Pod ({pod} 秒) の両方にある: 先に来た方が結末を決める',
  pdbBlocksEvictions:
    'PodDisruptionBudget {object} は中断を一切許さない (Pod {pods} 個): eviction はすべて 429 で拒否され、kubectl drain は永遠に再試行する',
  replaceLongJob:
    '{object}: concurrencyPolicy Replace で Job の実行時間 ({run} 秒) がスケジュール間隔 ({interval} 秒) より長い: どの実行も終わる前に削除される',
  startingDeadlineShort:
    '{object}: startingDeadlineSeconds {deadline} がスケジュール間隔 ({interval} 秒) より短い: {deadline} 秒以内に開始できない回 (Forbid で実行中、コントローラ停止) はイベントなしで飛ばされる',
  preStopShorterThanHop:
    '{object}/{container}: preStop {hook} 秒は、{hop} が終了中の Pod に新しいリクエストを送らなくなるまでの時間より短い: 最悪 {worst} 秒 ({terms})、通常 {typical} 秒。アプリが待ち受けをやめた後に届くリクエストは失敗する ({source})',
  terminatingHopNoPreStop:
    '{object}/{container} は preStop がなく SIGTERM で待ち受けをやめる: {hop} は終了中のエンドポイント ({fence}) に新しいリクエストを送らないので処理中のものは無事だが、それを知るまでの {window} 秒 ({terms}) は新しいリクエストが閉じたポートに届く (request-path.md §9)',
  deregistrationDelayOverGrace:
    '{hop}: deregistration_delay.timeout_seconds {delay} 秒は {object} の terminationGracePeriodSeconds {grace} より長い: Pod が消えた後もターゲットがまだドレイン中のことがある。⚠ 保守的な目安で必須ではない (request-path.md R1): 処理中のリクエストがなければ AWS は早めに終える。大事なのは preStop ≥ 伝播の遅れ (R2)',
  drainLongerThanGrace:
    '{object}/{container}: preStop {hook} 秒 + アプリの drain {drain} 秒 = {total} 秒で terminationGracePeriodSeconds {grace} より長い: drain は SIGKILL で打ち切られる (kuberuntime_container.go killContainer: 1 つの猶予期間がフックと停止の両方を含む)',
  istioClassicDrainShort:
    '{object}/{container}: 従来型の istio-proxy サイドカーは SIGTERM の terminationDrainDuration {drain} 秒後に強制終了されるが、アプリは削除から {app} 秒動く (preStop と drain): それ以降アプリへのリクエストもアプリからの呼び出しも失敗する (request-path.md R10, istio#34855)',
  linkerdClassicRefusesEarly:
    '{object}/{container}: 従来型の linkerd-proxy は SIGTERM (削除から {wait} 秒後, proxy-wait-before-exit-seconds) から新しいリクエストを拒否するが、アプリは {app} 秒まで動いている (preStop と drain): その間の新しいリクエストは拒否され (呼び出し側の Linkerd プロキシは別の Pod を試す)、アプリ自身の呼び出しも失敗する (request-path.md R8, linkerd.io graceful-shutdown)',
};
