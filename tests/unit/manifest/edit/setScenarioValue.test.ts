// The one click on a request-path assumption writes its Scenario key into the document:
// the maps on the way made where missing, a value replaced in place, the user's comments
// and other documents kept, a Scenario put in front of a text without one.
import { describe, expect, it } from 'vitest';
import { setScenarioValue } from '../../../../src/manifest/edit/setScenarioValue.ts';
import { DEPLOY, ingress, modelOf, scenarioWith, stream, SVC } from '../dataPlane/dataPlaneDocs.ts';

const SETTINGS = ['spec', 'dataPlane', 'settings', 'propagation-lag'];

describe('setScenarioValue', () => {
  it('makes the maps on the way (spec.dataPlane.settings) and keeps comments', () => {
    const text = `# my scenario
apiVersion: podterm.dev/v1
kind: Scenario
spec:
  duration: 60s # a minute
  traffic:
    service: web # the front
---
${SVC}`;
    const r = setScenarioValue(text, SETTINGS, '10s');
    expect(r.reason).toBeUndefined();
    expect(r.text).toBe(
      text.replace('---\n', '  dataPlane:\n    settings:\n      propagation-lag: 10s\n---\n'),
    );
  });

  it('replaces a value in place, its comment and quoting kept', () => {
    const text = `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  dataPlane:
    # how the ALB is found
    loadBalancer: "aws-nlb" # guessed
    settings: {propagation-lag: 120s}
`;
    const lb = setScenarioValue(text, ['spec', 'dataPlane', 'loadBalancer'], 'aws-alb').text;
    expect(lb).toBe(text.replace('"aws-nlb"', '"aws-alb"'));
    const lag = setScenarioValue(lb, SETTINGS, '10s').text;
    expect(lag).toBe(lb.replace('120s', '10s'));
  });

  it('a boolean replaces a string, unquoted', () => {
    const text = scenarioWith('', '  dataPlane:\n    settings:\n      nativeSidecar: "yes"\n');
    const r = setScenarioValue(text, ['spec', 'dataPlane', 'settings', 'nativeSidecar'], false);
    expect(r.text).toContain('      nativeSidecar: false\n');
  });

  it('an empty map on the way is filled', () => {
    const text = 'apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  traffic:\n';
    expect(setScenarioValue(text, ['spec', 'traffic', 'client'], 'go').text).toBe(
      'apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  traffic:\n    client: go\n',
    );
  });

  it('puts a Scenario in front of a text without one, the text byte for byte', () => {
    const text = `# mine\n${stream(SVC, DEPLOY)}`;
    const r = setScenarioValue(text, ['spec', 'dataPlane', 'mesh'], 'linkerd');
    expect(r.text).toBe(
      `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: scenario\nspec:\n  dataPlane:\n    mesh: linkerd\n---\n${text}`,
    );
    expect(modelOf(r.text).mesh?.hop.name).toBe('linkerd-proxy');
  });

  it('the change one assumption offers changes the run: the hop it names', () => {
    const text = stream(scenarioWith('    via: ingress/web\n'), SVC, ingress(), DEPLOY);
    const [said] = modelOf(text).dataPlaneAssumptions!;
    expect(said!.change).toMatchObject({ path: ['spec', 'dataPlane', 'ingress'] });
    expect(said!.change!.current).toBe('ingress-nginx');
    const next = setScenarioValue(text, said!.change!.path, 'traefik').text;
    expect(modelOf(next).traffic!.via!.hop.name).toBe('traefik');
  });

  it('leaves broken YAML and a key under a scalar as they are, with the reason', () => {
    expect(setScenarioValue('a: [', SETTINGS, '1s').reason).toMatch(/fix the YAML first/);
    const text = 'apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n  dataPlane: istio\n';
    expect(setScenarioValue(text, SETTINGS, '1s')).toEqual({
      text,
      reason: 'spec.dataPlane of the Scenario is not a map',
    });
  });
});
