// The Kubernetes version to simulate (a minor, or a patch where behaviour changed within one). Picking one rewrites the Scenario document's
// kubernetesVersion (so a share link carries it) and re-simulates like any edit. The patches
// worth offering are read off the gate table (versions/features.ts PICKABLE_VERSIONS, with
// gates.ts and changes.ts about 3 KB gzip), which loads after the first paint (issue 29):
// until then the list holds every minor and the text's own release.
import { useEffect, useState } from 'react';
import {
  NEWEST,
  kube,
  parseVersion,
  pickableVersions,
  versionLabel,
  type KubeVersion,
} from '../versions/version.ts';
import { readKubernetesVersion } from '../manifest/read/readVersion.ts';
import { useAppStore } from '../store/useAppStore.ts';
import { useT } from './i18n/useT.ts';

let pickable: readonly KubeVersion[] | null = null;

export function VersionPicker({ onEdit }: { onEdit: (text: string) => void }) {
  const text = useAppStore((s) => s.text);
  const current = readKubernetesVersion(text) ?? NEWEST;
  const t = useT();
  const versions = usePickableVersions() ?? earlyVersions(current);
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
        {versions.map((v) => (
          <option key={versionLabel(v)} value={versionLabel(v)}>
            {versionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every release the picker offers, once the gate table has loaded (null until then). */
function usePickableVersions(): readonly KubeVersion[] | null {
  const [versions, setVersions] = useState(pickable);
  useEffect(() => {
    if (versions) return;
    let live = true;
    void import('../versions/features.ts').then((m) => {
      pickable = m.PICKABLE_VERSIONS;
      if (live) setVersions(pickable);
    });
    return () => {
      live = false;
    };
  }, [versions]);
  return versions;
}

/**
 * Before the gate table: every minor, and the text's own release if it is a patch (offered
 * where the table offers a patch: as the one before a patch that differs).
 */
const earlyVersions = (current: KubeVersion): readonly KubeVersion[] =>
  pickableVersions(current.patch === null ? [] : [kube(current.minor, current.patch + 1)]);
