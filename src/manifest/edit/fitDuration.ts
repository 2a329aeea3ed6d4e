// The action picker's duration (issue 14): after an action is added, the Scenario's
// `spec.duration` must reach past it and what it sets off (a Pod's grace, a rollout's
// waves). A written duration is only ever raised; a missing one (or a missing Scenario
// document) becomes the duration the whole scenario needs, as a bare text would run.
import type { EditResult } from './editActions.ts';
import { actionNeed } from '../duration/actionNeeds.ts';
import { loadScenario } from '../load/loadScenario.ts';
import { MAX_DURATION_MS } from '../model/model.ts';
import { covering, estimateDuration, roundUp } from '../duration/scenarioDuration.ts';
import { readDuration, setDuration } from './setDuration.ts';

export interface FitResult extends EditResult {
  /** The duration the text now says, in ms (null when it could not be read). */
  durationMs: number | null;
  /** The duration was written or raised. */
  changed: boolean;
}

/**
 * `shownMs`: how long the run on screen lasts. A document that wrote no duration ran that
 * long until now; the duration written for it never makes the run shorter.
 */
export function fitDuration(text: string, shownMs = 0): FitResult {
  const written = readDuration(text);
  const { model } = loadScenario(text);
  if (!model)
    return {
      text,
      durationMs: written.ms,
      changed: false,
      reason: 'the document has errors: the duration is left as it is',
    };
  let want: number;
  if (written.ms === null)
    want = Math.min(MAX_DURATION_MS, Math.max(estimateDuration(model).ms, roundUp(shownMs)));
  else {
    const actions = model.actions.map((a) => covering(actionNeed(model, a).ms));
    want = Math.max(written.ms, Math.min(MAX_DURATION_MS, Math.max(0, ...actions)));
  }
  if (want === written.ms) return { text, durationMs: want, changed: false };
  const result = setDuration(text, want);
  if (result.reason) return { ...result, durationMs: written.ms, changed: false };
  return { text: result.text, durationMs: want, changed: true };
}
