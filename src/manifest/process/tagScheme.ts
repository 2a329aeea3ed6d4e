// Whether an image's tag is one its publisher would have made. podterm runs offline and
// never decides from a name that a pull fails (that is Scenario `spec.images`), but where
// the image table knows an official image's tags are its release versions
// (generate-stackbrew-library.sh: the version, its line, its aliases, each also with a
// variant suffix), a tag outside that scheme is said, with the one click that writes the
// setting. The run itself is unchanged.
import type { Assumption } from '../../trace/types.ts';
import { say } from './assumptions.ts';
import type { ScenarioModel, PodTemplateModel } from '../model/model.ts';
import { lookupImage } from '../images/imageLookup.ts';
import { PULL_FAILURES, onNodesAtStart } from '../images/pullFailures.ts';

/** Why this reference's tag is unlikely to exist, as an assumption sentence, or null. */
export function unlikelyTag(image: string): string | null {
  const hit = lookupImage(image);
  const releases = hit?.row.releases;
  const tag = hit?.ref.tag ?? null;
  if (!hit || !releases || tag === null || hit.ref.digest !== null) return null;
  const name = hit.ref.repository.replace(/^library\//, '');
  const base = tag.split('-')[0]!;
  // Words (`latest`, `mainline`, `alpine`, `bookworm`) are outside what podterm checks.
  if (!/^\d/.test(base)) return null;
  if (!/^\d+(\.\d+){0,2}$/.test(base)) return say('tagNotAVersion', { image, name, tag });
  // The tag's release line (its first two numbers) against the newest line read.
  const line = base.split('.').slice(0, 2).map(Number);
  const newest = releases.newest.split('.').map(Number);
  const i = line.findIndex((n, k) => n !== newest[k]);
  if (i < 0 || line[i]! < newest[i]!) return null;
  return say('tagAfterNewest', { image, name, line: line.join('.'), newest: releases.newest });
}

/**
 * The images of the document's templates and rollouts whose tag is unlikely, unless
 * `spec.images` already says what the registry answers; each offers to write that key.
 */
export function tagAssumptions(model: ScenarioModel): Assumption[] {
  const out: Assumption[] = [];
  const images = model.images ?? {};
  const seen = new Set<string>();
  const check = (object: string, container: string, image: string): void => {
    if (seen.has(`${object} ${image}`) || !onNodesAtStart(images, image)) return;
    seen.add(`${object} ${image}`);
    const text = unlikelyTag(image);
    if (text === null) return;
    const change = { path: ['spec', 'images', image], values: [...PULL_FAILURES] };
    out.push({ object, container, text, change });
  };
  const templates = templatesOf(model);
  for (const [object, t] of templates)
    for (const c of [...t.initContainers, ...t.containers]) check(object, c.name, c.image);
  for (const a of model.actions)
    if (a.do === 'rollout' && a.image !== null)
      check(`${a.target.kind}/${a.target.name}`, a.container ?? '', a.image);
  return out;
}

/** Every pod template of the document, with the object that holds it (`Deployment/web`). */
export function templatesOf(model: ScenarioModel): [string, PodTemplateModel][] {
  return [
    ...model.pods.map((p): [string, PodTemplateModel] => [`Pod/${p.name}`, p.template]),
    ...model.deployments.map((d): [string, PodTemplateModel] => [
      `Deployment/${d.name}`,
      d.template,
    ]),
    ...model.replicaSets.map((r): [string, PodTemplateModel] => [
      `ReplicaSet/${r.name}`,
      r.template,
    ]),
    ...model.replicationControllers.map((r): [string, PodTemplateModel] => [
      `ReplicationController/${r.name}`,
      r.template,
    ]),
    ...model.jobs.map((j): [string, PodTemplateModel] => [`Job/${j.name}`, j.template]),
    ...model.cronJobs.map((c): [string, PodTemplateModel] => [
      `CronJob/${c.name}`,
      c.jobTemplate.template,
    ]),
    ...model.statefulSets.map((s): [string, PodTemplateModel] => [
      `StatefulSet/${s.name}`,
      s.template,
    ]),
    ...model.daemonSets.map((d): [string, PodTemplateModel] => [`DaemonSet/${d.name}`, d.template]),
  ];
}
