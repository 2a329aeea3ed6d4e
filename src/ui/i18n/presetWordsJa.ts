// The presets' titles and lessons and the gallery's story groups in Japanese, loaded with
// the language and checked against PresetWords where presets.ts loads it. Field names,
// enum values and Kubernetes terms stay as Kubernetes spells them.
export const ja = {
  stories: {
    'Pod termination and traffic': 'Pod の終了とトラフィック',
    'The request path': 'リクエストの経路',
    'Jobs and deadlines': 'Job と期限',
    CronJobs: 'CronJob',
    'Nodes and disruptions': 'ノードと中断',
    'Version differences': 'バージョンによる違い',
  },
  presets: {
    'ingress-nginx-rollout': {
      title: 'ingress-nginx の後ろでローリングアップデート',
      lesson:
        'NGINX は次のピアで再試行するが、リストは 3.3 秒遅れる: 最後の古い Pod がリストに唯一残ったまま閉じ、502。',
    },
    'ingress-nginx-rollout-prestop': {
      title: 'ingress-nginx の後ろ、preStop で 5 秒待つ',
      lesson: '古い Pod は NGINX のワーカーが新しいリストを持つまで応答する: 失敗はない。',
    },
    'alb-ip-prestop-5s': {
      title: 'AWS ALB (IP ターゲット)、preStop 5 秒',
      lesson:
        'ALB は登録解除の後も約 10 秒送り続ける: kube-proxy には足りる preStop でもここでは 502 になる。',
    },
    'alb-ip-prestop-15s': {
      title: 'AWS ALB (IP ターゲット)、preStop 15 秒',
      lesson: 'アプリが伝搬の遅れより長く応答する: 失敗はない。',
    },
    'alb-ip-rollout': {
      title: 'AWS ALB の後ろでローリングアップデート',
      lesson:
        '新しい Pod は ALB が確認する前に Ready になる: 古いターゲットが先に外れ、16 秒間ターゲットがなく 503。',
    },
    'alb-ip-rollout-readiness-gate': {
      title: 'AWS ALB の後ろ、Pod に readinessGates あり',
      lesson:
        '新しい Pod はターゲットがヘルスチェックに合格して初めて Ready: 更新は遅いが、失敗はない。',
    },
    'istio-classic-sidecar-1.32': {
      title: 'Istio のクラシックサイドカー、1.32',
      lesson:
        'istio-proxy は SIGTERM の 5 秒後に止められ、アプリはまだ preStop で待っている: ALB のリクエストは拒否される。',
    },
    'istio-native-sidecar-1.33': {
      title: 'Istio のネイティブサイドカー、1.33',
      lesson: 'プロキシはアプリが終了してから止まる: 失敗はない。',
    },
    'grpc-headless-pinned': {
      title: '終了中の Pod に固定された gRPC',
      lesson:
        'クライアントごとに接続 1 本、DNS や kube-proxy が変わっても使い続ける。強制終了の後、grpc-go は再解決まで 30 秒待つ。',
    },
    default: {
      title: 'トラフィック中に Pod を 1 つ削除',
      lesson: 'preStop がないと、kube-proxy の更新が追いつくまでリクエストが失敗する。',
    },
    'prestop-sleep': {
      title: 'preStop で 5 秒待つ',
      lesson: 'SIGTERM の前に Pod が全ノードのルールから外れる: 失敗するリクエストはない。',
    },
    'rolling-update-no-prestop': {
      title: 'ローリングアップデート、preStop なし',
      lesson:
        '古い Pod は SIGTERM でリスナーを閉じるが、kube-proxy はまだそこへ転送する: 短い停止が 3 回。',
    },
    'rolling-update-prestop': {
      title: 'ローリングアップデート、preStop で 5 秒待つ',
      lesson: '古い Pod は全ノードのルールから外れるまで応答し続ける: 拒否されるリクエストはない。',
    },
    'ignore-sigterm': {
      title: 'SIGTERM を無視する Pod',
      lesson: 'ハンドラのない PID 1: 30 秒後に SIGKILL、終了コード 137。',
    },
    'rollout-no-prestop': {
      title: 'preStop なしで Pod を 1 つ削除 (1.31)',
      lesson: 'SIGTERM とエンドポイント削除の競合: 約 1 秒間、新しい接続が失敗する。',
    },
    'restart-rules-1.35': {
      title: 'コンテナの再起動ルール (1.35)',
      lesson:
        '終了コード 42 で restartPolicy Never のままコンテナがその場で再起動する: Pod は Running のまま、RESTARTS が増える。',
    },
    'restart-rules-1.34': {
      title: 'コンテナの再起動ルール (1.34)',
      lesson: 'ゲートは無効: ルールは捨てられ、終了コード 42 で Pod は失敗する。',
    },
    'restart-all-containers-1.36': {
      title: 'RestartAllContainers (1.36)',
      lesson:
        '1 つの終了で Pod 全体がその場で再起動する: preStop なし、SIGTERM の 2 秒後に SIGKILL、init コンテナから再実行、同じ Pod と IP のまま。',
    },
    'statefulset-max-unavailable-1.37': {
      title: 'StatefulSet の maxUnavailable 2 (1.37)',
      lesson: 'ゲートが再び有効: Pod が 2 つずつ入れ替わり、ロールアウトは半分の時間で終わる。',
    },
    'statefulset-max-unavailable-1.36': {
      title: 'StatefulSet の maxUnavailable 2 (1.36)',
      lesson: 'ゲートは無効 (1.35.4 から 1.36): フィールドは捨てられ、Pod は 1 つずつ入れ替わる。',
    },
    'statefulset-ordered': {
      title: 'StatefulSet: 順番に増やし、順番に減らす',
      lesson:
        'web-1 は web-0 が Ready になるまで待つ。スケールダウンでは序数の大きい Pod から 1 つずつ削除される。',
    },
    'daemonset-shutdown': {
      title: 'シャットダウンするノード上の DaemonSet',
      lesson:
        'シャットダウン中の kubelet が拒否する Pod を、コントローラは間隔を延ばしながら作り続ける。',
    },
    'finalizer-1.26': {
      title: 'finalizer (1.26)',
      lesson: 'SIGKILL の後も phase は Running のまま。finalizer がオブジェクトを残す。',
    },
    'finalizer-1.27': {
      title: 'finalizer (1.27)',
      lesson: '1.27 からは、削除された Pod は Failed で終わる (終了コード 137)。',
    },
    'trap-1.27': {
      title: 'TERM を捕捉するシェル (1.27)',
      lesson: 'シェルは SIGTERM を受けて 0 で終了し、Pod は Succeeded で終わる。',
    },
    'pod-deadline': {
      title: 'Pod の activeDeadlineSeconds (1.21)',
      lesson: 'Failed/DeadlineExceeded の 30 秒後に SIGKILL。オブジェクトは残る。',
    },
    'job-deadline': {
      title: 'Job の activeDeadlineSeconds (1.21)',
      lesson: 'Job は期限に達すると失敗し、自分の Pod を削除する。',
    },
    'job-deleted-pod': {
      title: 'Job の Pod を削除 (1.29)',
      lesson: '最初の Pod がまだ終了処理中のうちに、代わりの Pod が起動する。',
    },
    'job-backoff': {
      title: 'Job の backoffLimit 2 (1.27)',
      lesson: 'backoffLimit は再試行の回数: 3 つの Pod が 10 秒、次に 20 秒の間隔で失敗する。',
    },
    'job-failjob': {
      title: 'podFailurePolicy の FailJob (1.31)',
      lesson:
        '終了コード 42 で Job はすぐに失敗と判定される。Failed になるのはもう一方の Pod が消えてから。',
    },
    'job-ignore-drain': {
      title: '中断は数えない: ノードを drain (1.31)',
      lesson: '退避された Pod は失敗に数えない。代わりの Pod は元の Pod が Failed になるまで待つ。',
    },
    'job-per-index': {
      title: 'インデックス付き Job と backoffLimitPerIndex (1.34)',
      lesson: 'インデックス 1 だけが 2 回失敗し、Job は FailedIndexes で失敗する。',
    },
    'cronjob-forbid': {
      title: 'CronJob の Forbid: 間隔より長い Job',
      lesson: '拒否された回は実行中の Job が終わってから始まり、その次の回は失われる。',
    },
    'cronjob-replace': {
      title: 'CronJob の Replace: 終わらない Job',
      lesson: '毎回、実行中の Job が削除される: 猶予期間のあいだ 2 つの Pod が重なる。',
    },
    'cronjob-missed': {
      title: 'スケジュールを 112 回逃した CronJob',
      lesson: 'TooManyMissedTimes は警告にすぎない: v2 コントローラは最新の回をそれでも開始する。',
    },
    'drain-pdb': {
      title: 'PodDisruptionBudget のもとでの drain',
      lesson: '代わりの Pod が Ready になるまで 429: kubectl drain は 5 秒ごとに再試行する。',
    },
    'out-of-service': {
      title: '失われたノードと out-of-service taint (1.31)',
      lesson: 'taint がなければ Pod は Terminating のまま。taint があれば PodGC が強制削除する。',
    },
    'node-pressure': {
      title: 'ノード圧迫による退避 (1.31)',
      lesson: 'kubelet は猶予 1 秒で退避させる: Failed/Evicted となり、Pod は残る。',
    },
  },
};
