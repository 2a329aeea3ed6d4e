// The version a scenario text asks for, read without parsing the YAML (the page reads it
// on every keystroke, and the YAML library stays out of the first load).
/** The version the text asks for, as "1.NN", or null. */
export function readKubernetesVersion(text: string): string | null {
  const m = /^\s*kubernetesVersion:\s*["']?(1\.\d+)["']?\s*(#.*)?$/m.exec(text);
  return m ? m[1]! : null;
}
