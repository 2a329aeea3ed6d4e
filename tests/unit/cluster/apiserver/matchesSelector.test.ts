// A label selector's match (podStore.ts matchesSelector): every key equal; an empty
// selector selects nothing (a Service or budget without one selects no Pod here).
import { describe, expect, it } from 'vitest';
import { matchesSelector } from '../../../../src/cluster/apiserver/podStore.ts';

describe('matchesSelector', () => {
  const labels = { app: 'web', tier: 'frontend' };

  it('matches when every key of the selector has the same value', () => {
    expect(matchesSelector(labels, { app: 'web' })).toBe(true);
    expect(matchesSelector(labels, { app: 'web', tier: 'frontend' })).toBe(true);
  });

  it('does not match on a different value or a missing key', () => {
    expect(matchesSelector(labels, { app: 'api' })).toBe(false);
    expect(matchesSelector(labels, { app: 'web', track: 'canary' })).toBe(false);
  });

  it('selects nothing with an empty selector', () => {
    expect(matchesSelector(labels, {})).toBe(false);
  });
});
