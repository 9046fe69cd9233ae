import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "eye-roll-is-sarcasm": "great job on the presentation, really loved how you read every
// slide 🙄", "love that for me 🙃": an eye-roll, an upside-down or unamused face after praise turns
// the praise round, as a tone of voice would; the clause goes as sarcasm while what the message
// asks stays. Near misses: "Thanks so much 😊" (a warm face) and "ugh, Mondays 🙄" (no praise to
// turn: the emoji alone is no verdict on the reader).

export const praisesWithEyeRoll = (clause: ClauseFacts): boolean =>
  clause.tokens.some((token) => hasTag(token, 'TurningFace')) &&
  [...clause.scores.values()].some((score) => score > 0);
