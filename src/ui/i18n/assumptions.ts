// What podterm assumes about each container's process (manifest/process/assumptions.ts) in
// Japanese and Russian, phrase by phrase with the same `{name}`s: the trace carries the
// English sentence, the page reads its keys and values back and says it here. Code in
// backquotes (commands, `trap`, `exec`) stays as it is written.
import {
  ASSUMPTIONS,
  parseAssumption,
  type AssumptionKey,
  type Said,
} from '../../manifest/process/assumptions.ts';
import {
  HOP_WORDS,
  parseHopAssumption,
  type HopWordKey,
} from '../../manifest/dataPlane/hopWords.ts';
import type { Said as ReadBack } from '../../manifest/process/readBack.ts';
import { format, type Lang } from './messages.ts';
import type { Other } from './whys.ts';
import { HOP_ASSUMED, KNOB_WORDS, MARKS_BETWEEN } from './hopAssumed.ts';

type Table = Readonly<Record<AssumptionKey, string>>;

const GRACE_JA = '猶予期間の終わりに SIGKILL で終わる (終了コード 137)';
const GRACE_RU = 'погибает от SIGKILL в конце grace-периода (код выхода 137)';

const ja: Table = {
  server:
    '{why}、起動の 1 秒後に Ready になり、停止シグナルを受けると処理中の仕事を終えて 1 秒後に 0 で終了するサーバーとみなす',
  init: '`{init}` が PID 1 となりシグナルを転送する。{process}',
  loneCommand: '`{shell} -c` はコマンドを 1 つだけ実行し、シェルはそれを `exec` する: {process}',
  quick: '`{command}` は出力してすぐに {code} で終了する',
  killedAtOnce: '{what} は{runs}。SIG{signal} を受けると即座に終了する (終了コード {code}){notes}',
  noHandler:
    '{what} は {signal} のハンドラを持たない PID 1 なので SIG{signal} は無視され、猶予期間の終わりに SIGKILL される (終了コード 137)。プロセスは{runs}{notes}',
  execs: '{what} は `exec` で `{command}` に置き換わる: {process}{notes}',
  trapIgnored:
    "{what} は `trap '' {signal}` を設定する: SIG{signal} は無視される。プロセスは{runs}{notes}",
  trapBlocked: `{what} は {signal} を捕捉するが、シェルがハンドラを実行するのは \`{blockedOn}\` が終わってからなので、シグナルは何も変えない: プロセスは{runs}か、${GRACE_JA}{notes}`,
  trapNoExit: `{what} は {signal} を捕捉するが、ハンドラが終了しないのでスクリプトは続く: プロセスは{runs}か、${GRACE_JA}{notes}`,
  trapExits:
    '{what} は {signal} を捕捉する: プロセスは{runs}。SIG{signal} を受けると{after} {code} で終了する{when}{notes}',
  handlerExits:
    '{what} は SIG{signal} を処理する (`{handler}`): プロセスは{runs}。SIG{signal} を受けると{after} {code} で終了する{notes}',
  handlerCarriesOn: `{what} は SIG{signal} を処理する (\`{handler}\`) が、ハンドラは終了しないので処理は続く: プロセスは{runs}か、${GRACE_JA}{notes}`,
  handlerIgnores: `{what} は SIG{signal} を無視する (\`{handler}\`): プロセスは{runs}か、${GRACE_JA}{notes}`,
  rubyDefault:
    '{what} は{runs}。SIG{signal} を受けると Ruby 自身のハンドラが SignalException を発生させ、即座に終了する (終了コード {code}){notes}',
  annotated: 'アノテーションの指定どおり: 起動の {startup} 秒後に Ready、{life}、{stop}',
  batch: '{why}、{role}によくあるバッチ処理の 1 ステップとみなす: プロセスは{runs}。{stop}',
  finishes: '`{command}` は自分の仕事をしてすぐに 0 で終了する',
  probeFile:
    '`{path}` をイメージかプログラムが作るかどうか podterm には分からないため、{probe} プローブ `{command}` は成功するとみなす',
  imageServer:
    '{from} `{program}` は SIG{signal} を受けると{reaction}。podterm は起動の 1 秒後に Ready、シグナルの 1 秒後に 0 で終了するとみなす',
  imageExits:
    '{from} `{program}` は{runs}。SIG{signal} を受けるとハンドラが{after} {code} で終了する',
  tagAfterNewest:
    '`{image}`: {name} のタグはリリースバージョンだが、podterm がタグを読んだ時点で {line} のリリースはまだなかった (最新は {newest})。podterm はレジストリにあるものとして pull する。ない場合は `spec.images` でそう指定する',
  tagNotAVersion:
    '`{image}`: {name} のタグはリリースバージョン (`-` の後にバリアントが付くこともある: `1.29.8`、`1.29-alpine`) だが、`{tag}` はそのどれでもない。podterm はレジストリにあるものとして pull する。ない場合は `spec.images` でそう指定する',
  pullsLatest:
    '`{image}` にはタグがないかタグが `latest` なので、imagePullPolicy は Always になる: kubelet はコンテナが起動するたびに pull し、各ノードで一度に一つずつ pull する。pull にかかる時間はどの出典にも書かれていない (イメージ、レジストリ、ネットワークによる): podterm は {s} 秒とする',
  pullsAlways:
    '`{image}` の imagePullPolicy は Always: kubelet はコンテナが起動するたびに pull し、各ノードで一度に一つずつ pull する。pull にかかる時間はどの出典にも書かれていない (イメージ、レジストリ、ネットワークによる): podterm は {s} 秒とする',
  pullsFirst:
    '`{image}` はまだどのノードにもない (`spec.images`): kubelet は各ノードでの最初の起動時に pull し、一度に一つずつ pull する。pull にかかる時間はどの出典にも書かれていない (イメージ、レジストリ、ネットワークによる): podterm は {s} 秒とする',
  readsStdin:
    '`{command}` は stdin からコマンドを読むが、`stdin: true` も `tty: true` もなければランタイムは stdin を閉じたままにする: すぐに 0 で終了する',
  schedulerExits:
    '`{command}` は kube-scheduler で、設定を読み込めず ({error}) 起動直後に 1 で終了する',
  waitsOnStdin:
    '`{command}` は `stdin: true` か `tty: true` で開いたままの stdin を待つ: 止められるまで動く。{signal} のハンドラを持たない PID 1 なので SIG{signal} は無視され、猶予期間の終わりに SIGKILL される (終了コード 137)',
  imageRuns: 'イメージ {image} が実行する',
  commandRuns: 'コマンドが実行する',
  gracefulStop:
    'グレースフルに停止し、開いている接続やセッションの終了を待つ (ドキュメントに時間の上限はない)',
  fastStop: 'ただちに停止し、処理中の仕事を打ち切る (ドキュメントに時間の記載はない)',
  saveStop:
    'データをディスクに保存してから終了する (かかる時間はデータによる。ドキュメントに記載はない)',
  cleanStop: 'シャットダウン処理をして停止する (ドキュメントに時間の記載はない)',
  noCommand: '`command` の指定がないので、イメージを',
  takenFor: '`{command}` を',
  runsForever: 'ずっと動き続ける',
  runsThenExits: ' {s} 秒動いてから {code} で終了する',
  atOnce: 'すぐに',
  afterSeconds: ' {s} 秒後に',
  anyTime: '',
  betweenSleeps: ' (ループの `{blockedOn}` の合間に。podterm は待ち時間を見込まない)',
  untilStopped: '止められるまで動く',
  exitsBy: '{s} 秒後に自ら {code} で終了する',
  ignoresStop: `停止シグナル ({signal}) を無視し、${GRACE_JA}`,
  exitsOnStop: '停止シグナル ({signal}) を受けるとすぐに {code} で終了する',
  exitsAfterStop: '停止シグナル ({signal}) の {s} 秒後に {code} で終了する',
  // A trailing space where a Latin word meets the kana that follows ({role}によくある).
  inJob: 'Job の Pod ',
  inInit: 'init コンテナ',
  inRunOnce: 'restartPolicy が {policy} の Pod ',
  ifThen: '`if` は `then` の分岐に進むと仮定',
  forUncounted: 'podterm は `for … in {items}` の回数を数えられないので 1 回とみなす',
  whileLoops:
    'podterm には `while {condition}` がいつ終わるか分からないので、止められるまで回り続けるとみなす',
  whileEnds: 'podterm には `while {condition}` がいつ終わるか分からないので、すぐに終わるとみなす',
  unreadable: '`{command}` は読み取れないので時間ゼロとみなす',
  inBackground: 'バックグラウンドの `{command}` は止められるまで動くとみなす',
  untilStoppedCommand: '`{command}` は止められるまで動くとみなす',
  finishesAtOnce: '`{command}` はすぐに終わると仮定',
  ifNotExit: '`if` は `exit {code}` で終わる分岐には進まないと仮定',
  goesOn: 'podterm には `{command}` がどうなるか判定できないので、スクリプトは先へ進むとみなす',
  untilEnds:
    'podterm には `until {condition}` がいつ終わるか分からないので、待っているものはもうあり、すぐに終わるとみなす',
  stepFinishes: '`{command}` は {s} 秒後に終わるとみなす',
  allocates:
    '{n} 個のワーカープロセスで合わせて {size} を確保する (起動の {ms} ms 後から)。満たすまでの時間はコマンドにないので 0 とみなす',
  envUnknown:
    'podterm はここでは {names} を知らない (各 Pod、イメージ、Secret、ノードが決める)。podterm.dev/process アノテーションでプロセスの動きを指定できる',
  caseArm: 'podterm には `case {word}` を判定できないので `{pattern}` の分岐を実行するとみなす',
  readWith: '{vars} で読んだ',
  codeStep: 'podterm が読めないコード `{command}` は {s} 秒後に終わるとみなす',
  exitUnknown: '`{command}` の終了コードは podterm には分からないので 0 とみなす',
  closeDrain:
    '`{command}` は開いている接続が終わるのを待つ。サーバーの drain と同じく {s} 秒とみなす',
  loopEmpties: 'その後イベントループに何も残らないので Node は {code} で終了する',
  dieStatus:
    '`die` の前に podterm が読めないコードがあり、$! か ($? >> 8) で終わることもある。255 とみなす',
};

const ru: Table = {
  server:
    '{why} сервер, который готов через 1 с после старта, а по сигналу остановки заканчивает текущую работу и через 1 с выходит с кодом 0',
  init: '`{init}` работает как PID 1 и пересылает сигналы; {process}',
  loneCommand: '`{shell} -c` запускает одну команду, и оболочка делает ей `exec`: {process}',
  quick: '`{command}` печатает вывод и сразу выходит с кодом {code}',
  killedAtOnce: '{what} {runs}; SIG{signal} сразу его убивает (код выхода {code}){notes}',
  noHandler: `{what} — PID 1 без обработчика {signal}: SIG{signal} игнорируется, SIGKILL в конце grace-периода (код выхода 137); процесс {runs}{notes}`,
  execs: '{what} делает `exec` в `{command}`: {process}{notes}',
  trapIgnored: "{what} задаёт `trap '' {signal}`: SIG{signal} игнорируется; процесс {runs}{notes}",
  trapBlocked: `{what} перехватывает {signal}, но оболочка выполнит обработчик только после \`{blockedOn}\`, так что сигнал ничего не меняет: процесс {runs} или ${GRACE_RU}{notes}`,
  trapNoExit: `{what} перехватывает {signal}, но обработчик не выходит, и скрипт продолжается: процесс {runs} или ${GRACE_RU}{notes}`,
  trapExits:
    '{what} перехватывает {signal}: процесс {runs}, а по SIG{signal} выходит с кодом {code}{after}{when}{notes}',
  handlerExits:
    '{what} обрабатывает SIG{signal} (`{handler}`): процесс {runs}, а по SIG{signal} выходит с кодом {code}{after}{notes}',
  handlerCarriesOn: `{what} обрабатывает SIG{signal} (\`{handler}\`), но обработчик его не завершает, и процесс продолжает работу: он {runs} или ${GRACE_RU}{notes}`,
  handlerIgnores: `{what} игнорирует SIG{signal} (\`{handler}\`): процесс {runs} или ${GRACE_RU}{notes}`,
  rubyDefault:
    '{what} {runs}; по SIG{signal} собственный обработчик Ruby выбрасывает SignalException, и процесс сразу завершается (код выхода {code}){notes}',
  annotated: 'Как указано в аннотации: готов через {startup} с после старта, {life}, {stop}',
  batch: '{why} шаг пакетной обработки, как обычно в {role}: процесс {runs}; он {stop}',
  finishes: '`{command}` делает свою работу и сразу выходит с кодом 0',
  probeFile:
    'podterm не может сказать, создаёт ли `{path}` образ или программа, поэтому {probe}-проба `{command}` считается успешной',
  imageServer:
    '{from} `{program}`, который по SIG{signal} {reaction}; podterm считает, что он готов через 1 с после старта и выходит с кодом 0 через 1 с после сигнала',
  imageExits:
    '{from} `{program}`, который {runs}; по SIG{signal} его обработчик выходит с кодом {code}{after}',
  tagAfterNewest:
    '`{image}`: теги {name} — это версии его выпусков, а линии {line} не было, когда podterm их читал (новейшая была {newest}); podterm скачивает образ так, будто он есть в реестре: если его нет, укажите это в `spec.images`',
  tagNotAVersion:
    '`{image}`: теги {name} — это версии его выпусков, с вариантом после `-` или без него (`1.29.8`, `1.29-alpine`), а `{tag}` не из них; podterm скачивает образ так, будто он есть в реестре: если его нет, укажите это в `spec.images`',
  pullsLatest:
    '`{image}` без тега или с тегом `latest`, поэтому imagePullPolicy по умолчанию Always: kubelet скачивает образ при каждом запуске контейнера, на каждом узле по одному за раз; сколько длится скачивание, не сказано ни в одном источнике (зависит от образа, реестра и сети): podterm берёт {s} с',
  pullsAlways:
    'У `{image}` imagePullPolicy Always: kubelet скачивает образ при каждом запуске контейнера, на каждом узле по одному за раз; сколько длится скачивание, не сказано ни в одном источнике (зависит от образа, реестра и сети): podterm берёт {s} с',
  pullsFirst:
    '`{image}` пока нет ни на одном узле (`spec.images`): kubelet скачивает его при первом запуске на каждом узле, по одному за раз; сколько длится скачивание, не сказано ни в одном источнике (зависит от образа, реестра и сети): podterm берёт {s} с',
  readsStdin:
    '`{command}` читает команды со стандартного ввода, который среда выполнения без `stdin: true` или `tty: true` оставляет закрытым: он сразу выходит с кодом 0',
  schedulerExits:
    '`{command}` — это kube-scheduler, который не может загрузить свою конфигурацию ({error}) и сразу после запуска выходит с кодом 1',
  waitsOnStdin:
    '`{command}` ждёт стандартный ввод, открытый благодаря `stdin: true` или `tty: true`: работает, пока его не остановят; как PID 1 без обработчика {signal} он игнорирует SIG{signal} и погибает от SIGKILL в конце grace-периода (код выхода 137)',
  imageRuns: 'Образ {image} запускает',
  commandRuns: 'Команда запускает',
  gracefulStop:
    'останавливается мягко, давая открытым соединениям и сессиям завершиться (документация не даёт предела времени)',
  fastStop: 'быстро завершается, сразу обрывая текущую работу (документация не называет время)',
  saveStop:
    'сохраняет данные на диск и выходит (время растёт с объёмом данных; документация его не называет)',
  cleanStop: 'корректно завершается (документация не называет время)',
  noCommand: '`command` не задан: образ запускает',
  takenFor: '`{command}` принимается за',
  runsForever: 'работает бесконечно',
  runsThenExits: 'работает {s} с, затем выходит с кодом {code}',
  atOnce: ' сразу',
  afterSeconds: ' через {s} с',
  anyTime: '',
  betweenSleeps: ' (между двумя `{blockedOn}` своего цикла; podterm не добавляет задержку)',
  untilStopped: 'работает, пока его не остановят',
  exitsBy: 'сам выходит с кодом {code} через {s} с',
  ignoresStop: `игнорирует сигнал остановки ({signal}) и ${GRACE_RU}`,
  exitsOnStop: 'выходит с кодом {code} сразу после сигнала остановки ({signal})',
  exitsAfterStop: 'выходит с кодом {code} через {s} с после сигнала остановки ({signal})',
  inJob: 'Pod, созданном Job',
  inInit: 'init-контейнере',
  inRunOnce: 'Pod с restartPolicy {policy}',
  ifThen: 'считается, что `if` идёт по ветке `then`',
  forUncounted: 'podterm не может сосчитать `for … in {items}`; считается за один проход',
  whileLoops:
    'podterm не знает, когда закончится `while {condition}`; считается, что цикл идёт до остановки',
  whileEnds:
    'podterm не знает, когда закончится `while {condition}`; считается, что он сразу заканчивается',
  unreadable: '`{command}` не читается; считается, что он не занимает времени',
  inBackground: '`{command}` в фоне считается работающим до остановки',
  untilStoppedCommand: '`{command}` считается работающим до остановки',
  finishesAtOnce: 'считается, что `{command}` завершается сразу',
  ifNotExit: 'считается, что `if` не идёт по ветке, которая заканчивается `exit {code}`',
  goesOn: 'podterm не может вычислить `{command}`; считается, что скрипт идёт дальше',
  untilEnds:
    'podterm не знает, когда выполнится `until {condition}`; считается, что сразу (то, чего он ждёт, уже есть)',
  stepFinishes: 'считается, что `{command}` завершается через {s} с',
  allocates:
    'выделяет {size} в рабочих процессах ({n}), начиная через {ms} мс после старта; время на заполнение памяти в команде не указано и принято за ноль',
  envUnknown:
    'podterm здесь не знает {names} (его задаёт каждый Pod, образ, Secret или узел); аннотация podterm.dev/process задаёт, что делает процесс',
  caseArm: 'podterm не может вычислить `case {word}`; считается, что выполняется ветка `{pattern}`',
  readWith: 'прочитано с {vars}',
  codeStep: 'код, который podterm не читает, `{command}`, считается завершающимся через {s} с',
  exitUnknown: 'podterm не может определить, с каким кодом завершается `{command}`; считается 0',
  closeDrain:
    '`{command}` ждёт, пока закроются открытые соединения; принято {s} с, как drain сервера',
  loopEmpties: 'затем в цикле событий ничего не остаётся, и Node выходит с кодом {code}',
  dieStatus:
    'перед `die` выполняется код, который podterm не читает; `die` завершается с $! или ($? >> 8), если они заданы; считается 255',
};

export const ASSUMED: Readonly<Record<Other, Table>> = { ja, ru };

/** How a language says a table's phrases: its words, its lists, the plain values it translates. */
interface Voice<K extends string> {
  words: Readonly<Record<K, string>>;
  lists: Readonly<Record<string, { around: string; between: string }>>;
  value?: (name: string, text: string) => string;
}

/** A phrase read back, said with `voice`'s words (an empty list says nothing). */
function sayIn<K extends string>(voice: Voice<K>, said: ReadBack<K>): string {
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(said.values)) {
    if (typeof v === 'string') values[name] = voice.value?.(name, v) ?? v;
    else if (!Array.isArray(v)) values[name] = sayIn(voice, v);
    else {
      const list = voice.lists[name]!;
      const items = v.map((item) => sayIn(voice, item)).join(list.between);
      values[name] = v.length > 0 ? format(list.around, { list: items }) : '';
    }
  }
  return format(voice.words[said.key], values);
}

/** How each language lists the guesses of `{notes}`. */
const NOTES = {
  en: { around: ' ({list})', between: '; ' },
  ja: { around: ' ({list})', between: '、' },
  ru: { around: ' ({list})', between: '; ' },
} as const;

/** A process phrase read back, said in `lang`. */
export function sayWith(lang: Lang, said: Said): string {
  const words: Table = lang === 'en' ? ASSUMPTIONS : ASSUMED[lang];
  return sayIn({ words, lists: { notes: NOTES[lang] } }, said);
}

/** A request-path phrase read back, said in `lang` (the knobs' words of a preset too). */
export function sayHopWith(lang: Lang, said: ReadBack<HopWordKey>): string {
  const words = lang === 'en' ? HOP_WORDS : HOP_ASSUMED[lang];
  const lists = { marks: { around: '{list}', between: MARKS_BETWEEN[lang] } };
  if (lang === 'en') return sayIn({ words, lists }, said);
  const value = (name: string, text: string): string =>
    name === 'effect' || name === 'preset' ? (KNOB_WORDS[text]?.[lang] ?? text) : text;
  return sayIn({ words, lists, value }, said);
}

/** An assumption sentence of the trace in `lang` (one podterm does not know stays as it is). */
export function assumptionIn(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const said = parseAssumption(text);
  if (said) return sayWith(lang, said);
  const hop = parseHopAssumption(text);
  return hop ? sayHopWith(lang, hop) : text;
}
