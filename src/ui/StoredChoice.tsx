// A labelled select whose choice is also remembered in this browser (localStorage):
// the language and the theme pickers.
interface Option<T extends string> {
  value: T;
  name: string;
  lang?: string;
}

interface Props<T extends string> {
  label: string;
  /** The accessible name, in the page's language. */
  ariaLabel: string;
  /** For the tests, the same in every language. */
  testId: string;
  value: T;
  options: readonly Option<T>[];
  storageKey: string;
  onChange(value: T): void;
}

export function StoredChoice<T extends string>(p: Props<T>) {
  return (
    <label className="presets">
      {p.label}
      <select
        aria-label={p.ariaLabel}
        data-testid={p.testId}
        value={p.value}
        onChange={(e) => {
          const picked = p.options.find((o) => o.value === e.target.value);
          if (!picked) return;
          p.onChange(picked.value);
          try {
            localStorage.setItem(p.storageKey, picked.value);
          } catch {
            // storage disabled: the choice lasts for this page
          }
        }}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
