// podterm as a library (`import { simulate, check } from 'podterm'`, built to dist-cli/index.js
// with its types from types.ts): the same entry points the `podterm` command and the page's
// worker use.
//   simulate(text, options)  the scenario's trace and diagnostics (run/simulate.ts)
//   check(text, options)     the manifests' findings with their stable ids (check/check.ts)
import { parseVersion, type KubeVersion } from '../versions/version.ts';
import { simulateText } from '../run/simulate.ts';
import { check as checkText } from '../check/check.ts';
import type { Check, LibraryOptions, Simulate } from './types.ts';

export type * from './types.ts';
export { CHECK_RULES } from '../check/rules.ts';

function version(options: LibraryOptions): { version?: KubeVersion } {
  if (options.kubernetesVersion === undefined) return {};
  const v = parseVersion(options.kubernetesVersion);
  if (!v) throw new Error(`not a Kubernetes version: ${options.kubernetesVersion}`);
  return { version: v };
}

export const simulate: Simulate = (text, options = {}) => {
  const { trace, diagnostics } = simulateText(text, {
    ...version(options),
    ...(options.untilMs === undefined ? {} : { untilMs: options.untilMs }),
  });
  return { trace, diagnostics };
};

export const check: Check = (text, options = {}) => checkText(text, version(options));
