// The DaemonSet's rolling update (daemon/update.go rollingUpdate): with maxSurge 0 old Pods
// are deleted within maxUnavailable; with a surge a new Pod starts beside the old one, which
// goes once the new one is available. Runs only on the nodes that should run a Pod.
import type { IntOrPercent } from '../../../manifest/model/model.ts';
import type { PodRecord } from '../../apiserver/podStore.ts';
import type { DaemonState } from './daemonSetState.ts';

export const deleted = (p: PodRecord): boolean => p.deletionTimestamp !== null;

/** podutil.IsPodAvailable: Ready for minReadySeconds. */
export const available = (p: PodRecord, minReadyMs: number, now: number): boolean =>
  !deleted(p) && p.ready && p.readySince !== null && p.readySince + minReadyMs <= now;

/** GetScaledValueFromIntOrPercent, rounding up (util.UnavailableCount, SurgeCount). */
export const scaled = (v: IntOrPercent, total: number): number =>
  typeof v === 'number' ? v : Math.ceil((Number(v.slice(0, -1)) * total) / 100);

export interface Plan {
  create: string[];
  delete: PodRecord[];
  /** New Pods Ready but not yet available (minReadySeconds). */
  waiting: PodRecord[];
}

/** findUpdatedPodsOnNode: the node's current and old Pods, deleted ones left out. */
function onNode(
  d: DaemonState,
  pods: PodRecord[],
): { fresh: PodRecord | undefined; old: PodRecord | undefined } {
  const live = pods.filter((p) => !deleted(p));
  return {
    fresh: live.find((p) => p.template.hash === d.template.hash),
    old: live.find((p) => p.template.hash !== d.template.hash),
  };
}

/**
 * update.go rollingUpdate, maxSurge 0: delete old Pods, unavailable ones first. An old Pod
 * that is not available counts against maxUnavailable only from #123233 (1.31, backported
 * to 1.28–1.30); from 1.21 (#96441) to then it did not, so more Pods could go at once.
 */
export function rollingUpdate(
  d: DaemonState,
  byNode: Map<string, PodRecord[]>,
  maxUnavailable: number,
  minReadyMs: number,
  now: number,
  countOldUnavailable: boolean,
): Plan {
  let unavailable = 0;
  const replace: PodRecord[] = [];
  const candidates: PodRecord[] = [];
  const waiting: PodRecord[] = [];
  for (const pods of byNode.values()) {
    const { fresh, old } = onNode(d, pods);
    if ((!fresh && !old) || (fresh && old)) unavailable++;
    else if (fresh) {
      if (!available(fresh, minReadyMs, now)) {
        unavailable++;
        if (fresh.ready) waiting.push(fresh);
      }
    } else if (old && !available(old, minReadyMs, now)) {
      replace.push(old);
      if (countOldUnavailable) unavailable++;
    } else if (old && unavailable < maxUnavailable) candidates.push(old);
  }
  const room = Math.min(Math.max(0, maxUnavailable - unavailable), candidates.length);
  return { create: [], delete: [...replace, ...candidates.slice(0, room)], waiting };
}

/** update.go rollingUpdate with maxSurge: a new Pod beside the old, then the old goes. */
export function surgeUpdate(
  d: DaemonState,
  byNode: Map<string, PodRecord[]>,
  maxSurge: number,
  minReadyMs: number,
  now: number,
): Plan {
  let surged = 0;
  const create: string[] = [];
  const del: PodRecord[] = [];
  const waiting: PodRecord[] = [];
  for (const [node, pods] of byNode) {
    const { fresh, old } = onNode(d, pods);
    if (!old) continue;
    if (!fresh) {
      if (!available(old, minReadyMs, now)) create.push(node);
      else if (surged < maxSurge) {
        surged++;
        create.push(node);
      }
    } else if (!available(fresh, minReadyMs, now)) {
      surged++;
      if (fresh.ready) waiting.push(fresh);
    } else del.push(old);
  }
  return { create, delete: del, waiting };
}
