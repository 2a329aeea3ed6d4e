// Seconds and milliseconds, told apart by their types: the `@ts-expect-error` lines are
// checked by `npm run typecheck` (an error that goes away fails it), the rest at run time.
import { describe, expect, it } from 'vitest';
import { RuleTester } from 'eslint';
import rule from '../../../eslint/noUnitArithmetic.js';
import {
  ceilToSecond,
  msToSeconds,
  seconds,
  secondsText,
  secondsToMs,
  truncateToSecond,
  wholeSeconds,
  type Millis,
  type Seconds,
} from '../../../src/trace/units.ts';
import { stopMs } from '../../../src/manifest/duration/podTiming.ts';

const waitMs = (ms: Millis): Millis => ms;
const graceOf = (s: Seconds): Seconds => s;

describe('units', () => {
  it('a Seconds reaches a milliseconds parameter only through secondsToMs', () => {
    const grace = seconds(30);
    // @ts-expect-error a number of seconds is not milliseconds
    waitMs(grace);
    expect(waitMs(secondsToMs(grace))).toBe(30_000);
    // Plain arithmetic on milliseconds needs no wrapping.
    expect(waitMs(1_500 + 500)).toBe(2_000);
  });
  it('a Seconds parameter takes only a Seconds', () => {
    // @ts-expect-error milliseconds (or any plain number) are not seconds
    graceOf(30_000);
    expect(graceOf(msToSeconds(30_000))).toBe(30);
  });
  it("the model's grace is seconds: stopMs takes the request's grace as Seconds", () => {
    // @ts-expect-error 5000 ms is not a --grace-period
    const wrong = (): void => void stopMs(null!, null!, 5_000);
    expect(typeof wrong).toBe('function');
  });
  it('whole seconds as metav1.Time keeps them', () => {
    expect(wholeSeconds(9_999)).toBe(9);
    expect(truncateToSecond(9_999)).toBe(9_000);
    expect(ceilToSecond(9_001)).toBe(10_000);
    expect(secondsText(9_500)).toBe('9.5');
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'no-unit-arithmetic',
  rule,
  {
    valid: ['const a = secondsToMs(s);', 'const b = ms % 1000;', 'const c = n * 100;'],
    invalid: [
      { code: 'const a = s * 1000;', errors: [{ messageId: 'convert' }] },
      { code: 'const a = 1000 * s;', errors: [{ messageId: 'convert' }] },
      { code: 'const b = ms / 1_000;', errors: [{ messageId: 'convert' }] },
      { code: 'x *= 1000;', errors: [{ messageId: 'convert' }] },
    ],
  },
);
