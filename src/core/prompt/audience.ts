import type { Intent, Persona, Tone } from '../schemas.ts';

// Plain-language guidance for each generation option (spec §3), given to the AI provider so the
// rewrite matches the reader. Kept as data so a wording change never touches the prompt logic.
export const TONE_GUIDANCE: Record<Tone, string> = {
  supportive: 'warm and encouraging; show that you are on their side',
  friendly: 'casual and light, like a kind colleague',
  direct: 'brief and plain, with no filler, but never harsh',
  reassuring: 'calm and steady; reassure only about what is true, and keep any time limit as it is',
};

// An intent shapes the rewrite only where the message does that already (EDITING_RULES).
export const INTENT_GUIDANCE: Record<Intent, string> = {
  ask: 'ask for one thing, with a clear and easy next step',
  update: 'share news or a status change; make clear whether any action is needed',
  'follow-up': 'gently restate an earlier ask, assuming good intent',
  apologize: 'own the mistake in one sentence, without over-explaining, and say what happens next',
  'say-no': 'decline kindly and clearly, and offer an alternative if there is one',
};

export const PERSONA_GUIDANCE: Record<Persona, string> = {
  general: 'an adult with ADHD: lead with the main point, keep it short, and remove pressure',
  'teammate-adhd':
    'a teammate with ADHD: one clear ask, concrete details in a short list, and any time limit stated plainly',
  'manager-rsd':
    'a manager with rejection sensitivity: lead with appreciation, avoid any hint of criticism or blame, and frame requests as collaboration',
  'friend-executive':
    'a friend who struggles with executive function: break any task into small concrete steps, offer help, and never imply laziness',
  'neurodivergent-client':
    'a neurodivergent client: be literal and precise, no idioms or sarcasm, state exactly what happens next and when',
  'family-adhd':
    'a family member with ADHD: warm and personal, no guilt or "you always", and one small ask at a time',
};
