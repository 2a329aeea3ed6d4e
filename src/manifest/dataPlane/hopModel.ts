// A hop as the run uses it: every knob of its kind with a value — the Scenario's
// (`dataPlane.settings`), else the knob's default, else its first preset (said as an
// assumption the page offers to change), else, for Istio's native sidecar, what Istio
// decides from the kubelet's version. A knob no source gives a number for and the
// Scenario does not set is refused: podterm never invents one.
import type { Reader } from '../read/fields.ts';
import { formatDuration } from '../read/duration.ts';
import type { DataPlaneAssumption, HopModel } from '../model/model.ts';
import { istioNativeSidecar } from '../../versions/features.ts';
import { versionLabel, type KubeVersion } from '../../versions/version.ts';
import type { HopKind, Knob } from './hopCatalog.ts';
import { sayHop } from './hopWords.ts';
import type { Written } from './readSettings.ts';

export interface FillContext {
  version: KubeVersion;
  /**
   * Where a value the document must give is asked for; absent only for a mesh inferred from
   * labels alone, whose knobs all have a value (a default, or Istio's own choice).
   */
  at?: Reader;
  key?: string;
  assumptions: DataPlaneAssumption[];
}

const shown = (k: Knob, v: number): string => (k.kind === 'duration' ? formatDuration(v) : `${v}`);
const settingPath = (k: Knob): string[] => ['spec', 'dataPlane', 'settings', k.name];

export function hopModel(kind: HopKind, written: Written, ctx: FillContext): HopModel | null {
  const settings: Record<string, number | boolean> = {};
  let complete = true;
  for (const k of kind.knobs) {
    const v = written[k.name] ?? k.default ?? preset(kind, k, ctx) ?? derived(kind, k, ctx);
    if (v === null) {
      complete = false;
      ctx.at?.error(
        `spec.dataPlane.settings.${k.name}: Required value: ${kind.title}: ${k.effect}; no source gives a default (${k.source}), so podterm does not invent one: set it in spec.dataPlane.settings`,
        ctx.key,
      );
    } else settings[k.name] = v;
  }
  return complete ? { name: kind.name, settings } : null;
}

/** The knob's first preset, said as an assumption with every preset offered. */
function preset(kind: HopKind, k: Knob, ctx: FillContext): number | null {
  const first = k.presets?.[0];
  if (!first) return null;
  ctx.assumptions.push({
    object: `Hop/${kind.name}`,
    hop: kind.name,
    text: sayHop('preset', {
      title: kind.title,
      effect: k.effect,
      preset: first.name,
      knob: k.name,
      source: first.source,
    }),
    change: {
      path: settingPath(k),
      values: k.presets!.map((p) => shown(k, p.value)),
      current: shown(k, first.value),
    },
  });
  return first.value;
}

/** Istio's own choice of a native sidecar (request-path.md §4.1, ENABLE_NATIVE_SIDECARS). */
function derived(kind: HopKind, k: Knob, ctx: FillContext): boolean | null {
  if (kind.name !== 'istio-proxy' || k.name !== 'nativeSidecar') return null;
  const native = istioNativeSidecar(ctx.version);
  ctx.assumptions.push({
    object: `Hop/${kind.name}`,
    hop: kind.name,
    text: sayHop('nativeSidecar', {
      how: sayHop(native ? 'native' : 'classic'),
      version: versionLabel(ctx.version),
    }),
    change: { path: settingPath(k), values: [true, false], current: native },
  });
  return native;
}
