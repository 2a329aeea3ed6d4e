// The lint rule that keeps version comparisons in src/versions/: what it reports, what it
// lets pass (a value named `v`, a presence check, an apiVersion).
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../../eslint/noVersionComparison.js';

RuleTester.describe = describe;
RuleTester.it = it;

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'no-version-comparison',
  rule,
  {
    valid: [
      'if (v >= 0) f();',
      'if (version === undefined) f();',
      "if (kubernetesVersion !== '') f();",
      "if (apiVersion === 'v1') f();",
      'if (typeof minor === "number") f();',
      'if (terminatingReplicasStatus(world.v)) f();',
    ],
    invalid: [
      { code: 'if (minor >= 27) f();', errors: [{ messageId: 'compare' }] },
      { code: 'if (world.v.minor < 34) f();', errors: [{ messageId: 'compare' }] },
      { code: 'if (ctx.version === 22) f();', errors: [{ messageId: 'compare' }] },
      { code: 'const x = traceMinor(t) > 30;', errors: [{ messageId: 'compare' }] },
      { code: 'if (minor < MAX_MINOR) f();', errors: [{ messageId: 'compare' }] },
    ],
  },
);
