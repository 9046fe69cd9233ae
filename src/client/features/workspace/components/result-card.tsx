import { ShieldCheck } from 'lucide-react';
import type { Ref } from 'react';
import type { InsightCard } from '../../../../core/insights/insight-cards.ts';
import type { TransformResponse } from '../../../../core/schemas.ts';
import { Alert } from '../../../components/alert.tsx';
import { Card } from '../../../components/card.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { MeaningGuardWarnings } from '../../../components/meaning-guard-warnings.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { VoiceNoteControls } from '../../../components/voice-note-controls.tsx';
import { cn } from '../../../lib/cn.ts';
import { InsightCardList } from './insight-card-list.tsx';

type ResultCardProps = {
  ref?: Ref<HTMLDivElement>;
  result: TransformResponse | null;
  insightCards: readonly InsightCard[];
  isWorking: boolean;
  error: string | null;
  isSignedIn: boolean;
};

// spec §2 Transform workspace: the result card with the score, copy, a voice note and up to three
// insight cards, plus the meaning guard's warnings about facts the rewrite may have dropped.
export function ResultCard({ ref, result, insightCards, isWorking, error, isSignedIn }: ResultCardProps) {
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
        {rewrite ? (
          <>
            <div
              data-testid="generated-message"
              className={cn(
                'rounded-2xl bg-calm-50 px-4 py-3 text-base leading-relaxed whitespace-pre-wrap text-ink transition-opacity',
                isWorking && 'opacity-60',
              )}
            >
              {rewrite.generatedMessage}
            </div>
            <MeaningGuardWarnings warnings={rewrite.warnings} />
            <p className="flex items-start gap-2 text-sm text-ink-soft">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-calm-600" />
              {rewrite.explanation}
            </p>
            <VoiceNoteControls
              key={rewrite.generatedMessage}
              text={rewrite.generatedMessage}
              isSignedIn={isSignedIn}
            >
              <CopyButton text={rewrite.generatedMessage} />
            </VoiceNoteControls>
            <InsightCardList cards={insightCards} />
          </>
        ) : !error && !result ? (
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
