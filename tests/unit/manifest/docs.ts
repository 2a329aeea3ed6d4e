// Scenario text builders and an error filter shared by the manifest tests.
import { kube } from '../../../src/versions/version.ts';
import { loadScenario } from '../../../src/manifest/load/loadScenario.ts';

export const errors = (text: string, minor?: number) =>
  loadScenario(text, minor === undefined ? {} : { version: kube(minor) }).diagnostics.filter(
    (d) => d.severity === 'error',
  );
export const scenario = (spec: string): string =>
  `apiVersion: podterm.dev/v1\nkind: Scenario\nspec:\n${spec}---\n`;
export const POD =
  'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - {name: app, image: nginx}\n';
export const deployment = (spec: string, labels = '{app: web}'): string =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n${spec}  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: ${labels}\n    spec:\n      containers: [{name: app, image: nginx}]\n`;
