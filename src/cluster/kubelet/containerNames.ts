// A Pod template's container names as the pod worker walks them (podContainers.ts).
import type { PodTemplateModel } from '../../manifest/model/model.ts';

interface Names {
  readonly regular: readonly string[];
  readonly sidecars: readonly string[];
}
const NAMES = new WeakMap<PodTemplateModel, Names>();

/**
 * The template's regular containers and native sidecars, by name, in order: read once for
 * each template, which every Pod of a ReplicaSet shares (podProcess.ts podTemplateFor).
 */
export function namesOf(template: PodTemplateModel): Names {
  let names = NAMES.get(template);
  if (names === undefined) {
    names = {
      regular: template.containers.map((c) => c.name),
      sidecars: template.initContainers.filter((c) => c.sidecar).map((c) => c.name),
    };
    NAMES.set(template, names);
  }
  return names;
}
