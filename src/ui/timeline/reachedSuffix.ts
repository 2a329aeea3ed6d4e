// An action's words name the object it reached when that is not the target as written: a
// Pod target is a name or a prefix (`pod/web` reaches `Pod/web-6c7f9-abcde`).

/** ` → Pod/web-6c7f9-abcde` when the target's name reached another name, else ''. */
export const reachedSuffix = (object: string, target: string): string =>
  object.slice(object.indexOf('/') + 1) === target.slice(target.indexOf('/') + 1)
    ? ''
    : ` → ${object}`;
