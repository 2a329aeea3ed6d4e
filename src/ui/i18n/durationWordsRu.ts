// The duration note's words in Russian, key by key as manifest/duration/durationWords.ts. Loaded
// with the language (durationNotes.ts), not in the first load.
import type { DurationWord } from '../../manifest/duration/durationNote.ts';

export const ru: Readonly<Record<DurationWord, string>> = {
  noScenarioNote:
    'Нет документа Scenario: podterm выполняет эти манифесты {duration} ({why}). Добавьте документ Scenario, чтобы выбрать самим.',
  noDurationNote:
    'Нет duration: podterm выполняет этот сценарий {duration} ({why}); запуск «пока всё не затихнет» остановился бы раньше. Укажите spec.duration, чтобы выбрать самим.',
  whyCapped: '{why}, с ограничением в 1h',
  whyPodStart: 'достаточно, чтобы Pod запустились',
  whyPodRun: 'Pod "{name}" работает {run} с и завершается',
  whyPodDeadline: 'activeDeadlineSeconds {deadline} у Pod "{name}" и его grace {grace} с',
  whyPodRestarts: 'Pod "{name}" завершается и перезапускается {restarts} раз(а)',
  whyJobRun: 'Job "{name}" выполняет {completions} завершени(й) до конца',
  whyJobDeadline: 'activeDeadlineSeconds {deadline} у Job "{name}" и grace его Pod {grace} с',
  whyJobBackoff:
    'Job "{name}" повторяет упавшие Pod до backoffLimit {limit}, back-off с 10 с с удвоением',
  whyCronJob: '{runs} запуск(а) CronJob "{name}", расписание "{schedule}"',
  whyDeployment: 'Deployment "{name}" выкатывает {replicas} Pod',
  whyReplicaSet: 'ReplicaSet "{name}" запускает {replicas} Pod',
  whyReplicationController: 'ReplicationController "{name}" запускает {replicas} Pod',
  whyStatefulSet: 'StatefulSet "{name}" запускает {replicas} Pod по порядку',
  whyDaemonSet: 'DaemonSet "{name}" запускает Pod на каждом узле',
  whyAction: 'действие {action} в {at} и то, что оно вызывает',
};
