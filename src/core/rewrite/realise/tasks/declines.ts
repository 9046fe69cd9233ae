import type { Tone } from '../../../schemas.ts';

// How each tone opens a decline: say-no (an intent) and notes-decline (notes composed into a
// message) decline alike, so the words live once.
export const DECLINES: Record<Tone, string> = {
  supportive: "I'm sorry, I can't",
  friendly: "Sorry, I can't",
  direct: "I can't",
  reassuring: "I'm sorry, but I can't",
};
