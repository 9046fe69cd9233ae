import { ArrowRight, Sparkles } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { formatPointGain } from '../../../../core/report/report-figures.ts';
import { Select } from '../../../components/select.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import {
  type GenerationOptions,
  INTENT_OPTIONS,
  PERSONA_OPTIONS,
  TONE_OPTIONS,
} from '../../../lib/generation-options.ts';

type EngineColumnProps = {
  options: GenerationOptions;
  onOptionsChange: (options: GenerationOptions) => void;
  improvement: number | null;
  isWorking: boolean;
};

// spec §2 column 2: the engine in the middle, with the quality-improvement figure. The tone, intent
// and audience selectors live here too, since changing them re-runs the rewrite (spec §4).
export function EngineColumn({ options, onOptionsChange, improvement, isWorking }: EngineColumnProps) {
  return (
    <div className="flex min-w-0 flex-col gap-4 rounded-card border border-dusk-100 bg-gradient-to-b from-dusk-50 to-calm-50 p-5">
      <div className="flex items-center gap-2 text-dusk-700">
        <Sparkles aria-hidden="true" className="size-5" />
        <h3 className="text-lg font-semibold">Calm engine</h3>
      </div>
      <div className="rounded-2xl bg-surface/80 p-4 text-center" aria-live="polite">
        {isWorking ? (
          <Spinner label="Rewriting your message…" showLabel className="justify-center py-3" />
        ) : improvement !== null ? (
          <>
            <p className="text-4xl font-semibold text-calm-700 tabular-nums" data-testid="engine-gain">
              {formatPointGain(improvement)}
            </p>
            <p className="text-sm text-ink-soft">{MESSAGES.SCORE_GAIN_LABEL}</p>
          </>
        ) : (
          <p className="py-2 text-sm text-ink-soft">The quality gain of the rewrite appears here.</p>
        )}
      </div>
      <Select
        label="Tone"
        value={options.tone}
        options={TONE_OPTIONS}
        onChange={(tone) => onOptionsChange({ ...options, tone })}
      />
      <Select
        label="Intent"
        value={options.intent}
        options={INTENT_OPTIONS}
        onChange={(intent) => onOptionsChange({ ...options, intent })}
      />
      <Select
        label="Reader"
        value={options.persona}
        options={PERSONA_OPTIONS}
        onChange={(persona) => onOptionsChange({ ...options, persona })}
      />
      <ArrowRight aria-hidden="true" className="mx-auto hidden size-6 text-dusk-500 @4xl:block" />
    </div>
  );
}
