import { useId } from 'react';
import { RULE_IDS, type RuleId } from '../../../../core/analysis/rule-types.ts';
import { ruleById } from '../../../../core/analysis/rules.ts';

type Props = { off: readonly RuleId[]; onChange: (off: RuleId[]) => void };

// Issue 16 "off": built-in rules switched off. Each is shown by the issue it reports.
export function RulesOffSection({ off, onChange }: Props) {
  const headingId = useId();
  const toggle = (id: RuleId, isOff: boolean) =>
    onChange(isOff ? [...off, id] : off.filter((each) => each !== id));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Switched-off checks
      </h3>
      <ul className="flex flex-col gap-2">
        {RULE_IDS.map((id) => (
          <li key={id}>
            <label className="flex items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={off.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-calm-700"
              />
              <span>
                <code className="text-ink-soft">{id}</code> · {ruleById(id).issue}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
