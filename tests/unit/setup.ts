// XState's development build (the one the tests run) warns when an actor is misused: an
// actor created or an action creator called inside a custom action, an event sent to a
// stopped actor. The simulation must never do either, so any such warning fails the test
// that caused it (the production build, which the CLI and the page use, has no check).
import { afterEach, expect } from 'vitest';

const warnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  warnings.push(args.map(String).join(' '));
  warn(...args);
};

afterEach(() => {
  const seen = warnings.splice(0);
  expect(seen, 'console.warn during the test').toEqual([]);
});
