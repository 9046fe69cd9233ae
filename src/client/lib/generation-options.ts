import type { Intent, Persona, Tone } from '../../core/schemas.ts';

// The selectors' labels live in the catalogue, shared with the browser extension.
export {
  INTENT_OPTIONS,
  PERSONA_OPTIONS,
  TONE_OPTIONS,
} from '../../core/catalog/generation-option-labels.ts';

export type GenerationOptions = { tone: Tone; intent: Intent; persona: Persona };
export const DEFAULT_OPTIONS: GenerationOptions = { tone: 'supportive', intent: 'ask', persona: 'general' };
