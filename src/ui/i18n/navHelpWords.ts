// The words of the `?` list of the swimlane's keys (NavHelpDialog.tsx) in English, Japanese
// and Russian: they load with the list, on its first opening (issue 29); the button's word
// is in navWords.ts.
import type { Lang } from '../../store/lang.ts';

const en = {
  'help.title': 'Keys of the swimlane',
  'help.focus': 'Click the swimlane (or Tab to it), then:',
  'help.close': 'Close',
  'help.zoom': 'zoom in / out around the pointer (or the playhead)',
  'help.wheelKey': 'Ctrl + wheel',
  'help.wheel': 'zoom around the pointer',
  'help.pan': 'pan earlier / later',
  'help.drag': 'pan',
  'help.fit': 'fit the selected event and its chain (or its neighbours)',
  'help.nextPrev': 'next / previous event on the focused lane',
  'help.lane': 'focus the lane above / below',
  'help.ends': 'the start / end of the run',
  'help.step': 'the playhead to the next / previous event',
  'help.play': 'play or pause',
  'help.whole': 'the whole run',
  'help.overview':
    'The overview over the lanes shows the whole run: drag its window, or its edges, to move and resize what the lanes show.',
  'help.groups':
    'Lanes come in groups (the control plane, each node, the request path, the Pods): a group’s header folds it into one row of all its marks.',
  'help.chain':
    'Click a mark: the chain of causes that led to it and the effects it had is drawn as arrows across the lanes and listed under the caption.',
  'help.filters':
    'Failed requests, the path to SIGKILL, Warnings: each button counts them, ‹ › go to the previous / next one. Fold quiet time shrinks the stretches where nothing happens.',
  'help.this': 'this list (Esc closes it)',
} as const;

export type HelpKey = keyof typeof en;

const ja: Record<HelpKey, string> = {
  'help.title': 'スイムレーンのキー操作',
  'help.focus': 'スイムレーンをクリック（または Tab で移動）してから:',
  'help.close': '閉じる',
  'help.zoom': 'ポインタ（または再生位置）の位置で拡大・縮小',
  'help.wheelKey': 'Ctrl + ホイール',
  'help.wheel': 'ポインタの位置で拡大・縮小',
  'help.pan': '前へ・後ろへ移動',
  'help.drag': '移動',
  'help.fit': '選んだイベントとその連鎖（または前後のイベント）に合わせる',
  'help.nextPrev': '選んだレーンの次・前のイベント',
  'help.lane': '上・下のレーンへ移動',
  'help.ends': '実行の最初・最後',
  'help.step': '再生位置を次・前のイベントへ',
  'help.play': '再生・一時停止',
  'help.whole': '実行全体',
  'help.overview':
    'レーンの上の全体表示は実行全体を表示します。その区間をドラッグすると、レーンに表示する区間が移動します。区間の始まりか終わりをドラッグすると幅が変わります。',
  'help.groups':
    'レーンはグループ（コントロールプレーン、各ノード、リクエスト経路、Pod）に分かれています。見出しでグループをたたむと、すべてのマークが 1 行にまとまります。',
  'help.chain':
    'マークをクリックすると、そのイベントに至った原因と、それが引き起こした結果の連鎖が、レーンをまたぐ矢印で描かれ、説明の下に一覧されます。',
  'help.filters':
    '失敗したリクエスト、SIGKILL までの経路、Warning: それぞれのボタンが件数を示し、‹ › で前・次へ移動します。静かな区間を畳むと、何も起きない区間が縮みます。',
  'help.this': 'この一覧（Esc で閉じる）',
};

const ru: Record<HelpKey, string> = {
  'help.title': 'Клавиши дорожек',
  'help.focus': 'Щёлкните по дорожкам (или перейдите к ним клавишей Tab), затем:',
  'help.close': 'Закрыть',
  'help.zoom': 'приблизить / отдалить у указателя (или у курсора времени)',
  'help.wheelKey': 'Ctrl + колесо',
  'help.wheel': 'масштаб у указателя',
  'help.pan': 'сдвинуть раньше / позже',
  'help.drag': 'сдвинуть',
  'help.fit': 'показать выбранное событие и его цепочку (или соседние)',
  'help.nextPrev': 'следующее / предыдущее событие выбранной дорожки',
  'help.lane': 'выбрать дорожку выше / ниже',
  'help.ends': 'начало / конец прогона',
  'help.step': 'курсор времени к следующему / предыдущему событию',
  'help.play': 'пуск или пауза',
  'help.whole': 'весь прогон',
  'help.overview':
    'Обзор над дорожками показывает весь прогон: перетащите его окно или края окна, чтобы сдвинуть или изменить то, что видно на дорожках.',
  'help.groups':
    'Дорожки собраны в группы (плоскость управления, каждый узел, путь запроса, Pod’ы): заголовок сворачивает группу в одну строку со всеми её отметками.',
  'help.chain':
    'Щелчок по отметке: цепочка причин, которые к ней привели, и следствий, которые она вызвала, рисуется стрелками через дорожки и перечисляется под подписью.',
  'help.filters':
    'Неудачные запросы, путь к SIGKILL, Warning: каждая кнопка показывает число, ‹ › переходят к предыдущему / следующему. «Свернуть затишья» сжимает отрезки, где ничего не происходит.',
  'help.this': 'этот список (Esc закрывает)',
};

export const HELP_WORDS: Readonly<Record<Lang, Readonly<Record<HelpKey, string>>>> = { en, ja, ru };
