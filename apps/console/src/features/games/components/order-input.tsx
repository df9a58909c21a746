import { useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** A position in the lobbies' order, saved when the field is left with a new value. */
export function OrderInput({ value, label, disabled, onSave }: { value: number; label: string; disabled?: boolean; onSave: (value: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The server's value changed (after a save or a refetch): show it.
    setShown(value);
    setDraft(String(value));
  }
  const valid = /^\d{1,6}$/.test(draft) && Number(draft) <= 100_000;
  return (
    <Input
      compact
      type="number"
      min={0}
      max={100000}
      aria-label={label}
      className="w-20 tabular"
      disabled={disabled}
      invalid={!valid}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (valid && Number(draft) !== value) onSave(Number(draft));
      }}
    />
  );
}
