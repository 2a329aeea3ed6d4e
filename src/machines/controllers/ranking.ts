// Which pods a ReplicaSet deletes first when it scales down
// (pkg/controller/controller_utils.go ActivePodsWithRanks.Less; first differing rule wins).
import type { PodRecord } from '../../sim/store.ts';

const phaseRank = { Pending: 0, Running: 2, Succeeded: 3, Failed: 3 } as const;

/** LogarithmicScaleDown (beta 1.22, GA 1.31): ages compare by floor(log2(seconds)). */
const logBucket = (ageMs: number): number =>
  ageMs <= 1000 ? 0 : Math.floor(Math.log2(ageMs / 1000));

export function deletionOrder(
  pods: PodRecord[],
  now: number,
  logarithmic: boolean,
  relatedOnNode: (node: string | null) => number,
): PodRecord[] {
  const cost = (p: PodRecord): number =>
    Number(p.template.annotations['controller.kubernetes.io/pod-deletion-cost'] ?? 0) || 0;
  const age = (t: number | null): number => (t === null ? 0 : now - t);
  const cmpAge = (a: number, b: number): number =>
    logarithmic ? logBucket(a) - logBucket(b) : a - b;
  const ranked = pods.map((p) => ({ p, related: relatedOnNode(p.nodeName) }));
  ranked.sort((x, y) => {
    const a = x.p;
    const b = y.p;
    if ((a.nodeName === null) !== (b.nodeName === null)) return a.nodeName === null ? -1 : 1;
    if (phaseRank[a.phase] !== phaseRank[b.phase]) return phaseRank[a.phase] - phaseRank[b.phase];
    if (a.ready !== b.ready) return a.ready ? 1 : -1;
    if (cost(a) !== cost(b)) return cost(a) - cost(b);
    if (x.related !== y.related) return y.related - x.related;
    if (a.ready && b.ready) {
      const d = cmpAge(age(a.readySince), age(b.readySince));
      if (d !== 0) return d;
    }
    if (a.restartCount !== b.restartCount) return b.restartCount - a.restartCount;
    const d = cmpAge(age(a.createdAt), age(b.createdAt));
    if (d !== 0) return d;
    return logarithmic ? a.uid - b.uid : 0;
  });
  return ranked.map((r) => r.p);
}
