import type { TransformResponse } from '../../../../core/schemas.ts';
import { Alert } from '../../../components/alert.tsx';
import { Card } from '../../../components/card.tsx';
import { NothingToRewrite } from '../../../components/nothing-to-rewrite.tsx';
import { RewriteOutput } from '../../../components/rewrite-output.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';

type OptimizedColumnProps = {
  result: TransformResponse | null;
  isWorking: boolean;
  error: string | null;
  isSignedIn: boolean;
  isNothingToRewrite: boolean;
};

// spec §2 column 3: the optimized message with its score, Copy and Generate Voice Note, plus the
// meaning guard's warnings about facts the rewrite may have dropped.
export function OptimizedColumn({
  result,
  isWorking,
  error,
  isSignedIn,
  isNothingToRewrite,
}: OptimizedColumnProps) {
  const rewrite = result && !result.providerError ? result : null;
  return (
    <Card className="flex min-w-0 flex-col gap-4 border-calm-200" aria-busy={isWorking}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">Optimized message</h3>
        {rewrite ? <ScoreBadge score={rewrite.analysis.score} label="Optimized score" /> : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result?.providerError ? <Alert tone="error">{result.generatedMessage}</Alert> : null}
      {isNothingToRewrite ? <NothingToRewrite className="min-h-36" /> : null}
      {rewrite ? (
        <RewriteOutput
          rewrite={rewrite}
          isWorking={isWorking}
          isSignedIn={isSignedIn}
          testId="optimized-message"
          className="min-h-36"
        />
      ) : !error && !result && !isNothingToRewrite ? (
        <p className="min-h-36 rounded-2xl border border-dashed border-sand-300 px-4 py-3 text-ink-muted">
          {isWorking ? 'Writing a calmer version…' : 'Your calmer message will appear here.'}
        </p>
      ) : null}
    </Card>
  );
}
