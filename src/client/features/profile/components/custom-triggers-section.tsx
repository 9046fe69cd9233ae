import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  CUSTOM_CATEGORIES,
  type CustomCategory,
  type CustomTrigger,
} from '../../../../core/lists/word-lists-model.ts';
import { Button } from '../../../components/button.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';

const CATEGORY_LABELS: Record<CustomCategory, string> = {
  pressure: 'Pressure',
  emotional: 'Emotional',
  demanding: 'Demanding',
};
const CATEGORY_OPTIONS = CUSTOM_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

type Props = {
  triggers: readonly CustomTrigger[];
  onChange: (triggers: CustomTrigger[]) => void;
};

// Issue 16 "custom": a phrase flagged like a built-in trigger of its category, with an optional
// gentler alternative shown next to it.
export function CustomTriggersSection({ triggers, onChange }: Props) {
  const headingId = useId();
  const [phrase, setPhrase] = useState('');
  const [alternative, setAlternative] = useState('');
  const [category, setCategory] = useState<CustomCategory>('pressure');

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phrase.trim() === '') return;
    // The same phrase again replaces the earlier entry rather than repeating it.
    const others = triggers.filter((each) => each.phrase.toLowerCase() !== phrase.trim().toLowerCase());
    const trigger: CustomTrigger = { phrase: phrase.trim(), category };
    if (alternative.trim()) trigger.alternative = alternative.trim();
    onChange([...others, trigger]);
    setPhrase('');
    setAlternative('');
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Your own triggers
      </h3>
      <p className="text-sm text-ink-soft">Phrases Calmly should flag, like its own pressure words.</p>
      {triggers.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {triggers.map((trigger, index) => (
            <li
              key={`${trigger.category}:${trigger.phrase}`}
              className="flex items-center justify-between gap-2 rounded-2xl border border-sand-200 px-3 py-2"
            >
              <span className="min-w-0 break-words text-sm text-ink">
                <strong>{trigger.phrase}</strong> · {CATEGORY_LABELS[trigger.category]}
                {trigger.alternative ? ` · try “${trigger.alternative}”` : ''}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${trigger.phrase}`}
                onClick={() => onChange(triggers.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add} className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Phrase to flag"
          value={phrase}
          maxLength={100}
          onChange={(e) => setPhrase(e.target.value)}
        />
        <TextField
          label="Gentler alternative (optional)"
          value={alternative}
          maxLength={100}
          onChange={(e) => setAlternative(e.target.value)}
        />
        <Select label="Kind" value={category} options={CATEGORY_OPTIONS} onChange={setCategory} />
        <Button type="submit" variant="secondary" className="self-end" disabled={phrase.trim() === ''}>
          <Plus aria-hidden="true" className="size-4" />
          Add trigger
        </Button>
      </form>
    </section>
  );
}
