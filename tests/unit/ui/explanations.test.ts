// The simulation's why sentences and version notes in Japanese and Russian; English and
// text podterm does not know pass through unchanged.
import { kube } from '../../../src/versions/version.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/ui/i18n/loadLanguage.ts';
import { versionNote } from '../../../src/versions/versionNotes.ts';
import { WHYS } from '../../../src/cluster/whys.ts';
import { changedIn, whyIn } from '../../../src/ui/i18n/explanations.ts';
import { describeIn, explainEvent } from '../../../src/ui/timeline/describe.ts';
import { docFor } from '../../../src/story/docLinks.ts';
import { docTitleIn } from '../../../src/ui/i18n/eventWords.ts';
import type { TraceEvent } from '../../../src/trace/types.ts';

// Japanese and Russian load on first use, as the page loads them.
beforeAll(async () => {
  await loadLanguage('ja');
  await loadLanguage('ru');
});

describe('explanations', () => {
  it('why sentences', () => {
    expect(whyIn('en', WHYS.evicted)).toBe(WHYS.evicted);
    expect(whyIn('ja', WHYS.evicted)).toMatch(/kubelet が Pod を evict した/);
    expect(whyIn('ru', WHYS.podGC)).toMatch(/^PodGC помечает Pod как Failed/);
    expect(whyIn('ja', 'something else')).toBe('something else');
  });

  it('version notes, seen from before and after the change', () => {
    expect(changedIn('ja', versionNote('nodeMonitorGrace', kube(32)), kube(32))).toBe(
      '1.32 から (#126287): 応答のないノードは 50 秒後に NotReady になる。1.32 より前: 40 秒後だった。',
    );
    expect(changedIn('ru', versionNote('nodeMonitorGrace', kube(31)), kube(31))).toBe(
      'До 1.31 включительно: через 40 с. С 1.32 (#126287): молчащий узел помечается NotReady через 50 с.',
    );
    expect(changedIn('en', versionNote('terminalPhase', kube(27)), kube(27))).toBe(
      versionNote('terminalPhase', kube(27)),
    );
  });

  it('tooltips say the event, the why and the note in the page’s language', () => {
    const e: TraceEvent = {
      t: 40_000,
      lane: 'node',
      type: 'KubeEvent',
      object: 'Node/node-a',
      data: {
        reason: 'NodeNotReady',
        message: 'Node node-a status is now: NodeNotReady',
        eventType: 'Normal',
        source: 'node',
      },
      changed: versionNote('nodeMonitorGrace', kube(31)),
    };
    expect(explainEvent(e, 'ru', kube(31))).toMatch(/\nВерсия: До 1\.31 включительно/);
    expect(explainEvent(e, 'en', kube(31))).toMatch(/\nVersion: Up to 1\.31/);
  });

  it('traffic: a window of served requests names the Service and the window (trace version 2)', () => {
    const e: TraceEvent = {
      t: 10_000,
      lane: 'traffic',
      type: 'RequestsServed',
      object: 'Service/web',
      data: { count: 7, window: 100 },
    };
    expect(describeIn('en', e)).toBe('Service/web: 7 requests served in 100 ms');
    expect(describeIn('ja', e)).toBe('Service/web が 100 ms で 7 件のリクエストを処理');
    expect(describeIn('ru', e)).toBe('Service/web обработал запросов за 100 мс: 7');
  });

  it('an action says the Pod its prefix reached, and nothing more when the name is exact', () => {
    const e: TraceEvent = {
      t: 5_000,
      lane: 'api-server',
      type: 'ActionApplied',
      object: 'Pod/web-6c7f9-abcde',
      data: { action: 'delete', target: 'pod/web' },
    };
    expect(describeIn('en', e)).toBe('action: delete pod/web → Pod/web-6c7f9-abcde');
    expect(describeIn('ja', e)).toBe('操作: delete pod/web → Pod/web-6c7f9-abcde');
    expect(describeIn('ru', { ...e, object: 'Pod/web', data: { ...e.data } })).toBe(
      'действие: delete pod/web',
    );
  });
});

describe('doc links in the page’s language', () => {
  const ev = (lane: TraceEvent['lane'], reason: string): TraceEvent => ({
    t: 0,
    lane,
    type: 'KubeEvent',
    object: 'X/x',
    data: { reason, message: '', eventType: 'Normal', source: lane },
  });

  it('probe failures and the kills they cause link to the probes page', () => {
    const probes = /configure-liveness-readiness-startup-probes\/$/;
    expect(docFor(ev('kubelet', 'Unhealthy'))?.url).toMatch(probes);
    const killing = ev('kubelet', 'Killing');
    if (killing.type !== 'KubeEvent') throw new Error('a KubeEvent');
    killing.data.message = 'Container app failed liveness probe, will be restarted';
    expect(docFor(killing)?.url).toMatch(probes);
    expect(docTitleIn('ja', docFor(killing)!.title)).toMatch(/Startup Probe の設定/);
  });
});
