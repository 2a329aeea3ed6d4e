// A labelled input of the picker. The label points at its control by id rather than
// wrapping it: a wrapped <select> would add its chosen option to its accessible name.
import { useId, type ReactNode } from 'react';

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="ap-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
