// The YAML writers behind the action picker (its actions and the scenario's duration),
// loaded the first time the picker opens: they bring the yaml library and the manifest
// reader (to know what an action needs), which the first page load does without.
import { useEffect, useState } from 'react';

export type EditActions = typeof import('../../manifest/edit/editActions.ts') &
  typeof import('../../manifest/edit/fitDuration.ts') &
  typeof import('../../manifest/edit/setDuration.ts');

let loaded: EditActions | null = null;

export function useEditActions(): EditActions | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    void Promise.all([
      import('../../manifest/edit/editActions.ts'),
      import('../../manifest/edit/fitDuration.ts'),
      import('../../manifest/edit/setDuration.ts'),
    ]).then(([edits, fit, set]) => {
      loaded = { ...edits, ...fit, ...set };
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}
