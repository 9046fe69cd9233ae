import type { Intent, Persona, Tone } from '../schemas.ts';

// Plain-language guidance for each generation option (spec §3), given to the AI provider so the
// rewrite matches the reader. Kept as data so a wording change never touches the prompt logic.
// Issue 22: the same promises the offline engine keeps (src/core/rewrite/realise: tones.ts,
// intents.ts, personas.ts, layout.ts, closing.ts), so both paths change what the option's name says.
export const TONE_GUIDANCE: Record<Tone, string> = {
  supportive:
    'warm and clear; word every sentence that speaks to the reader warmly, and ask with "Could you …?"',
  friendly: 'casual and short, like a kind colleague; contractions, "Can you …?", no formal phrases',
  direct:
    'brief and plain, with no softeners ("just", "I was wondering", "sorry to bother you") and no filler, but never harsh; ask with "Please …"',
  reassuring:
    'calm and steady; name what is genuinely fine in the message, reassure only about what is true, and keep any time limit as it is',
};

// An intent shapes the rewrite only where the message fits it (EDITING_RULES); where it does not,
// the explanation says so.
export const INTENT_GUIDANCE: Record<Intent, string> = {
  ask: 'ask for one thing, with a clear and easy next step',
  update: 'state the news first; make clear whether any action is needed',
  'follow-up':
    'refer back to the earlier ask, assuming good intent, with no "still waiting" or count of reminders',
  apologize:
    'own what the message says the writer did in one plain sentence ("I\'m sorry I …"), without grovelling, without "no worries", and say what happens next only if the message does',
  'say-no':
    "when the message asks the writer a favour as a question, decline it plainly, keeping its details, and offer an alternative only if the message gives one; never decline the writer's own instruction",
};

export const PERSONA_GUIDANCE: Record<Persona, string> = {
  general: 'an adult with ADHD: lead with the main point, keep it short, and remove pressure',
  'teammate-adhd':
    'a teammate with ADHD: the time limit first, then one ask per line, numbered when there are several, and concrete details',
  'manager-rsd':
    'a manager with rejection sensitivity: lead with appreciation, avoid any hint of criticism or blame, and frame requests as collaboration; no "why" questions about their work, no feelings about them, never "again", "always" or "this time"',
  'friend-executive':
    'a friend who struggles with executive function: the greeting first, then the ask, broken into small concrete steps; offer help and never imply laziness',
  'neurodivergent-client':
    'a neurodivergent client: be literal and precise, no idioms, abbreviations or sarcasm, state exactly what happens next and when',
  'family-adhd':
    'a family member with ADHD: the greeting first, then the one small ask; warm and personal, no guilt or "you always"',
};
