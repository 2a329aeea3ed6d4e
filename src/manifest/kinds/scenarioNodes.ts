// The Scenario's `nodes:` (contract §1): a count named node-a, node-b …, or a list of
// {name, labels, allocatable}, each name a lowercase RFC 1123 subdomain as a Node's name is.
import type { Reader } from '../read/fields.ts';
import type { NodeModel } from '../model/model.ts';
import { validateLabels } from '../read/labels.ts';
import { resourceAmount } from '../admission/podRequests.ts';
import { quantityError } from '../read/values.ts';

export const MAX_NODES = 1000;

/** node-a … node-z, node-aa, node-ab … */
export function nodeName(i: number): string {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return `node-${s}`;
}

export function readNodes(spec: Reader): NodeModel[] {
  const v = spec.get('nodes');
  const named = (n: number): NodeModel[] =>
    Array.from({ length: n }, (_, i) => ({ name: nodeName(i) }));
  if (v === undefined || v === null) return named(2);
  if (!Array.isArray(v)) {
    if (typeof v !== 'number')
      spec.invalid('nodes', v, 'must be a number of nodes or a list of {name, labels}');
    else
      return named(
        spec.num('nodes', 2, {
          min: 1,
          max: MAX_NODES,
          maxWhy: `podterm simulates at most ${MAX_NODES} nodes`,
        }),
      );
    return named(2);
  }
  const items = spec.list('nodes');
  if (items.length === 0) spec.invalid('nodes', v, 'must list at least one node');
  if (items.length > MAX_NODES)
    spec.invalid('nodes', `${items.length} nodes`, `podterm simulates at most ${MAX_NODES} nodes`);
  const seen = new Set<string>();
  const nodes = items.slice(0, MAX_NODES).map((r, i): NodeModel => {
    const name = r.isMap ? r.str('name', '') : typeof r.value === 'string' ? r.value : '';
    const at = r.isMap ? r.child('name') : r;
    if (!name) at.error(`${at.name()}: Required value: a node name`);
    else if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(name) || name.length > 253)
      at.error(
        `${at.name()}: Invalid value: ${JSON.stringify(name)}: must be a lowercase RFC 1123 subdomain`,
      );
    else if (seen.has(name)) at.error(`${at.name()}: Duplicate value: ${JSON.stringify(name)}`);
    seen.add(name);
    if (r.isMap) r.unknownKeys(['name', 'labels', 'allocatable']);
    const labels = r.isMap ? r.strings('labels') : {};
    validateLabels(r, 'labels', labels);
    const allocatable = r.isMap ? readAllocatable(r) : null;
    return {
      name: name || nodeName(i),
      ...(Object.keys(labels).length > 0 && { labels }),
      ...(allocatable && { allocatable }),
    };
  });
  return nodes.length > 0 ? nodes : named(1);
}

/**
 * A node's `allocatable` (its status.allocatable: `cpu`, `memory`, `pods`, extended
 * resources such as `example.com/dongle`), each a Quantity; null when not written. Nothing
 * about a node's size is assumed: a node without it lets every Pod through NodeResourcesFit.
 */
function readAllocatable(node: Reader): Record<string, number> | null {
  const a = node.child('allocatable');
  if (a.value === undefined || a.value === null) return null;
  if (!a.isMap) {
    node.invalid(
      'allocatable',
      a.value,
      'must be a map of resource quantities, such as {cpu: "2", memory: 4Gi, pods: 110}',
    );
    return null;
  }
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(a.value as Record<string, unknown>)) {
    const n = resourceAmount(key, value);
    if (n === null) a.invalid(key, value, quantityError(value) ?? 'must be a quantity');
    else if (n < 0) a.invalid(key, value, 'must be greater than or equal to 0');
    else out[key] = n;
  }
  return out;
}
