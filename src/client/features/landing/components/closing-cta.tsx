import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useRequestSignIn } from '../../../hooks/use-request-sign-in.ts';

// spec §2: a closing call to action, repeating the claims of spec §1.
export function ClosingCta() {
  const requestSignIn = useRequestSignIn();
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-card bg-gradient-to-br from-feature-from to-feature-to px-6 py-12 text-center text-on-feature shadow-soft sm:px-12">
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Ready to send calmer messages?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-on-feature">
          Keep your favourite communication types in one workspace, and turn any rewrite into a voice note.
        </p>
        <Button size="lg" variant="inverse" className="mt-8" onClick={() => requestSignIn('signup')}>
          Create your free account
        </Button>
        <p className="mt-4 text-sm text-on-feature">
          {MESSAGES.CLAIM_SETUP_TIME} · {MESSAGES.CLAIM_NO_CARD}
        </p>
      </div>
    </section>
  );
}
