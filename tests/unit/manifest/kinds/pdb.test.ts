// A PodDisruptionBudget that selects nothing protects nothing: the disruption controller
// records NoPods ("No matching pods found"); podterm warns on the budget's document.
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { deployment } from '../docs.ts';

const pdb = (app: string): string =>
  `---\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: budget\nspec:\n  minAvailable: 1\n  selector:\n    matchLabels: {app: ${app}}\n`;

const warnings = (text: string) =>
  loadScenario(text).diagnostics.filter((d) => d.severity === 'warning');

describe('PodDisruptionBudget selecting nothing', () => {
  it('is a warning naming NoPods, on the budget’s lines', () => {
    const text = deployment('  replicas: 2\n') + pdb('api');
    const [w] = warnings(text);
    expect(w?.message).toMatch(/^PodDisruptionBudget budget: No matching pods found \(NoPods\)/);
    const budgetStart = text.split('\n').indexOf('kind: PodDisruptionBudget');
    expect(w!.line).toBeGreaterThanOrEqual(budgetStart);
  });

  it('says nothing when the selector matches a workload’s pods', () => {
    expect(warnings(deployment('  replicas: 2\n') + pdb('web'))).toEqual([]);
  });
});
