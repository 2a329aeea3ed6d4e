import { describe, expect, it } from 'vitest';
import {
  relayDetachedTouches,
  stopRelay,
  type TouchLike,
} from '../../../../src/ui/timeline/touchRelay.ts';

/** A node and its children, as far as `contains` goes: a child can be removed. */
class FakeNode extends EventTarget {
  readonly children = new Set<EventTarget>();
  contains(other: unknown): boolean {
    return other === this || this.children.has(other as EventTarget);
  }
}

function touchEvent(type: string, target: EventTarget, fingersLeft: number): Event & TouchLike {
  return Object.assign(new Event(type), {
    touches: { length: fingersLeft },
    changedTouches: [{ target }],
  });
}

/** A touch starts on `target` (the event is captured by `node` on its way, as in a page). */
function start(node: FakeNode, target: EventTarget): void {
  node.dispatchEvent(touchEvent('touchstart', target, 1));
}

describe('relayDetachedTouches', () => {
  it('hands over the events of a touch whose element has left the node', () => {
    const node = new FakeNode();
    const mark = new EventTarget();
    node.children.add(mark);
    const heard: string[] = [];
    relayDetachedTouches(node, (ev) => heard.push(ev.type));
    start(node, mark);
    mark.dispatchEvent(touchEvent('touchmove', mark, 2)); // still inside: it bubbles itself
    node.children.delete(mark); // drawn anew in mid-pinch
    mark.dispatchEvent(touchEvent('touchmove', mark, 2));
    mark.dispatchEvent(touchEvent('touchend', mark, 0));
    expect(heard).toEqual(['touchmove', 'touchend']);
  });

  it('follows an element no more once every finger is up, nor after it is stopped', () => {
    const node = new FakeNode();
    const mark = new EventTarget();
    const heard: string[] = [];
    relayDetachedTouches(node, (ev) => heard.push(ev.type));
    start(node, mark);
    mark.dispatchEvent(touchEvent('touchcancel', mark, 0));
    mark.dispatchEvent(touchEvent('touchend', mark, 0));
    expect(heard).toEqual(['touchcancel']);
    stopRelay(node);
    start(node, mark);
    mark.dispatchEvent(touchEvent('touchend', mark, 0));
    expect(heard).toEqual(['touchcancel']);
  });
});
