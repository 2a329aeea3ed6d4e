// A short fingerprint of a text: tests and benchmarks compare what the editor holds with
// what the swimlane was drawn from.
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length}-${h.toString(36)}`;
}
