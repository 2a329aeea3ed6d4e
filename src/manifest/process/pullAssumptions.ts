// Where the kubelet will pull an image (cluster/kubelet/imagePull.ts), how long a pull takes
// is a guess: no source gives it (it depends on the image, the registry, the network). Each
// container that pulls says the guess, with the one click that writes
// `spec.latencies.imagePull`.
import type { Assumption } from '../../trace/types.ts';
import { say } from './assumptions.ts';
import type { ContainerModel, ScenarioModel } from '../model/model.ts';
import { msToSeconds } from '../../trace/units.ts';
import { defaultPullPolicy } from '../images/pullPolicy.ts';
import { onNodesAtStart, pullFailureOf } from '../images/pullFailures.ts';
import { templatesOf } from './tagScheme.ts';

/** What the one click offers for the pull time, as the document writes it. */
const PULL_TIMES = ['1s', '5s', '30s'] as const;

/** The sentence for a container whose image the kubelet pulls, or null when it pulls none. */
function pullSentence(model: ScenarioModel, c: ContainerModel): string | null {
  const images = model.images ?? {};
  const policy = c.pullPolicy ?? 'IfNotPresent';
  // A refused image is said by its failure, and Never pulls nothing.
  if (policy === 'Never' || pullFailureOf(images, c.image) !== null) return null;
  const s = msToSeconds(model.latencies.imagePull);
  if (policy === 'Always')
    return defaultPullPolicy(c.image) === 'Always'
      ? say('pullsLatest', { image: c.image, s })
      : say('pullsAlways', { image: c.image, s });
  return onNodesAtStart(images, c.image) ? null : say('pullsFirst', { image: c.image, s });
}

export function pullAssumptions(model: ScenarioModel): Assumption[] {
  const out: Assumption[] = [];
  const written = `${msToSeconds(model.latencies.imagePull)}s`;
  const current = PULL_TIMES.find((t) => t === written);
  const change = {
    path: ['spec', 'latencies', 'imagePull'],
    values: [...PULL_TIMES],
    ...(current ? { current } : {}),
  };
  for (const [object, t] of templatesOf(model))
    for (const c of [...t.initContainers, ...t.containers]) {
      const text = pullSentence(model, c);
      if (text !== null) out.push({ object, container: c.name, text, change });
    }
  return out;
}
