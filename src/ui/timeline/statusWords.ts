// A WorkloadStatus event in one line, the same in every language: the counters and
// conditions under their API names, as `kubectl get -o yaml` spells them.
import type { WorkloadStatusData } from '../../trace/types.ts';

export function statusSummary(d: WorkloadStatusData): string {
  const counters = Object.entries(d)
    .filter(([k]) => k !== 'conditions')
    .map(([k, v]) => `${k}=${String(v)}`);
  const conditions = d.conditions.map(
    (c) => `${c.type}=${c.status}${c.reason ? ` (${c.reason})` : ''}`,
  );
  return [...counters, ...conditions].join(' ');
}
