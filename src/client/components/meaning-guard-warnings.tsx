import { MESSAGES } from '../../core/catalog/messages.ts';
import { Alert } from './alert.tsx';

// The meaning guard's warnings (dropped facts and time limits, a lost "not", a must made optional,
// a changed ask). Each warning already names the words concerned, so the heading only asks the
// reader to check.
export function MeaningGuardWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="info">
      <p className="font-medium">{MESSAGES.MEANING_GUARD_HEADING}</p>
      <ul data-testid="meaning-guard-warnings" className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
