import { cussRates } from './detox/toxic-words.ts';
import { detoxEdits } from './detox/word-edits.ts';
import { hasTag, type Token } from './parse/tokens.ts';
import { isRemovableReproach } from './understand/clause-facts.ts';
import type { MessageModel } from './understand/message-model.ts';
import { isSwearWord } from './understand/profanity.ts';

// Rule "kind-message-keeps-its-words": "Happy birthday! Hope you get spoiled rotten.", "Welcome!
// Let me know if you need anything, even small questions.": in a warm message with nothing hostile
// in it, a harsh-sounding word is an idiom of affection ("spoiled rotten", "killing it") and "even"
// widens a welcome; edited, the kind message lost its meaning ("get rotten", "anything, small
// questions"). They become words the edit keeps, as a person's allowed words are. Near misses: a
// message with a hostile clause, with swearing, or with no warm word is edited as before, and so
// is a word cuss rates as profane ("idiot", "dumb") or one in a sentence that is not warm.
const WARM = 2;

// "anything, even small questions", "even on weekends": "even" before what it adds to a set widens
// a welcome. Before a verb ("Thanks for even replying") it still mocks, and "finally", "actually"
// beside thanks always do.
const widensWithEven = (tokens: readonly Token[], index: number) =>
  tokens[index]?.normal === 'even' &&
  isRemovableReproach(tokens, index) &&
  !hasTag(tokens[index + 1], 'Verb') &&
  !hasTag(tokens[index + 1], 'Adverb');

export function kindMessageWords(model: MessageModel): ReadonlySet<string> {
  const clauses = model.sentences.flatMap((sentence) => sentence.clauses);
  const warm = clauses.some((clause) => clause.sentiment >= WARM) || model.hasThanks;
  const swears = clauses.some((clause) => clause.tokens.some(isSwearWord));
  if (model.hostile.length > 0 || swears || !warm) return new Set();
  const kept = new Set<string>();
  for (const sentence of model.sentences) {
    // Only where the sentence itself is warm: "Happy Friday! This spreadsheet is garbage though."
    // still loses its "garbage".
    const sentiment = sentence.clauses.reduce((sum, clause) => sum + clause.sentiment, 0);
    for (const clause of sentence.clauses) {
      if (sentiment >= 0)
        for (const edit of detoxEdits(clause.tokens, { scores: clause.scores }))
          for (const token of clause.tokens.slice(edit.from, edit.to))
            if (!cussRates(token.normal)) kept.add(token.normal);
      clause.tokens.forEach((token, index) => {
        if (sentiment >= 0 && widensWithEven(clause.tokens, index)) kept.add(token.normal);
      });
    }
  }
  return kept;
}
