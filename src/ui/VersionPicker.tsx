// The Kubernetes minor to simulate. Picking one rewrites the Scenario document's
// kubernetesVersion (so a share link carries it) and re-simulates like any edit.
import { MAX_MINOR, MINORS_NEWEST_FIRST, versionLabel } from '../versions/version.ts';
import { readKubernetesVersion } from '../manifest/readVersion.ts';
import { useAppStore } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

export function VersionPicker({ onEdit }: { onEdit: (text: string) => void }) {
  const text = useAppStore((s) => s.text);
  const current = readKubernetesVersion(text) ?? MAX_MINOR;
  const t = useT();
  return (
    <label className="presets">
      {t('kubernetes')}
      <select
        aria-label={t('kubernetesVersion')}
        value={String(current)}
        onChange={(e) => {
          const v = Number(e.target.value);
          // The YAML writer loads on first use.
          void import('../manifest/setVersion.ts').then((m) =>
            onEdit(m.setKubernetesVersion(text, v)),
          );
        }}
      >
        {MINORS_NEWEST_FIRST.map((v) => (
          <option key={v} value={v}>
            {versionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
