// The foreseen warnings (manifest/warnings/foresee.ts) in Russian, from their params: loaded
// with the language (warnings.ts, loadLanguage.ts), so the first load carries none of them.
import type { Foresight } from '../../manifest/warnings/foresight.ts';

export const ru: Record<Foresight['rule'], string> = {
  preStopLongerThanGrace:
    '{object}/{container}: preStop длится {hook} с, а terminationGracePeriodSeconds = {grace}: хук будет прерван, контейнер убит',
  shellIgnoresSigterm:
    '{object}/{container}: shell как PID 1 без trap на TERM игнорирует SIGTERM: SIGKILL через {grace} с (exit 137)',
  noPreStopBehindService:
    '{object} стоит за Service {service} без preStop: когда Pod останавливается, новые соединения падают, пока kube-proxy всех узлов его не уберёт (около секунды)',
  memoryOverLimit:
    '{object}/{container}: выделяет {held}, больше лимита памяти {limit}: OOM killer ядра убивает контейнер через {ms} мс после каждого старта (OOMKilled), а kubelet перезапускает его с растущей задержкой (CrashLoopBackOff), если restartPolicy это позволяет',
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
  preStopShorterThanHop:
    '{object}/{container}: preStop {hook} с короче, чем {hop} перестаёт слать новые запросы завершающемуся Pod: до {worst} с в худшем случае ({terms}), обычно {typical} с; запросы, пришедшие после того, как приложение перестало слушать порт, падают ({source})',
  terminatingHopNoPreStop:
    '{object}/{container} без preStop и перестаёт слушать порт по SIGTERM: {hop} не шлёт новых запросов завершающейся конечной точке ({fence}), так что начатые запросы доходят, но {window} с ({terms}), пока он об этом не узнал, новые запросы попадают на закрытый порт (request-path.md §9)',
  deregistrationDelayOverGrace:
    '{hop}: deregistration_delay.timeout_seconds {delay} с больше terminationGracePeriodSeconds {grace} у {object}: цель может ещё дренироваться, когда Pod уже нет. ⚠ Правило осторожное, не обязательное (request-path.md R1): AWS заканчивает дренирование раньше, если запросов нет; важно, чтобы preStop был не короче задержки распространения (R2)',
  drainLongerThanGrace:
    '{object}/{container}: preStop {hook} с + drain приложения {drain} с = {total} с, больше terminationGracePeriodSeconds {grace}: SIGKILL прервёт drain (kuberuntime_container.go killContainer: один terminationGracePeriodSeconds покрывает и хук, и остановку)',
  istioClassicDrainShort:
    '{object}/{container}: классический сайдкар istio-proxy убивается через terminationDrainDuration {drain} с после своего SIGTERM, а приложение работает {app} с после удаления (preStop и drain): с этого момента запросы к нему и его собственные вызовы падают (request-path.md R10, istio#34855)',
  linkerdClassicRefusesEarly:
    '{object}/{container}: классический linkerd-proxy отклоняет новые запросы со своего SIGTERM, через {wait} с после удаления (proxy-wait-before-exit-seconds), а приложение работает до {app} с (preStop и drain): всё это время новые запросы к нему отклоняются (Linkerd-прокси вызывающего пробует другой Pod), а его собственные вызовы падают (request-path.md R8, linkerd.io graceful-shutdown)',
};
