// The foreseen warnings (manifest/foresee.ts) in Japanese and Russian, from their params;
// English is the message the manifest wrote.
import type { Foresight } from '../../manifest/foresight.ts';
import { format, type Lang } from './messages.ts';

const JA: Record<Foresight['rule'], string> = {
  preStopLongerThanGrace:
    '{object}/{container}: preStop に {hook} 秒かかるが terminationGracePeriodSeconds は {grace}: フックは打ち切られ、コンテナは kill される',
  shellIgnoresSigterm:
    '{object}/{container}: PID 1 のシェルは TERM trap がなく SIGTERM を無視する: {grace} 秒後に SIGKILL (exit 137)',
  noPreStopBehindService:
    '{object} は preStop なしで Service {service} の背後にある: Pod が止まると、全ノードの kube-proxy が外すまで (約 1 秒) 新しい接続が失敗する',
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
};

const RU: Record<Foresight['rule'], string> = {
  preStopLongerThanGrace:
    '{object}/{container}: preStop длится {hook} с, а terminationGracePeriodSeconds = {grace}: хук будет прерван, контейнер убит',
  shellIgnoresSigterm:
    '{object}/{container}: shell как PID 1 без trap на TERM игнорирует SIGTERM: SIGKILL через {grace} с (exit 137)',
  noPreStopBehindService:
    '{object} стоит за Service {service} без preStop: когда Pod останавливается, новые соединения падают, пока kube-proxy всех узлов его не уберёт (около секунды)',
  backoffLimitDefault:
    '{object}: backoffLimit по умолчанию 6 при restartPolicy Never: падающий Job создаст 7 Pod и будет делать back-off около 10 минут',
  twoDeadlines:
    '{object}: activeDeadlineSeconds задан и у Job ({job} с), и у Pod ({pod} с): исход решит тот, что наступит раньше',
  pdbBlocksEvictions:
    'PodDisruptionBudget {object} не допускает ни одного прерывания (Pod: {pods}): каждый eviction отклоняется с 429, kubectl drain повторяет бесконечно',
  replaceLongJob:
    '{object}: concurrencyPolicy Replace, а Job работает {run} с — дольше интервала расписания ({interval} с): каждый запуск удаляется, не успев завершиться',
  startingDeadlineShort:
    '{object}: startingDeadlineSeconds {deadline} меньше интервала расписания ({interval} с): запуск, который не удалось начать за {deadline} с (Forbid при работающем Job, контроллер недоступен), пропускается без события',
};

export function warningText(lang: Lang, f: Foresight): string {
  if (lang === 'en') return f.message;
  return format((lang === 'ja' ? JA : RU)[f.rule], f.params);
}
