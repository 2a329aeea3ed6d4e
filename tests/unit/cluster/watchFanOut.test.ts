// The watch fan-out (src/cluster/watchFanOut.ts): a Pod write reaches the watchers of its
// owner, Services and node one watch latency later, worked out again when any of them or
// the registered watchers changed since the Pod's last write.
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { TraceWriter } from '../../../src/engine/traceWriter.ts';
import { World } from '../../../src/cluster/world.ts';
import { objectKey } from '../../../src/cluster/objectKey.ts';
import { DEFAULT_LATENCIES } from '../../../src/manifest/model/model.ts';
import { kube } from '../../../src/versions/version.ts';
import { container, exitsOnSigterm, template } from '../helpers/build.ts';

function setup() {
  const clock = new SimClock();
  const world = new World(clock, new TraceWriter(1000), kube(34), DEFAULT_LATENCIES, createRng(1), [
    { name: 'n1' },
    { name: 'n2' },
  ]);
  const heard: string[] = [];
  const listen = (who: string) => ({ podChanged: () => void heard.push(who) });
  const pod = world.pods.create(
    {
      name: 'p',
      namespace: 'default',
      key: objectKey('Pod', 'p'),
      owner: { kind: 'ReplicaSet', name: 'rs' },
      template: template([container('app', exitsOnSigterm(0))]),
      createdAt: 0,
      nodeName: null,
      finalizers: [],
      services: ['web'],
    },
    'none',
  );
  /** Writes the Pod and runs the clock past the watch latency; what was heard. */
  const write = (formerServices?: string[]): string[] => {
    heard.length = 0;
    world.podChanged(pod, formerServices);
    clock.run(clock.now + 60_000, () => false);
    return [...heard];
  };
  return { world, pod, listen, write };
}

describe('watch fan-out', () => {
  it('tells the owner, the Services and the node, in that order', () => {
    const { world, pod, listen, write } = setup();
    world.watch(objectKey('Node', 'n1'), listen('node n1'));
    world.watch(objectKey('Service', 'web'), listen('service web'));
    world.watch(objectKey('ReplicaSet', 'rs'), listen('owner rs'));
    expect(write()).toEqual(['owner rs', 'service web']);
    pod.nodeName = 'n1';
    expect(write()).toEqual(['owner rs', 'service web', 'node n1']);
  });

  it('works the watchers out again when the Pod or the registered watchers change', () => {
    const { world, pod, listen, write } = setup();
    world.watch(objectKey('Service', 'web'), listen('web'));
    expect(write()).toEqual(['web']);
    // A watcher registered after the last write hears the next one.
    world.watch(objectKey('Service', 'web'), listen('web again'));
    expect(write()).toEqual(['web', 'web again']);
    // Relabelled: the new Services' and the former ones' watchers.
    world.watch(objectKey('Service', 'api'), listen('api'));
    pod.services = ['api'];
    expect(write(['web'])).toEqual(['api', 'web', 'web again']);
    expect(write()).toEqual(['api']);
    // Released by its owner: the controllers that may adopt an orphan hear it.
    world.watchOrphans(listen('orphans'));
    pod.owner = null;
    expect(write()).toEqual(['api', 'orphans']);
  });
});
