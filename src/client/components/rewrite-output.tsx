import { ShieldCheck } from 'lucide-react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import type { NothingToSend, TransformResult } from '../../core/schemas.ts';
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
  if (rewrite.nothingToSend)
    return <NothingToSendOutput rewrite={rewrite} nothing={rewrite.nothingToSend} testId={testId} />;
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

// Issue 21: a message that only carries anger gets no invented text. The state says so plainly,
// names what it was about, and offers the honest "I" statement when there is one; the original
// stays in the box above, as the writer typed it.
function NothingToSendOutput({
  rewrite,
  nothing,
  testId,
}: {
  rewrite: TransformResult;
  nothing: NothingToSend;
  testId: string;
}) {
  return (
    <div role="status" data-testid={testId} data-state="nothing-to-send" className="flex flex-col gap-3">
      <p className="rounded-2xl border border-dashed border-sand-300 px-4 py-3 text-ink">
        <span className="block font-semibold">{MESSAGES.NOTHING_TO_SEND_TITLE}</span>
        {rewrite.explanation}
      </p>
      {nothing.iStatement ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-soft">{MESSAGES.NOTHING_TO_SEND_I_STATEMENT}</p>
          <p data-testid="i-statement" className="wrap-user-text rounded-2xl bg-calm-50 px-4 py-3 text-ink">
            {nothing.iStatement}
          </p>
          <div>
            <CopyButton text={nothing.iStatement} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
