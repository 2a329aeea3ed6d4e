// What podterm assumes of the request path (manifest/dataPlane/hopWords.ts) in Japanese and
// Russian, phrase by phrase with the same `{name}`s. Hop names, titles, field names,
// annotations and code in backquotes stay as they are written; so do the knobs' sources
// (citations). The words of the knobs a preset fills (`{effect}`, `{preset}`) are in KNOB_WORDS.
import type { HopWordKey } from '../../manifest/dataPlane/hopWords.ts';
import type { Other } from './whys.ts';

type Table = Readonly<Record<HopWordKey, string>>;

const ja: Table = {
  inferred: '{object} は {title} (`{value}`) が受け持つとみなす: {because}',
  preset:
    '{title}: {effect}: {preset} ({knob}。既定値を示す出典がないのでプリセットの値を使う。{source})',
  nativeSidecar:
    'Istio (1.27 以降、ENABLE_NATIVE_SIDECARS=auto、pilot/pkg/features/pilot.go) は kubelet が {version} のとき istio-proxy を{how}として注入する (1.33 からネイティブ)',
  notVia:
    '{object} はあるが、クライアントがそれを通るのは `traffic.via: {via}` のときだけ。podterm はクライアントをクラスタ内に置き、kube-proxy を通す',
  meshByNone:
    '{title} のサイドカーが付く Pod は、ドキュメントのどのオブジェクトにもない: {marks}{also}',
  meshBy: '{title} のサイドカーは {objects} の Pod の隣で動く: {marks}{also}',
  meshEverywhere:
    '`dataPlane.mesh: {value}` があり、ドキュメントに注入のラベルもアノテーションもない: podterm はシナリオのすべての Pod に {title} のサイドカーを付ける',
  keepAliveNode:
    '{service} のクライアントは接続を再利用し、Node の http.Agent とみなす: Pod が閉じた接続に書かれたリクエストは ECONNRESET で失敗する (Go の transport なら冪等なリクエストを再試行する。gRPC はクライアントごとに接続を 1 本持つ)',
  keepAliveAtHop:
    '{service} のクライアントは接続を再利用するが、その相手は Pod ではなく {title}: keep-alive の競合は hop の側 (hop から Pod への接続) のもので、podterm は描かない。リクエストは hop 自身の再試行とエラーに出会う',
  gatewayAbsent:
    'その Gateway {gateway} はドキュメントにない: podterm にはクラスが分からない。spec.dataPlane.ingress を指定すること',
  readinessGate:
    'Namespace {namespace} には `elbv2.k8s.aws/pod-readiness-gate-inject: enabled` がある: {title} のコントローラーは Pod の readinessGates に条件を加え、Pod はターゲットがヘルスチェックに合格して初めて Ready になる',
  withIpTargets: '{byClass}、{ipTargets}',
  className: '`{field}: {class}` が指定されている',
  classController: 'クラス {class} がコントローラ `{controller}` を指定している',
  defaultClass:
    'クラスの指定がなく、IngressClass {class} がデフォルト (`ingressclass.kubernetes.io/is-default-class: "true"`){known}',
  albIp: '`alb.ingress.kubernetes.io/target-type: ip` (Pod の IP がターゲット)',
  nlbIp:
    '`service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip` (Pod の IP がターゲット)',
  nlbIpLegacy:
    '`service.beta.kubernetes.io/aws-load-balancer-type: nlb-ip` (Pod の IP がターゲット)',
  negAnnotated: 'クラス `gce` で、Service {service} に `cloud.google.com/neg: {neg}` がある',
  negDefault:
    'クラス `gce`。Service {service} に `cloud.google.com/neg` はないが、VPC ネイティブのクラスタでは GKE は Service にデフォルトで NEG を付ける (GKE のコンテナネイティブ負荷分散のドキュメント)。podterm はこのクラスタもそうだとみなす',
  gatewayClass: 'その Gateway {gateway} のクラスは {class} で、コントローラは `{controller}`',
  classAbsent:
    'その Gateway {gateway} のクラス {class} はドキュメントにない: podterm はそれを {title} とみなす (そのインストールはクラスを `{class}` と名付ける)',
  noController: '',
  controllerOf: ' (コントローラ `{controller}`)',
  native: 'ネイティブサイドカー',
  classic: '従来型のサイドカー (通常のコンテナ)',
  namespaceMark: '名前空間 {namespace} に {mark} がある',
  templateAsks: '{object} の Pod テンプレートが注入を求めている',
  noOtherMesh: '',
  otherMeshes: ' ({titles} も。podterm がシミュレートするメッシュは 1 つ)',
};

const ru: Table = {
  inferred: '{object} обслуживает {title} (`{value}`): {because}',
  preset:
    '{title}: {effect}: {preset} ({knob}, предустановка: ни один источник не даёт значения по умолчанию; {source})',
  nativeSidecar:
    'Istio (1.27+, ENABLE_NATIVE_SIDECARS=auto, pilot/pkg/features/pilot.go) внедряет istio-proxy как {how}, когда у kubelet версия {version} (нативный — с 1.33)',
  notVia:
    '{object} есть, но клиенты идут через него, только если задано `traffic.via: {via}`; podterm оставляет их внутри кластера, через kube-proxy',
  meshByNone: 'Sidecar {title} не достаётся Pod ни одного объекта документа: {marks}{also}',
  meshBy: 'Sidecar {title} работает рядом с Pod объектов {objects}: {marks}{also}',
  meshEverywhere:
    '`dataPlane.mesh: {value}`, а меток и аннотаций внедрения в документе нет: podterm даёт sidecar {title} каждому Pod сценария',
  keepAliveNode:
    'Клиенты {service} переиспользуют соединения и считаются http.Agent из Node: запрос, записанный в соединение, которое Pod закрыл, завершается ECONNRESET (транспорт Go повторил бы идемпотентный запрос; gRPC держит одно соединение на клиента)',
  keepAliveAtHop:
    'Клиенты {service} переиспользуют соединения, но с {title}, а не с Pod: гонка keep-alive — дело hop (его соединений с Pod), podterm её не рисует; запрос встречает повторы и ошибки самого hop',
  gatewayAbsent:
    'его Gateway {gateway} нет в документе: podterm не видит его класс; задайте spec.dataPlane.ingress',
  readinessGate:
    'У Namespace {namespace} есть `elbv2.k8s.aws/pod-readiness-gate-inject: enabled`: контроллер {title} добавляет условие в readinessGates его Pod, и Pod готов, только когда его цель прошла проверки здоровья',
  withIpTargets: '{byClass}, а также {ipTargets}',
  className: 'задано `{field}: {class}`',
  classController: 'его класс {class} указывает контроллер `{controller}`',
  defaultClass:
    'класс не указан, а IngressClass {class} — класс по умолчанию (`ingressclass.kubernetes.io/is-default-class: "true"`){known}',
  albIp: '`alb.ingress.kubernetes.io/target-type: ip` (цели — IP-адреса Pod)',
  nlbIp:
    '`service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip` (цели — IP-адреса Pod)',
  nlbIpLegacy: '`service.beta.kubernetes.io/aws-load-balancer-type: nlb-ip` (цели — IP-адреса Pod)',
  negAnnotated: 'класс `gce`, и у Service {service} есть `cloud.google.com/neg: {neg}`',
  negDefault:
    'класс `gce`; у Service {service} нет `cloud.google.com/neg`, но в VPC-native кластерах GKE по умолчанию даёт Service NEG (документация GKE о container-native балансировке), и podterm считает, что этот кластер такой',
  gatewayClass: 'его Gateway {gateway} класса {class}, чей контроллер — `{controller}`',
  classAbsent:
    'его Gateway {gateway} класса {class}, которого нет в документе: podterm принимает его за {title}, чья установка называет свой класс `{class}`',
  noController: '',
  controllerOf: ' (контроллер `{controller}`)',
  native: 'нативный sidecar',
  classic: 'классический sidecar (обычный контейнер)',
  namespaceMark: 'у пространства имён {namespace} есть {mark}',
  templateAsks: 'шаблон Pod у {object} запрашивает его',
  noOtherMesh: '',
  otherMeshes: ' ({titles} тоже: podterm моделирует одну mesh)',
};

export const HOP_ASSUMED: Readonly<Record<Other, Table>> = { ja, ru };

/** How each language lists the injection marks of `{marks}`. */
export const MARKS_BETWEEN = { en: '; ', ja: '、', ru: '; ' } as const;

/**
 * The words of the knobs a preset fills (hopCatalog.ts `effect` and preset `name`), by their
 * English; a test checks that every preset's knob is here.
 */
export const KNOB_WORDS: Readonly<Record<string, Readonly<Record<Other, string>>>> = {
  'how long the load balancer keeps sending new requests after DeregisterTargets': {
    ja: 'DeregisterTargets の後もロードバランサが新しいリクエストを送り続ける時間',
    ru: 'сколько ещё балансировщик шлёт новые запросы после DeregisterTargets',
  },
  'how long the load balancer keeps sending new connections after DeregisterTargets': {
    ja: 'DeregisterTargets の後もロードバランサが新しい接続を送り続ける時間',
    ru: 'сколько ещё балансировщик шлёт новые соединения после DeregisterTargets',
  },
  'time from an endpoint change to the NEG (detach, and attach too: no source separates them)': {
    ja: 'エンドポイントの変更が NEG に届くまでの時間 (切り離し。出典が区別しないので追加も同じ)',
    ru: 'время от изменения эндпоинтов до NEG (отсоединение, и присоединение тоже: источники их не различают)',
  },
  'time from the endpoint change to the backend pool without the Pod': {
    ja: 'エンドポイントの変更から、Pod を除いたバックエンドプールになるまでの時間',
    ru: 'время от изменения эндпоинтов до пула бэкендов без Pod',
  },
  'about 10 s': { ja: '約 10 秒', ru: 'около 10 с' },
  'about 2 minutes': { ja: '約 2 分', ru: 'около 2 минут' },
  'the KB example, 40 s': { ja: 'KB の例の 40 秒', ru: 'пример из KB, 40 с' },
  'about 40 s': { ja: '約 40 秒', ru: 'около 40 с' },
};
