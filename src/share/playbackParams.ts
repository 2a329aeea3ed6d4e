// The presenter's place in a share link: presenter mode, the lesson stop and the playhead
// (`&p=1&stop=3&t=10100`), beside the scenario's `s=`. Untrusted: anything that is not a
// small non-negative integer is ignored.
export interface LinkedPlayback {
  presenter: boolean;
  stop: number | null;
  t: number | null;
}

/** One hour of virtual time in ms: the longest run there is. */
const MAX_T = 3_600_000;
const MAX_STOP = 10_000;

function param(hash: string, key: string): string | null {
  for (const p of hash.replace(/^#/, '').split('&'))
    if (p.startsWith(`${key}=`)) return p.slice(key.length + 1);
  return null;
}

function int(text: string | null, max: number): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

export function readPlayback(hash: string): LinkedPlayback {
  return {
    presenter: param(hash, 'p') === '1',
    stop: int(param(hash, 'stop'), MAX_STOP),
    t: int(param(hash, 't'), MAX_T),
  };
}

/** The fragment's tail for a presenter's place; empty when not presenting. */
export function writePlayback(p: LinkedPlayback): string {
  if (!p.presenter) return '';
  const stop = p.stop === null ? '' : `&stop=${p.stop}`;
  const t = p.t === null ? '' : `&t=${Math.round(p.t)}`;
  return `&p=1${stop}${t}`;
}
