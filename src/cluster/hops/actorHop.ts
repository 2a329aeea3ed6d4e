// What the hops whose control plane is a statechart do alike: their informer hears a slice
// change one watch later and tells the statechart; they balance new requests round robin
// over what the statechart last pushed to their data plane; a request cut in flight gets
// their answer to a reset. The statechart's context is its own: requests read the data plane.
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

export abstract class ActorHop implements Hop {
  abstract readonly name: HopName;
  protected abstract readonly tries: TryPolicy;
  protected readonly world: World;
  private readonly dataPlane: DataPlane;
  /** Tells the statechart that its informer saw the slice change. */
  protected abstract sliceSeen(): void;

  constructor(input: Pick<HopInput, 'world' | 'dataPlane'>) {
    this.world = input.world;
    this.dataPlane = input.dataPlane;
  }

  sliceChanged(): void {
    heardByInformer(this.world, () => this.sliceSeen());
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
