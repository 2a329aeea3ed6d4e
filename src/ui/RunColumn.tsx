// The run's column: a long run's progress, the presenter's stops, the caption, the run's
// notes, the chart (the swimlane, Compare's A over B, or the statechart in its place), the
// statechart panel, the narration and what a real cluster printed.
import { Suspense, lazy, type ReactNode } from 'react';
import type { Trace } from '../trace/types.ts';
import { useAppStore } from '../store/useAppStore.ts';
import { EventCaption } from './controls/EventCaption.tsx';
import { PresenterStops } from './controls/PresenterStops.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RunNotes } from './RunNotes.tsx';
import { Swimlane } from './timeline/Swimlane.tsx';
import { NarrationPanel } from './narration/NarrationPanel.tsx';
import { useT } from './i18n/useT.ts';

// Loaded when first used: they stay out of the first load's JavaScript.
const ObservedPanel = lazy(() =>
  import('./observed/ObservedPanel.tsx').then((m) => ({ default: m.ObservedPanel })),
);
const ComparePanel = lazy(() =>
  import('./compare/ComparePanel.tsx').then((m) => ({ default: m.ComparePanel })),
);
const StatechartPanel = lazy(() =>
  import('./statechart/StatechartPanel.tsx').then((m) => ({ default: m.StatechartPanel })),
);

export function RunColumn({
  shown,
  progress,
  onEdit,
}: {
  /** The run on the time axis it is drawn on (comparing: the longer of A and B). */
  shown: Trace | null;
  progress: ReactNode;
  onEdit: (text: string) => void;
}) {
  const trace = useAppStore((s) => s.trace);
  const stale = useAppStore((s) => s.stale);
  const chartOpen = useAppStore((s) => s.chartOpen);
  const chartInPlace = useAppStore((s) => s.presenter && s.chartInPlace);
  return (
    <section className="run">
      {progress}
      {trace && <PresenterStops trace={trace} />}
      {trace && <EventCaption trace={trace} />}
      <RunNotes trace={trace} stale={stale} onEdit={onEdit} />
      <ErrorBoundary name="timeline">
        <RunChart trace={trace} shown={shown} />
      </ErrorBoundary>
      {trace && chartOpen && !chartInPlace && (
        <ErrorBoundary name="statechart">
          <Suspense fallback={<Waiting />}>
            <StatechartPanel trace={trace} />
          </Suspense>
        </ErrorBoundary>
      )}
      {trace && (
        <ErrorBoundary name="narration">
          <NarrationPanel trace={trace} />
          <Suspense fallback={null}>
            <ObservedPanel trace={trace} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

function Waiting() {
  const t = useT();
  return <p className="empty">{t('simulating')}</p>;
}

/** The chart: Compare's A over B, the statechart in the lanes' place, or the swimlane. */
function RunChart({ trace, shown }: { trace: Trace | null; shown: Trace | null }) {
  // A cancelled run leaves the one before it on screen, dimmed as a stale one is.
  const dimmed = useAppStore((s) => s.stale || s.cancelled);
  const drawnHash = useAppStore((s) => s.traceTextHash);
  const comparing = useAppStore((s) => s.compareText !== null);
  const chartInPlace = useAppStore((s) => s.presenter && s.chartInPlace);
  if (trace && comparing)
    return (
      // Comparing, A and B are drawn together, compact, with what differs beside them.
      <Suspense fallback={<Waiting />}>
        <ComparePanel traceA={trace} stale={dimmed} textHash={drawnHash} />
      </Suspense>
    );
  if (shown && chartInPlace)
    return (
      // Presenting, the statechart can take the place of the lanes.
      <Suspense fallback={<Waiting />}>
        <StatechartPanel trace={shown} inPlace />
      </Suspense>
    );
  if (shown) return <Swimlane trace={shown} stale={dimmed} textHash={drawnHash} />;
  return <Waiting />;
}
