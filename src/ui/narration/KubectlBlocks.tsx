// The narration's terminal views, loaded after the first paint (React.lazy in
// NarrationPanel): the chart and the narration's words come first, kubectl's printers
// (src/kubectl, the CLI's formatter) a moment later.
import { useMemo } from 'react';
import type { Trace, TraceEvent } from '../../trace/types.ts';
import { kubectlLines } from '../../kubectl/kubectlLines.ts';

export function KubectlBlocks({
  trace,
  index,
  byObject,
}: {
  trace: Trace;
  index: number;
  byObject: ReadonlyMap<string, readonly TraceEvent[]>;
}) {
  const k = useMemo(() => kubectlLines(trace, index, byObject), [trace, index, byObject]);
  // Each block scrolls when its lines are long: focusable, so a keyboard scrolls it too.
  return (
    <>
      {k.getPod && (
        <pre
          className="narration-kubectl"
          aria-label="kubectl get pod"
          lang="en"
          translate="no"
          tabIndex={0}
        >
          {`$ kubectl get pod\n${k.getPod}`}
        </pre>
      )}
      {k.getEvents && (
        <pre
          className="narration-kubectl"
          aria-label="kubectl get events"
          lang="en"
          translate="no"
          tabIndex={0}
        >
          {`$ kubectl get events\n${k.getEvents}`}
        </pre>
      )}
    </>
  );
}
