// The duration note's words in Japanese, key by key as manifest/duration/durationWords.ts. Loaded
// with the language (durationNotes.ts), not in the first load.
import type { DurationWord } from '../../manifest/duration/durationNote.ts';

export const ja: Readonly<Record<DurationWord, string>> = {
  noScenarioNote:
    'Scenario ドキュメントがない: podterm はこれらのドキュメントを {duration} 実行する ({why})。Scenario ドキュメントを追加すれば自分で決められる。',
  noDurationNote:
    'duration がない: podterm はこのシナリオを {duration} 実行する ({why})。何も変わらなくなるまで実行すると、その前に止まってしまう。spec.duration を書けば自分で決められる。',
  whyCapped: '{why}、上限の 1h で打ち切り',
  whyPodStart: 'Pod の起動を見るための長さ',
  whyPodRun: 'Pod "{name}" が {run} 秒動いて終了する',
  whyPodDeadline: 'Pod "{name}" の activeDeadlineSeconds {deadline} と猶予 {grace} 秒',
  whyPodRestarts: 'Pod "{name}" が終了して {restarts} 回再起動する',
  whyJobRun: 'Job "{name}" が {completions} 回の完了まで動く',
  whyJobDeadline: 'Job "{name}" の activeDeadlineSeconds {deadline} と Pod の猶予 {grace} 秒',
  whyJobBackoff:
    'Job "{name}" が失敗した Pod を backoffLimit {limit} まで再試行する (back-off は 10 秒、20 秒、40 秒… と増える)',
  whyCronJob: 'CronJob "{name}" の {runs} 回の実行 (スケジュール "{schedule}")',
  whyDeployment: 'Deployment "{name}" が {replicas} 個の Pod をロールアウトする',
  whyReplicaSet: 'ReplicaSet "{name}" が {replicas} 個の Pod を起動する',
  whyReplicationController: 'ReplicationController "{name}" が {replicas} 個の Pod を起動する',
  whyStatefulSet: 'StatefulSet "{name}" が {replicas} 個の Pod を順に起動する',
  whyDaemonSet: 'DaemonSet "{name}" が全ノードで Pod を起動する',
  whyAction: '{at} のアクション {action} とそれが引き起こすこと',
};
