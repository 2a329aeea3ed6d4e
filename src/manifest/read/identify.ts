// What each document is: its kind, apiVersion, name and namespace. A kind podterm does not
// read (ClusterRole, ConfigMap, a CRD, anything with a kind) is listed as ignored and never
// validated further, whatever its name: metrics-server's ClusterRole
// `system:aggregated-metrics-reader` is a valid name for its kind. The kinds podterm reads
// are checked as the API server would at the scenario's minor (`admit`): their apiVersion
// against the versions served then, their name by their kind's own rule.
import { validateMetaMaps } from './labels.ts';
import { versionLabel, type KubeVersion } from '../../versions/version.ts';
import type { Diagnostic } from './diagnostics.ts';
import { Reader } from './fields.ts';
import { checkApiVersion, isReadKind, API_VERSIONS } from './kinds.ts';
import { dns1123LabelErrors, generatedName, nameRule, nameWarning } from './names.ts';
import type { SourceDoc } from './parse.ts';

export interface Doc {
  doc: SourceDoc;
  r: Reader;
  kind: string;
  apiVersion: string | null;
  /** podterm reads this kind; else it is listed as ignored. */
  read: boolean;
  /** metadata.generateName when the name is generated from it. */
  generateName: string | null;
  meta: { name: string; namespace: string; line: number };
}

/** Kinds without a namespace (ValidateObjectMeta's requiresNamespace false). */
const CLUSTER_SCOPED = new Set(['Scenario', 'PriorityClass', 'IngressClass', 'GatewayClass']);

/** kind, apiVersion and metadata of one document, or null when it cannot be used. */
export function identify(doc: SourceDoc, out: Diagnostic[], index: number): Doc | null {
  const r = Reader.of(doc, out);
  if (!r.isMap) {
    r.error('each document must be a Kubernetes object (a map with apiVersion, kind, metadata)');
    return null;
  }
  const kindValue = r.get('kind');
  if (kindValue === undefined || kindValue === null || kindValue === '') {
    r.error('kind: Required value', r.has('kind') ? 'kind' : undefined);
    return null;
  }
  if (typeof kindValue !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(kindValue)) {
    r.invalid('kind', kindValue, 'must be a kind such as Pod or Deployment');
    return null;
  }
  const kind = kindValue;
  const v = r.get('apiVersion');
  const apiVersion = typeof v === 'string' ? v : v === undefined || v === null ? null : String(v);
  const metaR = r.child('metadata');
  const meta = metaR.isMap ? metaR : null;
  const text = (key: string): string | null => {
    const x = meta?.get(key);
    return typeof x === 'string' && x !== '' ? x : null;
  };
  const namespace = text('namespace') ?? 'default';
  const base = { doc, r, kind, apiVersion, generateName: null };
  if (!isReadKind(kind)) {
    const name = text('name') ?? text('generateName') ?? '';
    return { ...base, read: false, meta: { name, namespace, line: doc.line } };
  }
  if (metaR.value !== undefined && metaR.value !== null && !meta) {
    r.invalid('metadata', metaR.value, 'must be a map with name');
    return null;
  }
  const nameValue = meta?.get('name');
  if (nameValue !== undefined && nameValue !== null && typeof nameValue !== 'string') {
    metaR.invalid('name', nameValue, 'must be a string');
    return null;
  }
  const generate = text('generateName');
  let name = text('name');
  if (name === null && kind === 'Scenario') name = 'scenario';
  else if (name === null && generate !== null)
    return {
      ...base,
      read: true,
      generateName: generate,
      meta: { name: generatedName(generate, `${kind}#${index}`), namespace, line: doc.line },
    };
  if (name === null) {
    (meta ?? r).error(
      'metadata.name: Required value: name or generateName is required',
      meta ? undefined : 'kind',
    );
    return null;
  }
  return { ...base, read: true, meta: { name, namespace, line: doc.line } };
}

/**
 * The checks that depend on the scenario's version, for a kind podterm reads: false when the
 * API server would refuse the name (the document is then left out).
 */
export function admit(d: Doc, v: KubeVersion): boolean {
  const { r, kind, meta } = d;
  const metaR = r.child('metadata');
  checkVersion(d, v);
  const rule = nameRule(kind, v);
  let ok = true;
  // ValidateObjectMetaAccessor: generateName by the kind's rule as a prefix, then the name.
  if (d.generateName !== null) {
    for (const m of rule(d.generateName, true)) metaR.invalid('generateName', d.generateName, m);
    metaR.report(
      'info',
      `metadata.generateName: kubectl apply refuses it ("error: from ${d.generateName}: cannot use generate name with apply"); kubectl create has the API server make a name such as ${meta.name}, and podterm uses that one`,
      'generateName',
    );
  }
  for (const m of rule(meta.name, false)) {
    ok = false;
    if (d.generateName === null) metaR.invalid('name', meta.name, m);
    else
      metaR.error(
        `metadata.name: Invalid value: ${JSON.stringify(meta.name)}: ${m}`,
        'generateName',
      );
  }
  if (!CLUSTER_SCOPED.has(kind) && metaR.has('namespace')) {
    // ValidateObjectMetaAccessor: ValidateNamespaceName, a DNS label.
    for (const m of dns1123LabelErrors(meta.namespace)) {
      ok = false;
      metaR.invalid('namespace', metaR.get('namespace'), m);
    }
  }
  // ValidateObjectMetaAccessor: ValidateLabels and ValidateAnnotations.
  if (metaR.isMap && !validateMetaMaps(metaR, v)) ok = false;
  const warning = ok ? nameWarning(kind, meta.name, v) : null;
  if (warning) metaR.report('info', `the API server warns: ${warning}`, 'name');
  return ok;
}

/** apiVersion against the versions served at `v` (a missing one is kubectl's to refuse). */
function checkVersion(d: Doc, v: KubeVersion): void {
  const { r, kind, apiVersion } = d;
  if (apiVersion === null) return;
  const check = checkApiVersion(kind, apiVersion, v);
  const preferred = API_VERSIONS[kind]!;
  if (check.served) {
    if (check.warning) r.report('info', `the API server warns: ${check.warning}`, 'apiVersion');
    return;
  }
  // kubectl would refuse it (its RESTMapper finds no such kind); podterm reads it anyway so
  // that a typo or an old manifest does not stop the run.
  const gone =
    check.lastServed !== null
      ? ` (${apiVersion} ${kind} is served through Kubernetes 1.${check.lastServed}, not ${versionLabel(v)}; use ${preferred})`
      : '';
  r.report(
    'warning',
    `no matches for kind "${kind}" in version "${apiVersion}": kubectl would refuse this document${gone}; podterm reads it as ${preferred}`,
    'apiVersion',
    'apiVersionNotServed',
  );
}
