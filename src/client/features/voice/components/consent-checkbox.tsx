import { useId } from 'react';

type ConsentCheckboxProps = { checked: boolean; onChange: (checked: boolean) => void };

// DESIGN §4: a voice is cloned only with the speaker's explicit consent.
export function ConsentCheckbox({ checked, onChange }: ConsentCheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-sand-200 bg-surface p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-calm-700"
      />
      <label htmlFor={id} className="text-sm leading-relaxed text-ink">
        This is my own voice, and I agree to Calmly creating a personal voice from these recordings.
      </label>
    </div>
  );
}
