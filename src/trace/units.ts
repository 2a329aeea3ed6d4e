// Time in two units, told apart by their types. The trace, the clock and the simulation count
// milliseconds of virtual time; the Kubernetes API writes durations in seconds
// (terminationGracePeriodSeconds, activeDeadlineSeconds, minReadySeconds, …). A `Seconds` is
// made only where such a field is read, and becomes milliseconds only through `secondsToMs`,
// so a value in seconds cannot reach a parameter that counts milliseconds: `Millis` is any
// number that is not a `Seconds` (plain arithmetic on milliseconds needs no wrapping), and a
// `Seconds` parameter takes only a `Seconds`. eslint's podterm/no-unit-arithmetic keeps the
// conversions here (no `* 1000` or `/ 1000` elsewhere in src/).

declare const UNIT: unique symbol;

/** A duration in seconds, as the Kubernetes API writes it. */
export type Seconds = number & { readonly [UNIT]: 'seconds' };

/** Milliseconds of virtual time: any number but a `Seconds`. */
export type Millis = number & { readonly [UNIT]?: never };

/** A number read from a `…Seconds` field. */
export const seconds = (n: number): Seconds => n as Seconds;

export const secondsToMs = (s: Seconds): Millis => s * 1000;

/** Microseconds, as a program's own options count them (stress --backoff), to milliseconds. */
export const microsToMs = (us: number): Millis => us / 1000;

/** Fractional seconds, for reading and printing (`9.5`). */
export const msToSeconds = (ms: Millis): Seconds => seconds(ms / 1000);

/** Whole seconds, as metav1.Time and Go's time.Duration.Seconds() truncate them. */
export const wholeSeconds = (ms: Millis): Seconds => seconds(Math.floor(ms / 1000));

/** Seconds rounded up: the whole seconds a wait of `ms` takes. */
export const ceilSeconds = (ms: Millis): Seconds => seconds(Math.ceil(ms / 1000));

/** `ms` cut to its whole second (metav1.Time keeps whole seconds). */
export const truncateToSecond = (ms: Millis): Millis => secondsToMs(wholeSeconds(ms));

/** `ms` raised to the next whole second. */
export const ceilToSecond = (ms: Millis): Millis => secondsToMs(ceilSeconds(ms));

/** `ms` to the nearest whole second. */
export const roundToSecond = (ms: Millis): Millis => secondsToMs(seconds(Math.round(ms / 1000)));

/** Seconds as people read them: `9.5` for 9500 ms (`digits` after the point). */
export const secondsText = (ms: Millis, digits = 1): string => (ms / 1000).toFixed(digits);

/** A moment or a span as captions and tooltips print it: `9.5 s`. */
export const secondsLabel = (ms: Millis, digits = 1): string => `${secondsText(ms, digits)} s`;
