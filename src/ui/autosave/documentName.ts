// A saved document's name in the Documents list and the storage-full message: its Scenario's
// metadata.name. Read by a scan, not the YAML parser, which is not in the page's first load;
// a run's own title comes from the parser (SimulateResult.title). The scan keeps to
// metadata's own keys: a `name:` inside its labels or annotations is not the name.

/** metadata.name of the text's `kind: Scenario` document, or null. */
export function documentName(text: string): string | null {
  for (const doc of text.split(/^---[ \t]*(?:#.*)?$/m)) {
    if (!/^kind:[ \t]*["']?Scenario["']?[ \t]*(?:#.*)?$/m.test(doc)) continue;
    const flow = /^metadata:[ \t]*(\{.*)$/m.exec(doc);
    if (flow) return flowName(flow[1]!);
    const block = /^metadata:[ \t]*(?:#.*)?\n((?:(?:[ \t]+.*)?\n?)*)/m.exec(doc);
    if (!block) continue;
    const lines = block[1]!.split('\n').filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
    const indent = /^[ \t]*/.exec(lines[0] ?? '')![0];
    for (const l of lines) {
      const m = /^([ \t]*)name:[ \t]*["']?([^"'#\s]+)/.exec(l);
      if (m && m[1] === indent) return m[2]!;
    }
  }
  return null;
}

/** `name` among a one-line flow map's own keys (`{labels: {name: x}, name: y}` → y). */
function flowName(map: string): string | null {
  let depth = 0;
  for (let i = 0; i < map.length; i++) {
    const c = map[i]!;
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (depth === 1 && /[{,][ \t]*$/.test(map.slice(0, i)) && map.startsWith('name:', i))
      return /^name:[ \t]*["']?([^"',}\s]+)/.exec(map.slice(i))?.[1] ?? null;
  }
  return null;
}
