// The presets' titles and lessons and the gallery's story groups in Russian, loaded with
// the language and checked against PresetWords where presets.ts loads it. Field names,
// enum values and Kubernetes terms stay as Kubernetes spells them.
export const ru = {
  stories: {
    'Pod termination and traffic': 'Завершение Pod и трафик',
    'The request path': 'Путь запроса',
    'Jobs and deadlines': 'Job и сроки',
    CronJobs: 'CronJob',
    'Nodes and disruptions': 'Узлы и прерывания',
    'Version differences': 'Различия версий',
  },
  presets: {
    'ingress-nginx-rollout': {
      title: 'Поэтапное обновление за ingress-nginx',
      lesson:
        'NGINX повторяет запрос на следующем бэкенде, но его список отстаёт на 3,3 с: последний старый Pod закрывается, будучи в нём единственным, — 502.',
    },
    'ingress-nginx-rollout-prestop': {
      title: 'За ingress-nginx, preStop 5 с',
      lesson:
        'Каждый старый Pod обслуживает, пока у воркеров NGINX нет нового списка: ни один запрос не падает.',
    },
    'alb-ip-prestop-5s': {
      title: 'AWS ALB (IP-цели), preStop 5 с',
      lesson:
        'ALB ещё около 10 с шлёт запросы после снятия Pod с регистрации: preStop, которого хватает kube-proxy, здесь даёт 502.',
    },
    'alb-ip-prestop-15s': {
      title: 'AWS ALB (IP-цели), preStop 15 с',
      lesson: 'Приложение работает дольше задержки распространения: ни один запрос не падает.',
    },
    'alb-ip-rollout': {
      title: 'Поэтапное обновление за AWS ALB',
      lesson:
        'Новые Pod готовы раньше, чем ALB их проверит: старые цели уходят первыми, и 16 с целей нет — 503.',
    },
    'alb-ip-rollout-readiness-gate': {
      title: 'За AWS ALB, с readinessGates у Pod',
      lesson:
        'Новый Pod готов, только когда его цель здорова: обновление медленнее, ни один запрос не падает.',
    },
    'istio-classic-sidecar-1.32': {
      title: 'Классический sidecar Istio, 1.32',
      lesson:
        'istio-proxy убивают через 5 с после SIGTERM, пока приложение ещё ждёт в preStop: запросы ALB отклоняются.',
    },
    'istio-native-sidecar-1.33': {
      title: 'Нативный sidecar Istio, 1.33',
      lesson: 'Прокси останавливается только после выхода приложения: ни один запрос не падает.',
    },
    'grpc-headless-pinned': {
      title: 'gRPC, привязанный к завершающемуся Pod',
      lesson:
        'По одному соединению на клиента, мимо DNS и kube-proxy; после SIGKILL grpc-go ждёт 30 с до нового разрешения имени.',
    },
    default: {
      title: 'Удаление Pod под нагрузкой',
      lesson: 'Без preStop запросы падают, пока kube-proxy не обновит правила.',
    },
    'prestop-sleep': {
      title: 'preStop: пауза 5 с',
      lesson: 'Pod уходит из правил всех узлов до SIGTERM: ни один запрос не падает.',
    },
    'rolling-update-no-prestop': {
      title: 'Плавающее обновление без preStop',
      lesson:
        'Старый Pod закрывает порт по SIGTERM, а kube-proxy ещё шлёт к нему запросы: три коротких сбоя.',
    },
    'rolling-update-prestop': {
      title: 'Плавающее обновление с preStop 5 с',
      lesson:
        'Старый Pod отвечает, пока все узлы не уберут его из правил: ни один запрос не отклонён.',
    },
    'ignore-sigterm': {
      title: 'Pod, игнорирующий SIGTERM',
      lesson: 'PID 1 без обработчика: SIGKILL через 30 с, код выхода 137.',
    },
    'rollout-no-prestop': {
      title: 'Удаление Pod без preStop (1.31)',
      lesson:
        'SIGTERM и удаление endpoint идут наперегонки: около секунды новые соединения падают.',
    },
    'restart-rules-1.35': {
      title: 'Правила перезапуска контейнера, 1.35',
      lesson:
        'Код выхода 42 перезапускает контейнер на месте при restartPolicy Never: Pod остаётся Running, RESTARTS растёт.',
    },
    'restart-rules-1.34': {
      title: 'Правила перезапуска контейнера, 1.34',
      lesson: 'Гейт выключен: правила отбрасываются, и код 42 завершает Pod с ошибкой.',
    },
    'restart-all-containers-1.36': {
      title: 'RestartAllContainers: весь Pod заново, 1.36',
      lesson:
        'Один выход перезапускает весь Pod на месте: без preStop, SIGKILL через 2 с после SIGTERM, снова init-контейнеры, тот же Pod и IP.',
    },
    'statefulset-max-unavailable-1.37': {
      title: 'StatefulSet, maxUnavailable 2, 1.37',
      lesson: 'Гейт снова включён: два Pod заменяются разом, и выкатка идёт вдвое быстрее.',
    },
    'statefulset-max-unavailable-1.36': {
      title: 'StatefulSet, maxUnavailable 2, 1.36',
      lesson: 'Гейт выключен (с 1.35.4 по 1.36): поле отбрасывается, Pod заменяются по одному.',
    },
    'statefulset-ordered': {
      title: 'StatefulSet: по порядку вверх и вниз',
      lesson:
        'web-1 ждёт, пока web-0 станет Ready; при уменьшении первым удаляется Pod с наибольшим номером, по одному.',
    },
    'daemonset-shutdown': {
      title: 'DaemonSet на выключающемся узле',
      lesson:
        'Контроллер снова и снова создаёт Pod, которые выключающийся kubelet отклоняет, с растущей задержкой.',
    },
    'finalizer-1.26': {
      title: 'Finalizer (1.26)',
      lesson: 'После SIGKILL phase остаётся Running; finalizer удерживает объект.',
    },
    'finalizer-1.27': {
      title: 'Finalizer (1.27)',
      lesson: 'С 1.27 удалённый Pod завершается в Failed (код выхода 137).',
    },
    'trap-1.27': {
      title: 'Оболочка перехватывает TERM (1.27)',
      lesson: 'Оболочка выходит с кодом 0 по SIGTERM: Pod завершается в Succeeded.',
    },
    'pod-deadline': {
      title: 'activeDeadlineSeconds у Pod (1.21)',
      lesson: 'Failed/DeadlineExceeded, через 30 с SIGKILL; объект остаётся.',
    },
    'job-deadline': {
      title: 'activeDeadlineSeconds у Job (1.21)',
      lesson: 'Job проваливается по истечении срока и удаляет свой Pod.',
    },
    'job-deleted-pod': {
      title: 'Удаление Pod у Job (1.29)',
      lesson: 'Замена запускается, пока первый Pod ещё завершается.',
    },
    'job-backoff': {
      title: 'Job с backoffLimit 2 (1.27)',
      lesson: 'backoffLimit считает повторы: падают три Pod, с интервалом 10 с, затем 20 с.',
    },
    'job-failjob': {
      title: 'podFailurePolicy: FailJob (1.31)',
      lesson: 'Код выхода 42 сразу проваливает Job; Failed ставится, когда уйдёт второй Pod.',
    },
    'job-ignore-drain': {
      title: 'Прерывания не в счёт: drain узла (1.31)',
      lesson: 'Вытесненный Pod не считается сбоем; замена ждёт, пока он не станет Failed.',
    },
    'job-per-index': {
      title: 'Job с backoffLimitPerIndex (1.34)',
      lesson: 'Индекс 1 падает дважды, только он; Job проваливается с FailedIndexes.',
    },
    'cronjob-forbid': {
      title: 'CronJob с Forbid: Job дольше интервала',
      lesson:
        'Отклонённый запуск стартует, когда закончится текущий Job; следующий за ним теряется.',
    },
    'cronjob-replace': {
      title: 'CronJob с Replace: бесконечный Job',
      lesson:
        'Каждый запуск удаляет работающий Job: на время grace-периода два Pod работают одновременно.',
    },
    'cronjob-missed': {
      title: 'CronJob: пропущено 112 запусков',
      lesson:
        'TooManyMissedTimes — лишь предупреждение: контроллер v2 всё равно запускает последний запуск.',
    },
    'drain-pdb': {
      title: 'drain под PodDisruptionBudget',
      lesson: '429, пока замена не станет Ready: kubectl drain повторяет каждые 5 с.',
    },
    'out-of-service': {
      title: 'Узел потерян, taint out-of-service (1.31)',
      lesson: 'Без taint Pod остаётся в Terminating; с ним PodGC удаляет его принудительно.',
    },
    'node-pressure': {
      title: 'Вытеснение при нехватке ресурсов (1.31)',
      lesson: 'kubelet вытесняет с grace 1 с: Failed/Evicted, и Pod остаётся.',
    },
  },
};
