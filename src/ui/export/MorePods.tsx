// The line under an export's chart that counts the Pods it had no room (or cap) to draw.
import type { Lang } from '../../store/lang.ts';
import { exportWords } from '../i18n/exportWords.ts';

export function MorePods(props: {
  n: number;
  x: number;
  chartBottom: number;
  font: number;
  lang: Lang;
}) {
  const { n, x, chartBottom, font, lang } = props;
  if (n <= 0) return null;
  return (
    <text className="export-meta" x={x} y={chartBottom + font * 1.2} style={{ fontSize: font }}>
      {exportWords(lang)('morePods', { n })}
    </text>
  );
}
