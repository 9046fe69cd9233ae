import { ShieldCheck } from 'lucide-react';
import type { TransformResult } from '../../core/schemas.ts';
import { cn } from '../lib/cn.ts';
import { CopyButton } from './copy-button.tsx';
import { MeaningGuardWarnings } from './meaning-guard-warnings.tsx';
import { VoiceNoteControls } from './voice-note-controls.tsx';

type RewriteOutputProps = {
  rewrite: TransformResult;
  isWorking: boolean;
  isSignedIn: boolean;
  testId: string;
  className?: string;
};

// The rewritten message with everything a reader acts on: what may be missing, why it changed,
// and Copy / voice note. Shared by the landing playground and the workspace result card.
export function RewriteOutput({ rewrite, isWorking, isSignedIn, testId, className }: RewriteOutputProps) {
  return (
    <>
      <div
        data-testid={testId}
        className={cn(
          'wrap-user-text rounded-2xl bg-calm-50 px-4 py-3 text-base leading-relaxed whitespace-pre-wrap text-ink transition-opacity',
          isWorking && 'opacity-60',
          className,
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
  );
}
