// The focus Pod's labelled spans, read off real runs of the presets.
import { describe, expect, it } from 'vitest';
import { presetTrace } from '../helpers/presets.ts';
import { focusPod, replacementOf } from '../../../src/story/focus.ts';
import { storySpans, type SpanRow } from '../../../src/story/spans.ts';

const preset = presetTrace;

/** A row's states with their start times in seconds, e.g. ['pod.running@1.3', …]. */
const states = (rows: SpanRow[], kind: string, key?: string): string[] =>
  rows
    .find((r) => r.ref.kind === kind && (key === undefined || Object.values(r.ref).includes(key)))!
    .spans.map((s) => `${s.state}${s.detail ? `:${s.detail}` : ''}@${s.from / 1000}`);

describe('the story of the default preset (a Pod deleted at 10 s without preStop)', () => {
  const trace = preset('default');
  const rows = storySpans(trace);
  const pod = focusPod(trace)!;

  it('follows the deleted Pod and its replacement', () => {
    expect(pod).toMatch(/^Pod\/web-/);
    expect(trace.events.find((e) => e.type === 'DeletionRequested')!.object).toBe(pod);
    expect(replacementOf(trace, pod)).toMatch(/^Pod\/web-/);
    expect(replacementOf(trace, pod)).not.toBe(pod);
  });

  it('shows the Pod Running, Terminating from 10 s, then Succeeded until it is gone', () => {
    expect(states(rows, 'pod')).toEqual([
      'pod.pending@0.1',
      'pod.running@1.3',
      'pod.terminating@10',
      'pod.succeeded@10.6',
    ]);
    const last = rows.find((r) => r.ref.kind === 'pod')!.spans.at(-1)!;
    expect(last.to).toBe(11_600);
  });

  it('shows the container exit 0 on SIGTERM (the same millisecond: no stopping span)', () => {
    expect(states(rows, 'container', 'app')).toEqual([
      'container.running@1.3',
      'container.exited:0@10.1',
    ]);
  });

  it('shows the endpoint terminating, then removed', () => {
    expect(states(rows, 'endpoint')).toEqual([
      'endpoint.ready@1.4',
      'endpoint.servingTerminating@10.1',
      'endpoint.terminating@10.2',
      'endpoint.removed@10.7',
    ]);
  });

  it('shows each node’s kube-proxy routing to the Pod until 11.1 s', () => {
    for (const node of ['node-a', 'node-b'])
      expect(states(rows, 'proxy', node)).toEqual(['proxy.routing@2.4', 'proxy.rulesRemoved@11.1']);
  });

  it('shows the replacement created, scheduled and Ready', () => {
    expect(states(rows, 'replacement')).toEqual([
      'replacement.created@10.1',
      'replacement.scheduled@10.2',
      'replacement.ready@11.3',
    ]);
  });
});

describe('a shell that ignores SIGTERM', () => {
  it('is SIGKILLed at the end of the grace period: SIGKILL 137', () => {
    const rows = storySpans(preset('ignore-sigterm'));
    expect(states(rows, 'container', 'main')).toEqual([
      // The preset's untagged busybox is pulled first (imagePullPolicy Always): 1 s.
      'container.running@2.2',
      'container.stopping:SIGTERM@5.1',
      'container.exited:137@35.1',
    ]);
  });
});

describe('a preStop sleep', () => {
  it('runs preStop for 5 s before SIGTERM, on which the app exits 0', () => {
    const rows = storySpans(preset('prestop-sleep'));
    expect(states(rows, 'container', 'app').slice(1)).toEqual([
      'container.preStop@10.1',
      'container.exited:0@15.1',
    ]);
  });
});
