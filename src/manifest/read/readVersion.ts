// The version a scenario text asks for, read without parsing the YAML (the page reads it
// on every keystroke, and the YAML library stays out of the first load).
import { parseVersion, type KubeVersion } from '../../versions/version.ts';

/** The minor the text asks for, or null (the loader says why it is wrong, if it is). */
export function readKubernetesVersion(text: string): KubeVersion | null {
  const m = /^\s*kubernetesVersion:\s*["']?(v?1\.\d+(?:\.\d+)?)["']?\s*(#.*)?$/m.exec(text);
  return m ? parseVersion(m[1]!) : null;
}
