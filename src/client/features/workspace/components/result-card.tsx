import type { Ref } from 'react';
import type { InsightCard } from '../../../../core/insights/insight-cards.ts';
import type { TransformResponse } from '../../../../core/schemas.ts';
import { Alert } from '../../../components/alert.tsx';
import { Card } from '../../../components/card.tsx';
import { NothingToRewrite } from '../../../components/nothing-to-rewrite.tsx';
import { RewriteOutput } from '../../../components/rewrite-output.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { InsightCardList } from './insight-card-list.tsx';

type ResultCardProps = {
  ref?: Ref<HTMLDivElement>;
  result: TransformResponse | null;
  insightCards: readonly InsightCard[];
  isWorking: boolean;
  error: string | null;
  isSignedIn: boolean;
  isNothingToRewrite: boolean;
};

// spec §2 Transform workspace: the result card with the score, copy, a voice note and up to three
// insight cards, plus the meaning guard's warnings about facts the rewrite may have dropped.
export function ResultCard({
  ref,
  result,
  insightCards,
  isWorking,
  error,
  isSignedIn,
  isNothingToRewrite,
}: ResultCardProps) {
  const rewrite = result && !result.providerError ? result : null;
  return (
    <div ref={ref} className="min-w-0 scroll-mt-20">
      <Card className="flex min-w-0 flex-col gap-4 border-calm-200" aria-busy={isWorking}>
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">Calmer version</h2>
          {isWorking ? <Spinner label="Rewriting your message…" /> : null}
          {rewrite && !isWorking ? <ScoreBadge score={rewrite.analysis.score} label="Rewrite score" /> : null}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {result?.providerError ? <Alert tone="error">{result.generatedMessage}</Alert> : null}
        {isNothingToRewrite ? <NothingToRewrite /> : null}
        {rewrite ? (
          <>
            <RewriteOutput
              rewrite={rewrite}
              isWorking={isWorking}
              isSignedIn={isSignedIn}
              testId="generated-message"
            />
            <InsightCardList cards={insightCards} />
          </>
        ) : !error && !result && !isNothingToRewrite ? (
          <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-8 text-center text-ink-muted">
            {isWorking
              ? 'Writing a calmer version…'
              : 'Type or dictate a message, and a calmer version appears here.'}
          </p>
        ) : null}
      </Card>
    </div>
  );
}
