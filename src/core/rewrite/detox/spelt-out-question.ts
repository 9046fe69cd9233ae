import { hasTag, type Token } from '../parse/tokens.ts';
import type { DetoxEdit } from './word-shapes.ts';

// Rule "spelt-out-question": "wtf r u doing??", "wth is this": the swear abbreviation stands for
// "what the …", and its "what" is the question word; deleted whole it left "R u doing?". Before a
// verb or a pronoun it becomes "what". Near misses: "wtf, the train is late again" (a comma: an
// exclamation on its own, deleted) and "lol wtf" (nothing after it).
const QUESTION_ABBREVIATIONS = new Set(['wtf', 'wth', 'wtaf']);
const asksOn = (next: Token | undefined) =>
  next !== undefined && (hasTag(next, 'Verb') || hasTag(next, 'Copula') || hasTag(next, 'Pronoun'));

export function keepQuestionWord(tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] {
  return edits.map((edit) => {
    const token = tokens[edit.from];
    const single = edit.to === edit.from + 1 && edit.text === '';
    if (!single || !token || !QUESTION_ABBREVIATIONS.has(token.normal)) return edit;
    if (/[,;:.!?]/.test(token.post) || !asksOn(tokens[edit.to])) return edit;
    return { ...edit, text: 'what' };
  });
}
