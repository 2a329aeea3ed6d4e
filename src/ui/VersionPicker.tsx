// The Kubernetes version to simulate (a minor, or a patch where behaviour changed within one). Picking one rewrites the Scenario document's
// kubernetesVersion (so a share link carries it) and re-simulates like any edit.
import { PICKABLE_VERSIONS } from '../versions/features.ts';
import { NEWEST, parseVersion, versionLabel } from '../versions/version.ts';
import { readKubernetesVersion } from '../manifest/read/readVersion.ts';
import { useAppStore } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

export function VersionPicker({ onEdit }: { onEdit: (text: string) => void }) {
  const text = useAppStore((s) => s.text);
  const current = readKubernetesVersion(text) ?? NEWEST;
  const t = useT();
  return (
    <label className="presets">
      {t('kubernetes')}
      <select
        aria-label={t('kubernetesVersion')}
        value={versionLabel(current)}
        onChange={(e) => {
          const v = parseVersion(e.target.value) ?? NEWEST;
          // The YAML writer loads on first use.
          void import('../manifest/edit/setVersion.ts').then((m) =>
            onEdit(m.setKubernetesVersion(text, v)),
          );
        }}
      >
        {PICKABLE_VERSIONS.map((v) => (
          <option key={versionLabel(v)} value={versionLabel(v)}>
            {versionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
