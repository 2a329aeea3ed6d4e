// The simulation's "why" sentences (their translations are in whys.ts) and "what changed in
// this version" notes in Japanese and Russian (the trace carries them in English, the
// contract's language). Kubernetes terms, function names and PR numbers stay as they are.
import type { KubeVersion } from '../../versions/version.ts';
import { changeFacts, changeKeyOf, type ChangeKey } from '../../versions/versionNotes.ts';
import { parseWhy } from '../../cluster/whys.ts';
import { format, type Lang } from './messages.ts';
import { WHY, type Other } from './whys.ts';

interface Said {
  after: string;
  before: string;
}

const CHANGED: Readonly<Record<Other, Record<ChangeKey, Said>>> = {
  ja: {
    terminalPhase: {
      after: 'kubelet が止めた Pod は Failed (全コンテナが 0 で終われば Succeeded) で終わる',
      before: 'restartPolicy Always の削除された Pod は最後まで phase Running のままだった',
    },
    sliceTerminating: {
      after: '終了中の Pod は terminating=true で EndpointSlice に残り、Ready の間は serving',
      before: '終了中の Pod はすぐに EndpointSlice から外された',
    },
    preStopCounts: {
      after: 'preStop にかかった時間は停止のタイムアウトから差し引かれる (下限 2 秒)',
      before: 'preStop の後、ランタイムは猶予期間をもう一度まるごと得ていた',
    },
    jobInterimConditions: {
      after:
        'まず FailureTarget か SuccessCriteriaMet、Failed か Complete は終了中の Pod がなくなってから',
      before: 'Pod がまだ終了中でも Failed か Complete がすぐに書かれた',
    },
    jobBackoff: {
      after: '代わりの Pod は失敗したコンテナの finishedAt から 10 秒·2^(n−1) 待つ',
      before: '最初の代わりはすぐに作られ、back-off (と判定) はワークキューに乗っていた',
    },
    nodeMonitorGrace: {
      after: '応答のないノードは 50 秒後に NotReady になる',
      before: '40 秒後だった',
    },
    disruptionTarget: {
      after:
        'Pod に DisruptionTarget condition が付き、Job の podFailurePolicy がそれにマッチできる',
      before: '中断と失敗を区別する condition はなかった',
    },
    jobDeletedPodFails: {
      after:
        '削除された Job の Pod はすぐに失敗として数えられる (Pod は job-tracking finalizer を持つ)',
      before: '削除された Job の Pod は失敗ではなかった',
    },
    statefulSetRecreate: {
      after:
        'Failed か Succeeded の StatefulSet の Pod は削除され、古いオブジェクトが API から消えてから代わりが作られる (Recreating… イベントなし)',
      before:
        'コントローラは RecreatingFailedPod (か RecreatingTerminatedPod) を記録し、Pod を削除して同じ同期で新しい Pod を作ろうとした',
    },
    hardEvictionGrace: {
      after: 'hard eviction は SIGKILL まで Pod に 1 秒を与える',
      before:
        '1.21 までは上書きが 0 で、SIGTERM なしに即 SIGKILL。1.22–1.30 は terminationGracePeriodSeconds がまるごと与えられていた (上書きが失われていた)',
    },
    preStopHookMessage: {
      after:
        'FailedPreStopHook は “PreStopHook failed” とだけ言い、ハンドラのエラーは kubelet のログにだけ残る',
      before:
        'FailedPreStopHook はハンドラ自体のエラー (コマンドか URL、終了コードか接続エラー、Pod の UID) を示していた',
    },
    terminatingReplicas: {
      after:
        'ReplicaSet と Deployment は終了中の Pod (deletionTimestamp があり、まだ Succeeded でも Failed でもない) を status.terminatingReplicas に数える',
      before: '終了中の Pod は status.replicas から外れるだけで、どの status もそれを数えなかった',
    },
    statefulSetParallelFix: {
      after:
        'maxUnavailable が効くとき、Parallel のロールアウトはまずすでに使えない古い Pod をすべて置き換え、次に使える Pod を上限の内で置き換える',
      before:
        'maxUnavailable が効いた 1.35.0–1.35.3 では、使えない Pod がその数に達すると何も削除されず、使えるようにならない古い Pod がロールアウトを止めた (#137409)',
    },
    restartAllContainers: {
      after:
        'restartPolicyRules のアクション RestartAllContainers は Pod の全コンテナをその場で再起動する: 同じ Pod、UID、IP のまま、init コンテナからもう一度実行する',
      before:
        'API server はこのアクションを拒否した (1.35 は alpha でオフ、1.35 より前は存在しない) ので、その場で再起動できるのは 1 つのコンテナだけだった',
    },
    execReadinessCancelled: {
      after:
        'exec の readiness プローブは Pod の終了が始まると止まる (“context canceled”): 結果は捨てられ、Ready はコンテナが止まるまで最後の値のまま',
      before: 'プローブは Pod の終了中も動き続け、失敗すれば Pod は Ready でなくなった',
    },
  },
  ru: {
    terminalPhase: {
      after:
        'Pod, остановленный kubelet, завершается Failed (или Succeeded, если все контейнеры вышли с кодом 0)',
      before: 'удалённый Pod с restartPolicy Always до конца оставался в phase Running',
    },
    sliceTerminating: {
      after:
        'завершающийся Pod остаётся в EndpointSlice с terminating=true и serving, пока он Ready',
      before: 'завершающийся Pod сразу удалялся из EndpointSlice',
    },
    preStopCounts: {
      after: 'время preStop вычитается из таймаута остановки (не меньше 2 с)',
      before: 'после preStop среда выполнения снова получала весь grace-период',
    },
    jobInterimConditions: {
      after:
        'сначала FailureTarget или SuccessCriteriaMet; Failed или Complete — когда ни один Pod больше не завершается',
      before: 'Failed или Complete записывались сразу, пока Pod ещё могли завершаться',
    },
    jobBackoff: {
      after: 'замена ждёт 10 с·2^(n−1) от finishedAt упавшего контейнера',
      before: 'первая замена создавалась сразу, а back-off (и решение) шёл через рабочую очередь',
    },
    nodeMonitorGrace: {
      after: 'молчащий узел помечается NotReady через 50 с',
      before: 'через 40 с',
    },
    disruptionTarget: {
      after:
        'Pod получает condition DisruptionTarget, с которым может совпасть podFailurePolicy у Job',
      before: 'никакой condition не отличал прерывание от сбоя',
    },
    jobDeletedPodFails: {
      after: 'удалённый Pod у Job сразу считается сбоем (у Pod есть finalizer job-tracking)',
      before: 'удалённый Pod у Job вовсе не был сбоем',
    },
    statefulSetRecreate: {
      after:
        'Pod StatefulSet в Failed или Succeeded удаляется, а замена создаётся только после того, как старый объект покинул API (без события Recreating…)',
      before:
        'контроллер записывал RecreatingFailedPod (или RecreatingTerminatedPod), удалял Pod и пытался создать новый в той же синхронизации',
    },
    hardEvictionGrace: {
      after: 'при жёстком вытеснении Pod получает 1 с до SIGKILL',
      before:
        'до 1.21 переопределение было 0: сразу SIGKILL, без SIGTERM; в 1.22–1.30 Pod получал весь terminationGracePeriodSeconds (переопределение терялось)',
    },
    preStopHookMessage: {
      after:
        'FailedPreStopHook говорит только «PreStopHook failed»; ошибка обработчика остаётся в журнале kubelet',
      before:
        'FailedPreStopHook содержал ошибку самого обработчика (команду или URL, код выхода или ошибку соединения, UID Pod)',
    },
    terminatingReplicas: {
      after:
        'ReplicaSet и Deployment считают свои завершающиеся Pod (с deletionTimestamp, ещё не Succeeded и не Failed) в status.terminatingReplicas',
      before: 'завершающийся Pod просто выбывал из status.replicas; ни один status его не считал',
    },
    statefulSetParallelFix: {
      after:
        'когда maxUnavailable действует, rollout с Parallel сначала заменяет все старые Pod, которые уже недоступны, затем доступные в пределах бюджета',
      before:
        'там, где maxUnavailable действовал (1.35.0–1.35.3), ничего не удалялось, как только недоступных Pod становилось столько же, и старые Pod, которые так и не становились доступными, останавливали rollout (#137409)',
    },
    restartAllContainers: {
      after:
        'действие RestartAllContainers в restartPolicyRules перезапускает все контейнеры Pod на месте: тот же Pod, UID и IP, снова начиная с init-контейнеров',
      before:
        'API server отклонял это действие (в 1.35 alpha и выключено, до 1.35 его не было), так что на месте мог перезапуститься только один контейнер',
    },
    execReadinessCancelled: {
      after:
        'exec-проба готовности останавливается, как только Pod начинает завершаться («context canceled»): результат отбрасывается, и Ready сохраняет последнее значение, пока контейнер не остановится',
      before: 'проба продолжала работать при завершении Pod, и неудачная делала Pod не Ready',
    },
  },
};

const NOTE: Readonly<Record<Other, { since: string; upTo: string }>> = {
  ja: {
    since: '1.{since} から ({source}): {after}。1.{since} より前: {before}。',
    upTo: '1.{last} まで: {before}。1.{since} から ({source}): {after}。',
  },
  ru: {
    since: 'С 1.{since} ({source}): {after}. До 1.{since}: {before}.',
    upTo: 'До 1.{last} включительно: {before}. С 1.{since} ({source}): {after}.',
  },
};

/**
 * A trace event's `why` in the page's language: its template is recovered from the English
 * text, values and all (text podterm does not know passes through unchanged).
 */
export function whyIn(lang: Lang, text: string): string {
  const said = lang === 'en' ? null : parseWhy(text);
  return said ? format(WHY[lang as Other][said.key], said.values) : text;
}

/** A trace event's `changed` note, for a trace of Kubernetes `v`. */
export function changedIn(lang: Lang, text: string, v: KubeVersion): string {
  const key = lang === 'en' ? null : changeKeyOf(text, v);
  if (!key) return text;
  const { since, last, source, applies } = changeFacts(key, v);
  const said = CHANGED[lang as Other][key];
  return format(NOTE[lang as Other][applies ? 'since' : 'upTo'], { since, last, source, ...said });
}
