// What the hops whose control plane is a statechart do alike: their informer hears a slice
// change one watch later and tells the statechart (a delayed event the statechart owns); they balance new requests round robin
// over what the statechart last pushed to their data plane; a request cut in flight gets
// their answer to a reset. The statechart's context is its own: requests read the data plane.
import type { AnyActorRef } from 'xstate';
import type { HopName } from '../../trace/hops.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import {
  heardByInformer,
  type DataPlane,
  type Failure,
  type Hop,
  type HopInput,
  type HopView,
} from './hop.ts';
import { cutAnswer, roundRobin, type TryPolicy } from './tries.ts';
import { sendLater } from '../actorTimers.ts';

export abstract class ActorHop implements Hop {
  abstract readonly name: HopName;
  protected abstract readonly tries: TryPolicy;
  protected readonly world: World;
  private readonly dataPlane: DataPlane;
  /** The control plane's statechart, told SLICE_SEEN; null: a hop with none (a delay line). */
  protected abstract readonly actor: AnyActorRef | null;

  constructor(input: Pick<HopInput, 'world' | 'dataPlane'>) {
    this.world = input.world;
    this.dataPlane = input.dataPlane;
  }

  /** What a hop with no statechart does once its informer heard the slice change. */
  protected sliceSeen(): void {}

  sliceChanged(): void {
    if (this.actor) sendLater(this.actor, this.world.latency('watch'), { type: 'SLICE_SEEN' });
    else heardByInformer(this.world, () => this.sliceSeen());
  }

  view(): HopView {
    return this.dataPlane.view;
  }

  answer(k: number): Failure | PodRecord {
    return roundRobin(this.view(), k, this.tries);
  }

  cutAnswer(pod: PodRecord): Failure | 'served' {
    return cutAnswer(this.view(), pod, this.tries);
  }
}
