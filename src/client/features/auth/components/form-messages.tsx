import { Alert } from '../../../components/alert.tsx';

// spec §8: auth errors show in a red box; successes in a calm green one.
export function FormMessages({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
    </>
  );
}
