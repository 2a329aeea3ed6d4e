// What the hops whose control plane is a statechart do alike: their informer hears a slice
// change one watch later and tells the statechart; they balance new requests round robin
// over their view; a request cut in flight gets their answer to a reset.
import type { HopName } from '../../trace/hops.ts';
import type { PodRecord } from '../apiserver/podStore.ts';
import type { World } from '../world.ts';
import { heardByInformer, type Failure, type Hop, type HopView } from './hop.ts';
import { cutAnswer, roundRobin, type TryPolicy } from './tries.ts';

export abstract class ActorHop implements Hop {
  abstract readonly name: HopName;
  protected abstract readonly tries: TryPolicy;
  /** The statechart's context as it is now (its world and its view). */
  protected abstract context(): { world: World; view: HopView };
  /** Tells the statechart that its informer saw the slice change. */
  protected abstract sliceSeen(): void;

  sliceChanged(): void {
    heardByInformer(this.context().world, () => this.sliceSeen());
  }

  view(): HopView {
    return this.context().view;
  }

  answer(k: number): Failure | PodRecord {
    return roundRobin(this.view(), k, this.tries);
  }

  cutAnswer(pod: PodRecord): Failure | 'served' {
    return cutAnswer(this.view(), pod, this.tries);
  }
}
