import { Alert } from './alert.tsx';

// The meaning guard's list of facts a rewrite may have dropped. Each warning already names what is
// missing, so the heading only asks the reader to check.
export function MeaningGuardWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="info">
      <p className="font-medium">Please check before sending</p>
      <ul data-testid="meaning-guard-warnings" className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
