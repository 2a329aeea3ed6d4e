// A label selector's match (podStore.ts matchesSelector): every key equal; an empty
// selector selects nothing (a Service or budget without one selects no Pod here).
import { describe, expect, it } from 'vitest';
import { matchesSelector, selectorMatcher } from '../../../../src/cluster/apiserver/podStore.ts';

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

describe('selectorMatcher', () => {
  it('answers as matchesSelector for every labels object, the one that matched last included', () => {
    const selector = { app: 'web' };
    const match = selectorMatcher(selector);
    const web = { app: 'web', tier: 'frontend' };
    const api = { app: 'api' };
    const seq = [web, web, api, web, { app: 'web' }, api, {}];
    expect(seq.map(match)).toEqual(seq.map((l) => matchesSelector(l, selector)));
  });
});
