import { Wand2 } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CharacterCount } from '../../../components/character-count.tsx';
import { MicButton } from '../../../components/mic-button.tsx';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { Select } from '../../../components/select.tsx';
import { Textarea } from '../../../components/textarea.tsx';
import { INTENT_OPTIONS, TONE_OPTIONS } from '../../../lib/generation-options.ts';
import type { TransformWorkspaceState } from '../hooks/use-transform-workspace.ts';
import { isSubmitShortcut } from '../transform-validation.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { ExampleButtons } from './example-buttons.tsx';
import { OriginalAnalysis } from './original-analysis.tsx';

type TransformFormProps = {
  workspace: TransformWorkspaceState;
  examples: readonly string[];
  onSubmit: () => void;
};

// spec §2 Transform workspace, the input side: tone and intent, Advanced Settings, two examples,
// the message with an optional microphone, and Transform (Ctrl+Enter too).
export function TransformForm({ workspace, examples, onSubmit }: TransformFormProps) {
  const messageId = useId();
  const hintId = useId();
  const { options, setOptions } = workspace;
  return (
    <Card className="flex min-w-0 flex-col">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Tone"
            value={options.tone}
            options={TONE_OPTIONS}
            onChange={(tone) => setOptions({ ...options, tone })}
          />
          <Select
            label="Intent"
            value={options.intent}
            options={INTENT_OPTIONS}
            onChange={(intent) => setOptions({ ...options, intent })}
          />
        </div>
        <AdvancedSettings
          persona={options.persona}
          onPersonaChange={(persona) => setOptions({ ...options, persona })}
        />
        <ExampleButtons examples={examples} onPick={workspace.setMessage} />
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={messageId} className="text-base font-semibold text-ink">
              Your message
            </label>
            {workspace.inputAnalysis ? (
              <span data-testid="original-score">
                <ScoreBadge score={workspace.inputAnalysis.score} label="Original score" />
              </span>
            ) : null}
          </div>
          <div className="flex items-start gap-2">
            <Textarea
              id={messageId}
              value={workspace.message}
              onChange={(event) => workspace.setMessage(event.target.value)}
              onKeyDown={(event) => {
                if (!isSubmitShortcut(event)) return;
                event.preventDefault();
                onSubmit();
              }}
              aria-describedby={hintId}
              rows={7}
              placeholder="Paste or type the message you want to send…"
            />
            <MicButton text={workspace.message} onTextChange={workspace.setMessage} fieldId={messageId} />
          </div>
          <p id={hintId} className="flex flex-wrap justify-between gap-2 text-sm text-ink-muted">
            <CharacterCount count={workspace.message.length} />
            <span className="hidden sm:inline">
              Press{' '}
              <kbd className="rounded border border-sand-300 bg-sand-50 px-1 font-sans text-xs">Ctrl</kbd> +{' '}
              <kbd className="rounded border border-sand-300 bg-sand-50 px-1 font-sans text-xs">Enter</kbd> to
              transform
            </span>
          </p>
        </div>
        <OriginalAnalysis text={workspace.analysedText} analysis={workspace.inputAnalysis} />
        {workspace.submitError ? <Alert tone="error">{workspace.submitError}</Alert> : null}
        <Button type="submit" size="lg" className="self-start">
          <Wand2 aria-hidden="true" className="size-5" />
          Transform
        </Button>
      </form>
    </Card>
  );
}
