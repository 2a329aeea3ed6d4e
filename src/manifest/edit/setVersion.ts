// Writes `spec.kubernetesVersion` into the scenario text (the UI's version picker), so
// that what is shared is always the document. Comments and layout are kept; a document
// without a Scenario gets one in front.
import { isMap, parseAllDocuments, type ToStringOptions } from 'yaml';
import { versionLabel, type KubeVersion } from '../../versions/version.ts';

/** Re-serialise as people write Kubernetes YAML: `{a: 1}` flow maps, no line folding. */
export const KEEP_STYLE: ToStringOptions = { flowCollectionPadding: false, lineWidth: 0 };

export function setKubernetesVersion(text: string, minor: KubeVersion): string {
  const version = versionLabel(minor);
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs) || docs.some((d) => d.errors.length > 0)) return text;
  const scenario = docs.find((d) => isMap(d.contents) && d.get('kind') === 'Scenario');
  if (scenario) {
    scenario.setIn(['spec', 'kubernetesVersion'], version);
    return docs.map((d) => d.toString(KEEP_STYLE)).join('');
  }
  const head = `apiVersion: podterm.dev/v1\nkind: Scenario\nmetadata:\n  name: scenario\nspec:\n  kubernetesVersion: "${version}"\n---\n`;
  return head + text;
}

export { readKubernetesVersion } from '../read/readVersion.ts';
