// Container restart back-off (kuberuntime_manager.go doBackOff): the first restart is
// immediate (flowcontrol.Backoff.IsInBackOffSince is false until an entry exists,
// k/k#133472); from the second crash 10 s, doubling, capped at 300 s.

const INITIAL_MS = 10_000;
const CAP_MS = 300_000;

/** Delay before restart number `n` (1-based). */
export function restartDelayMs(n: number): number {
  if (n <= 1) return 0;
  return Math.min(INITIAL_MS * 2 ** Math.min(n - 2, 20), CAP_MS);
}
