// A rollout action (`kubectl set image`) as the workload controllers apply it to their own
// template: the image written to every container or to one, and a new template hash.
import type { PodTemplateModel } from '../../manifest/model/model.ts';
import { templateHash } from '../apiserver/names.ts';

/** The image a rollout writes, into which container (null: every one), and when. */
export interface ImageChange {
  image: string | null;
  container: string | null;
  /** The action's time: the new template's hash is made from it. */
  atMs: number;
}

export function rolledTemplate(t: PodTemplateModel, a: ImageChange): PodTemplateModel {
  const containers = t.containers.map((c) =>
    a.image !== null && (a.container === null || a.container === c.name)
      ? { ...c, image: a.image }
      : c,
  );
  return { ...t, containers, hash: templateHash(`${t.hash}/${a.image ?? ''}/${a.atMs}`) };
}
