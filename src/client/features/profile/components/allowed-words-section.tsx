import { Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';

type Props = { words: readonly string[]; onChange: (words: string[]) => void };

// Issue 16 "allow": words or phrases Calmly never flags (a team for whom "deadline" is neutral).
export function AllowedWordsSection({ words, onChange }: Props) {
  const headingId = useId();
  const [word, setWord] = useState('');

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entry = word.trim();
    // An entry already there would only repeat itself.
    if (entry !== '' && !words.some((each) => each.toLowerCase() === entry.toLowerCase()))
      onChange([...words, entry]);
    setWord('');
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Allowed words
      </h3>
      <p className="text-sm text-ink-soft">Words or phrases that are fine for you and never flagged.</p>
      {words.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {words.map((allowed, index) => (
            <li
              key={allowed}
              className="flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm text-ink"
            >
              <span className="break-all">{allowed}</span>
              <button
                type="button"
                aria-label={`Remove ${allowed}`}
                onClick={() => onChange(words.filter((_, at) => at !== index))}
                className="rounded-full p-1 text-ink-muted hover:bg-sand-200 hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add} className="flex items-end gap-2">
        <TextField
          label="Word or phrase to allow"
          className="min-w-0 flex-1"
          value={word}
          maxLength={100}
          onChange={(e) => setWord(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={word.trim() === ''}>
          <Plus aria-hidden="true" className="size-4" />
          Allow
        </Button>
      </form>
    </section>
  );
}
