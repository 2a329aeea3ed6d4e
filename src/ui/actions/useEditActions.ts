// The YAML writer behind the action picker, loaded the first time the picker opens (it
// brings the yaml library, which the first page load does without).
import { useEffect, useState } from 'react';

type EditActions = typeof import('../../manifest/editActions.ts');

let loaded: EditActions | null = null;

export function useEditActions(): EditActions | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    void import('../../manifest/editActions.ts').then((m) => {
      loaded = m;
      if (live) setModule(m);
    });
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}
