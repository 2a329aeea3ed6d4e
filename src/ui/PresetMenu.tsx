// The preset scenarios.
import { PRESETS } from '../presets/index.ts';

export function PresetMenu({ onPick }: { onPick: (text: string) => void }) {
  return (
    <label className="presets">
      Preset
      <select
        aria-label="Preset"
        defaultValue=""
        onChange={(e) => {
          const p = PRESETS.find((x) => x.id === e.target.value);
          if (p) onPick(p.text);
          e.target.value = '';
        }}
      >
        <option value="" disabled>
          Choose a scenario…
        </option>
        {PRESETS.map((p) => (
          <option key={p.id} value={p.id} title={p.lesson}>
            {p.title}
          </option>
        ))}
      </select>
    </label>
  );
}
