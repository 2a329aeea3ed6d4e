// The Kubernetes minor to simulate. Picking one rewrites the Scenario document's
// kubernetesVersion (so a share link carries it) and re-simulates like any edit.
import { MAX_MINOR, MIN_MINOR } from '../manifest/model.ts';
import { readKubernetesVersion } from '../manifest/readVersion.ts';
import { useAppStore } from '../store/useAppStore.ts';

const VERSIONS = Array.from({ length: MAX_MINOR - MIN_MINOR + 1 }, (_, i) => `1.${MAX_MINOR - i}`);

export function VersionPicker({ onEdit }: { onEdit: (text: string) => void }) {
  const text = useAppStore((s) => s.text);
  const current = readKubernetesVersion(text) ?? `1.${MAX_MINOR}`;
  return (
    <label className="presets">
      Kubernetes
      <select
        aria-label="Kubernetes version"
        value={current}
        onChange={(e) => {
          const v = e.target.value;
          // The YAML writer loads on first use.
          void import('../manifest/setVersion.ts').then((m) =>
            onEdit(m.setKubernetesVersion(text, v)),
          );
        }}
      >
        {VERSIONS.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}
