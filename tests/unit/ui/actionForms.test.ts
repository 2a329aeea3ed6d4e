import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../src/manifest/kinds/actions.ts';
import { addAction } from '../../../src/manifest/edit/editActions.ts';
import { simulateText } from '../../../src/run/simulate.ts';
import {
  ACTION_FORMS,
  buildAction,
  formFor,
  initialValues,
  targetsFor,
  type ParamForm,
} from '../../../src/ui/actions/actionForms.ts';
import { traceContainers, traceObjects } from '../../../src/ui/actions/traceObjects.ts';

/** The `do:` values the contract (shared/spec/scenario-and-trace.md §1) lists. */
const CONTRACT = [
  'delete',
  'evict',
  'drain',
  'rollout',
  'scale',
  'nodeShutdown',
  'nodeLost',
  'preempt',
  'exit',
  'oomKill',
  'suspend',
  'resume',
];

const BASE = `apiVersion: podterm.dev/v1
kind: Scenario
spec:
  duration: 40s
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 2
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: app, image: example/web:1.0}]
---
apiVersion: batch/v1
kind: Job
metadata: {name: batch}
spec:
  template:
    spec:
      restartPolicy: Never
      containers: [{name: work, image: busybox, command: [sh, -c, 'sleep 30']}]
`;

const run = simulateText(BASE);
const objects = traceObjects(run.trace);

/** A value for every parameter, not only the defaults: all of them must be accepted. */
function filled(p: ParamForm, target: string): string {
  switch (p.input.type) {
    case 'boolean':
      return 'true';
    case 'choice':
      return p.input.options[1]!;
    case 'text':
      if (p.key === 'label') return 'tier=debug';
      if (p.key === 'condition') return 'example.com/lb-ready';
      if (p.key === 'reason') return 'NonExistingImage';
      return p.key === 'container' ? traceContainers(run.trace, target)[0]! : 'example/web:2.0';
    default:
      return p.initial || '5';
  }
}

describe('the action picker forms', () => {
  it('has a form for every `do:` the contract and the validator know', () => {
    const forms = ACTION_FORMS.map((f) => f.do);
    for (const kind of [...CONTRACT, ...ACTIONS]) expect(forms).toContain(kind);
    expect(formFor('drain').params).toEqual([]);
    expect(formFor('scale').params.map((p) => p.key)).toEqual(['replicas']);
    expect(formFor('delete').params.map((p) => p.key)).toEqual([
      'gracePeriodSeconds',
      'force',
      'api',
      'propagationPolicy',
    ]);
  });

  it('writes api: true only when a raw API DELETE is asked for', () => {
    const del = formFor('delete');
    expect(buildAction(del, 'Job/j', 5, { api: 'true' }).params).toEqual({ api: true });
    expect(buildAction(del, 'Job/j', 5, {}).params).toEqual({});
  });

  it('finds the objects of the run to aim at, by kind', () => {
    expect(run.trace).not.toBeNull();
    expect(objects).toContain('Deployment/web');
    expect(objects).toContain('Job/batch');
    expect(objects).toContain('Node/node-a');
    expect(targetsFor(formFor('drain'), objects)).toEqual(['Node/node-a', 'Node/node-b']);
    expect(targetsFor(formFor('suspend'), objects)).toEqual(['Job/batch']);
    expect(targetsFor(formFor('rollout'), objects)).toEqual(['Deployment/web']);
    expect(traceContainers(run.trace, 'Deployment/web')).toEqual(['app']);
    const jobPod = objects.find((o) => o.startsWith('Pod/batch-'))!;
    expect(traceContainers(run.trace, jobPod)).toEqual(['work']);
  });

  for (const form of ACTION_FORMS) {
    for (const variant of ['defaults', 'every parameter'] as const) {
      it(`writes ${form.do} (${variant}) as the validator accepts it`, () => {
        const target = targetsFor(form, objects)[0] ?? '';
        expect(target, `a target for ${form.do}`).not.toBe('');
        const values =
          variant === 'defaults'
            ? initialValues(form)
            : Object.fromEntries(form.params.map((p) => [p.key, filled(p, target)]));
        const action = buildAction(form, target, 5, values);
        const edited = addAction(BASE, action);
        expect(edited.reason).toBeUndefined();
        const result = simulateText(edited.text);
        const errors = result.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map((d) => d.message)).toEqual([]);
        const applied = result.trace!.events.find((e) => e.type === 'ActionApplied');
        expect(applied?.data).toMatchObject({ action: form.do, target: action.target });
      });
    }
  }

  it('leaves out blank and unchecked parameters', () => {
    const action = buildAction(formFor('delete'), 'Pod/web-1', 2, {
      force: '',
      gracePeriodSeconds: ' ',
    });
    expect(action).toEqual({ at: 2, do: 'delete', target: 'pod/web-1', params: {} });
  });
});
