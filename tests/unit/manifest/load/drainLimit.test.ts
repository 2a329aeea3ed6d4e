// The limit of drains in a run (issue 31 item 8): 1,000 drains in turn over 5,000 Pods under
// budgets took over 100 s of CPU on the CLI, so a scenario may drain at most MAX_DRAINS
// times; past it the document is refused with a message naming the limit and its value.
import { describe, expect, it } from 'vitest';
import { MAX_DRAINS } from '../../../../src/manifest/load/crossCheck.ts';
import { loadScenario } from '../../../../src/manifest/load/loadScenario.ts';
import { nodeName } from '../../../../src/manifest/kinds/scenarioNodes.ts';

const withDrains = (n: number): string => `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  nodes: ${n}
  duration: 10m
  actions:
${Array.from({ length: n }, (_, i) => `    - {at: ${i + 1}s, do: drain, target: node/${nodeName(i)}}`).join('\n')}
`;

describe('the limit of drains', () => {
  it(`refuses ${MAX_DRAINS + 1} drains, naming the limit and its value`, () => {
    const r = loadScenario(withDrains(MAX_DRAINS + 1));
    const e = r.diagnostics.filter((d) => d.severity === 'error');
    expect(r.model).toBeNull();
    expect(e).toHaveLength(1);
    expect(e[0]!.message).toBe(
      `the scenario has ${MAX_DRAINS + 1} drain actions; podterm simulates at most ${MAX_DRAINS} drains in a run (the limit of drains: more take minutes)`,
    );
    // The line of the first drain past the limit.
    expect(e[0]!.line).toBe(7 + MAX_DRAINS);
  });

  it(`runs ${MAX_DRAINS} drains`, () => {
    const r = loadScenario(withDrains(MAX_DRAINS));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.model).not.toBeNull();
  });
});
