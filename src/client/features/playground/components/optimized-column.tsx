import { ShieldCheck } from 'lucide-react';
import type { TransformResponse } from '../../../../core/schemas.ts';
import { Alert } from '../../../components/alert.tsx';
import { Card } from '../../../components/card.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { MeaningGuardWarnings } from '../../../components/meaning-guard-warnings.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { VoiceNoteControls } from '../../../components/voice-note-controls.tsx';
import { cn } from '../../../lib/cn.ts';

type OptimizedColumnProps = {
  result: TransformResponse | null;
  isWorking: boolean;
  error: string | null;
  isSignedIn: boolean;
};

// spec §2 column 3: the optimized message with its score, Copy and Generate Voice Note, plus the
// meaning guard's warnings about facts the rewrite may have dropped.
export function OptimizedColumn({ result, isWorking, error, isSignedIn }: OptimizedColumnProps) {
  const rewrite = result && !result.providerError ? result : null;
  return (
    <Card className="flex min-w-0 flex-col gap-4 border-calm-200" aria-busy={isWorking}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">Optimized message</h3>
        {rewrite ? <ScoreBadge score={rewrite.analysis.score} label="Optimized score" /> : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result?.providerError ? <Alert tone="error">{result.generatedMessage}</Alert> : null}
      {rewrite ? (
        <>
          <div
            data-testid="optimized-message"
            className={cn(
              'min-h-36 rounded-2xl bg-calm-50 px-4 py-3 text-base leading-relaxed whitespace-pre-wrap text-ink transition-opacity',
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
        </>
      ) : !error && !result ? (
        <p className="min-h-36 rounded-2xl border border-dashed border-sand-300 px-4 py-3 text-ink-muted">
          {isWorking ? 'Writing a calmer version…' : 'Your calmer message will appear here.'}
        </p>
      ) : null}
    </Card>
  );
}
