import { Spinner } from '../components/spinner.tsx';

// spec §2: a loading spinner while auth loads.
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading Calmly…" showLabel />
    </div>
  );
}
