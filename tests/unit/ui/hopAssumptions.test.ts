// Every sentence podterm writes about the request path comes from the phrases of
// manifest/dataPlane/hopWords.ts, so the page can say it in Japanese and Russian: the
// request-path assumptions of every fixture and preset, and every branch of the inference
// (small documents), are read back and said again.
import { describe, expect, it } from 'vitest';
import { SCENARIOS, traceOf } from '../helpers/everyTrace.ts';
import {
  HOP_WORDS,
  parseHopAssumption,
  type HopWordKey,
} from '../../../src/manifest/dataPlane/hopWords.ts';
import { HOP_KINDS } from '../../../src/manifest/dataPlane/hopCatalog.ts';
import { assumptionIn, sayHopWith } from '../../../src/ui/i18n/assumptions.ts';
import { HOP_ASSUMED, KNOB_WORDS } from '../../../src/ui/i18n/hopAssumed.ts';
import {
  DEPLOY,
  deployWith,
  gateway,
  gatewayClass,
  ingress,
  ingressClass,
  lbService,
  modelOf,
  problems,
  ROUTE,
  scenarioWith,
  stream,
  SVC,
} from '../manifest/dataPlane/dataPlaneDocs.ts';

const keys = Object.keys(HOP_WORDS) as HopWordKey[];
const names = (t: string) => [...new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const SLOT = new RegExp(
  `\\{(${[...new Set(keys.flatMap((k) => names(HOP_WORDS[k])))].join('|')})\\}`,
);

const VIA = (via: string, spec = '') => scenarioWith(`    via: ${via}\n`, spec);
const NS = (name: string, labels: string, annotations = '{}') =>
  `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${name}\n  labels: ${labels}\n  annotations: ${annotations}\n`;
const DEFAULT_CLASS = '  annotations:\n    ingressclass.kubernetes.io/is-default-class: "true"\n';
const IP = '  annotations:\n    alb.ingress.kubernetes.io/target-type: ip\n';
const said = (minor: number | undefined, ...docs: string[]) =>
  (modelOf(stream(...docs), minor).dataPlaneAssumptions ?? []).map((a) => a.text);

/** Sentences the fixtures may not reach: every branch of the inference. */
const MORE = [
  said(undefined, VIA('ingress/web'), SVC, ingress(), DEPLOY),
  said(
    undefined,
    VIA('ingress/web'),
    SVC,
    ingress('', '  ingressClassName: public\n'),
    ingressClass('public', 'k8s.io/ingress-nginx'),
    DEPLOY,
  ),
  said(
    undefined,
    VIA('ingress/web'),
    SVC,
    ingress('', ''),
    ingressClass('nginx', 'k8s.io/ingress-nginx', DEFAULT_CLASS),
    DEPLOY,
  ),
  said(undefined, VIA('ingress/web'), SVC, ingress(IP, '  ingressClassName: alb\n'), DEPLOY),
  said(
    undefined,
    VIA('ingress/web'),
    lbService(`    cloud.google.com/neg: '{"ingress": true}'\n`),
    ingress('', '  ingressClassName: gce\n'),
    DEPLOY,
  ),
  said(undefined, VIA('ingress/web'), SVC, ingress('', '  ingressClassName: gce\n'), DEPLOY),
  said(
    undefined,
    VIA('ingress/web'),
    SVC,
    ingress('', '  ingressClassName: azure/application-gateway\n'),
    DEPLOY,
  ),
  said(
    undefined,
    VIA('httproute/web'),
    SVC,
    ROUTE,
    gateway('eg'),
    gatewayClass('eg', 'gateway.envoyproxy.io/gatewayclass-controller'),
    DEPLOY,
  ),
  said(undefined, VIA('httproute/web'), SVC, ROUTE, gateway('eg'), DEPLOY),
  said(
    undefined,
    VIA('service/web'),
    lbService('    service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: ip\n'),
    DEPLOY,
  ),
  said(
    undefined,
    VIA('service/web'),
    lbService('    service.beta.kubernetes.io/aws-load-balancer-type: nlb-ip\n'),
    DEPLOY,
  ),
  said(undefined, scenarioWith(''), SVC, ingress(), DEPLOY),
  said(32, deployWith('{app: web, sidecar.istio.io/inject: "true"}')),
  said(33, NS('default', '{istio-injection: enabled}', '{linkerd.io/inject: enabled}'), DEPLOY),
  said(undefined, NS('other', '{istio.io/rev: canary}'), DEPLOY),
  said(undefined, scenarioWith('', '  dataPlane:\n    mesh: linkerd\n'), SVC, DEPLOY),
  said(undefined, scenarioWith('    keepAlive: true\n'), SVC, DEPLOY),
  said(undefined, VIA('ingress/web\n    keepAlive: true'), SVC, ingress(), DEPLOY),
  // A warning, said in the same words.
  problems(stream(VIA('httproute/web'), SVC, ROUTE, DEPLOY), 'warning').map((p) =>
    p.message.slice(p.message.indexOf(': ') + 2),
  ),
].flat();

/** Phrases no document reaches: a default IngressClass is always in the document. */
const UNREACHED: readonly HopWordKey[] = ['noController'];

describe('request-path phrases', () => {
  it('read back every request-path sentence of the fixtures, the presets and every inference branch', () => {
    const texts = new Set(MORE);
    for (const file of SCENARIOS) {
      const trace = traceOf(file);
      // spec.images is an image's one click (manifest/images/tagScheme.ts), spec.latencies a
      // pull time's (manifest/images/pullAssumptions.ts), not the path's.
      for (const a of trace?.assumptions ?? [])
        if (a.change && a.change.path[1] !== 'images' && a.change.path[1] !== 'latencies')
          texts.add(a.text);
    }
    const seen = new Set<HopWordKey>();
    const visit = (s: NonNullable<ReturnType<typeof parseHopAssumption>>): void => {
      seen.add(s.key);
      for (const v of Object.values(s.values))
        if (typeof v !== 'string') for (const x of [v].flat()) visit(x);
    };
    for (const text of texts) {
      const back = parseHopAssumption(text);
      expect(back, `no phrase says "${text}"`).not.toBeNull();
      if (!back) continue;
      visit(back);
      expect(sayHopWith('en', back)).toBe(text);
      expect(assumptionIn('en', text)).toBe(text);
      for (const lang of ['ja', 'ru'] as const) {
        const other = assumptionIn(lang, text);
        expect(other, `${lang}: ${text}`).not.toMatch(SLOT);
        expect(other).not.toBe(text);
      }
    }
    expect([...seen].sort()).toEqual(keys.filter((k) => !UNREACHED.includes(k)).sort());
  });

  it('ja and ru have every phrase, with the same values, code as written', () => {
    for (const lang of ['ja', 'ru'] as const)
      for (const key of keys) {
        const en = HOP_WORDS[key];
        expect(names(HOP_ASSUMED[lang][key]), `${lang} ${key}`).toEqual(names(en));
        if (en !== '') expect(HOP_ASSUMED[lang][key], `${lang} ${key}`).not.toBe(en);
        const code = (t: string) => [...t.matchAll(/`[^`]*`/g)].map((m) => m[0]).sort();
        expect(code(HOP_ASSUMED[lang][key]), `${lang} ${key}`).toEqual(code(en));
      }
  });

  it('the knobs a preset fills say their effect and preset in ja and ru', () => {
    for (const kind of Object.values(HOP_KINDS))
      for (const k of kind.knobs)
        for (const p of k.presets ?? []) {
          expect(KNOB_WORDS[k.effect], `${kind.name} ${k.name}`).toBeDefined();
          expect(KNOB_WORDS[p.name], `${kind.name} ${k.name} ${p.name}`).toBeDefined();
        }
  });

  it('carry the values into the translation, hop names and code as they are written', () => {
    const [text] = said(
      undefined,
      VIA('ingress/web'),
      SVC,
      ingress(IP, '  ingressClassName: alb\n'),
      DEPLOY,
    );
    expect(assumptionIn('ja', text!)).toBe(
      'Ingress/web は AWS Application Load Balancer (IP targets) (`aws-alb`) が受け持つとみなす: `ingressClassName: alb` が指定されている、`alb.ingress.kubernetes.io/target-type: ip` (Pod の IP がターゲット)',
    );
  });
});
