// How the kubelet names a pod in its messages, and the pod IP its probes and hooks dial.
// podterm's Pods have a sequential uid and live in `default`; the UUID and the IP are made
// from the uid, so every run prints the same ones.

/** The pod's metadata.uid as a UUID (version 4 layout, the uid in the last group). */
export const podUUID = (uid: number): string =>
  `00000000-0000-4000-8000-${uid.toString(16).padStart(12, '0')}`;

/** pkg/kubelet/util/format Pod: `name_namespace(uid)`. */
export const formatPod = (name: string, uid: number, namespace = 'default'): string =>
  `${name}_${namespace}(${podUUID(uid)})`;

/**
 * The pod IP, from kind's default pod subnet 10.244.0.0/16 (podterm does not assign
 * addresses; this one is made from the uid and only appears inside messages).
 */
export function podIP(uid: number): string {
  const n = Math.max(0, uid - 1);
  return `10.244.${Math.floor(n / 253) % 256}.${(n % 253) + 2}`;
}
