import { useId } from 'react';
import type { Analysis } from '../../../../core/schemas.ts';
import { Card } from '../../../components/card.tsx';
import { CharacterCount } from '../../../components/character-count.tsx';
import { HighlightedText } from '../../../components/highlighted-text.tsx';
import { IssueList } from '../../../components/issue-list.tsx';
import { MicButton } from '../../../components/mic-button.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { Textarea } from '../../../components/textarea.tsx';

type OriginalColumnProps = {
  message: string;
  onMessageChange: (message: string) => void;
  analysedText: string;
  analysis: Analysis | null;
  isReadOnly?: boolean;
};

// spec §2 column 1: the editable original, its score out of 100, a character count, the detected
// issues, and the words that triggered them highlighted in the text.
export function OriginalColumn({
  message,
  onMessageChange,
  analysedText,
  analysis,
  isReadOnly,
}: OriginalColumnProps) {
  const textareaId = useId();
  const countId = useId();
  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">
          <label htmlFor={textareaId}>Original message</label>
        </h3>
        {analysis ? <ScoreBadge score={analysis.score} label="Original score" /> : null}
      </div>
      <Textarea
        id={textareaId}
        value={message}
        readOnly={isReadOnly}
        onChange={(event) => onMessageChange(event.target.value)}
        aria-describedby={countId}
        rows={6}
        placeholder="Paste or type a message that feels stressful…"
      />
      <div className="-mt-1 flex items-start justify-between gap-3">
        <p className="pt-2 text-sm text-ink-muted">
          <CharacterCount id={countId} count={message.length} />
        </p>
        {isReadOnly ? null : <MicButton text={message} onTextChange={onMessageChange} fieldId={textareaId} />}
      </div>
      {analysis ? (
        <>
          <div>
            <h4 className="mb-2 text-sm font-semibold tracking-wide text-ink-soft uppercase">
              Detected issues
            </h4>
            <IssueList
              issues={analysis.issues}
              emptyText="No pressure found. This message already reads calmly."
            />
          </div>
          {analysis.findings.length > 0 ? (
            <div className="rounded-2xl bg-sand-50 p-4">
              <h4 className="mb-2 text-sm font-semibold tracking-wide text-ink-soft uppercase">
                Words that may land hard
              </h4>
              <HighlightedText text={analysedText} findings={analysis.findings} />
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
