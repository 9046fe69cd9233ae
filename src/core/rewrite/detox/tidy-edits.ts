import { hasTag, type Token } from '../parse/tokens.ts';
import { type DetoxEdit, endsPhrase, PERSON, THING, wordOf } from './word-shapes.ts';

// The word edits (word-edits.ts) tidied as a whole, so no deletion leaves a hole beside it.

// "a" before a vowel sound once the word between goes or is replaced: "a stupid idea" -> "an
// idea", "an idiot" -> "a person".
export function articleFix(tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] {
  const gone = new Set(edits.flatMap((edit) => (edit.text === '' ? range(edit.from, edit.to) : [])));
  const replaced = new Map(edits.filter((edit) => edit.text !== '').map((edit) => [edit.from, edit.text]));
  const fixes: DetoxEdit[] = [];
  tokens.forEach((token, index) => {
    const article = wordOf(token);
    const changedNext = gone.has(index + 1) || replaced.has(index + 1);
    if ((article !== 'a' && article !== 'an') || gone.has(index) || !changedNext) return;
    let next = index + 1;
    while (gone.has(next)) next++;
    const following = replaced.get(next) ?? tokens[next]?.text ?? '';
    const wanted = /^[aeiou]/i.test(following) ? 'an' : 'a';
    if (wanted !== article) fixes.push({ from: index, to: index + 1, text: wanted, rule: 'modifier' });
  });
  return fixes;
}
// "full of morons and scum" -> "full of people", not "people and person": a replacement joined
// by "and"/"or" to another replacement of the same kind says nothing more, and goes with the joint.
export function withoutRepeatedReplacement(
  tokens: readonly Token[],
  edits: readonly DetoxEdit[],
): DetoxEdit[] {
  const kindOf = (text: string) =>
    text === PERSON.one || text === PERSON.many
      ? 'person'
      : text === THING.one || text === THING.many
        ? 'thing'
        : text;
  return edits.map((edit, position) => {
    const earlier = edits[position - 1];
    const joint = wordOf(tokens[edit.from - 1]);
    if (!earlier || earlier.text === '' || edit.text === '' || earlier.to !== edit.from - 1) return edit;
    if ((joint !== 'and' && joint !== 'or') || kindOf(earlier.text) !== kindOf(edit.text)) return edit;
    return { ...edit, from: edit.from - 1, text: '' };
  });
}

// A comma typed as its own word that a deletion leaves at the start or right after an article
// goes too: "sore losers , cry babies" -> "cry babies", "a ridiculous , cruel joke" -> "a cruel joke".
export function strandedCommas(tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] {
  const gone = new Set(edits.flatMap((edit) => (edit.text === '' ? range(edit.from, edit.to) : [])));
  return edits.map((edit) => {
    const after = tokens[edit.to];
    if (edit.text !== '' || after?.text.trim() !== ',') return edit;
    const before = tokens[edit.from - 1];
    const atStart = range(0, edit.from).every((at) => gone.has(at));
    const stranded = atStart || hasTag(before, 'Determiner') || endsPhrase(before);
    return stranded ? { ...edit, to: edit.to + 1 } : edit;
  });
}

export const range = (from: number, to: number) => Array.from({ length: to - from }, (_, at) => from + at);

// Rule "stranded-question-word": "what the fuck , why do you …" -> "why do you …": once its
// swearing goes, a question word left alone before a comma (or the end) was only an exclamation,
// and goes too. Near miss: "what the hell is this" keeps "what is this".
const QUESTION_WORDS = new Set(['what', 'who', 'how', 'why', 'where', 'wtf']);
export function strandedQuestionWords(tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] {
  return edits.map((edit) => {
    const asker = tokens[edit.from - 1];
    if (edit.text !== '' || !asker || !QUESTION_WORDS.has(wordOf(asker))) return edit;
    const opens = edit.from - 1 === 0 || endsPhrase(tokens[edit.from - 2]);
    const after = tokens[edit.to];
    const alone = !after || endsPhrase(tokens[edit.to - 1]) || after.text.trim() === ',';
    return opens && alone ? { ...edit, from: edit.from - 1 } : edit;
  });
}

// Rule "some-thing-is-something": "or some shit now" -> "or something now", not "some thing".
export const oneWordSomething = (tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] =>
  edits.map((edit) =>
    edit.text === 'thing' && wordOf(tokens[edit.from - 1]) === 'some' && edit.from === edit.to - 1
      ? { ...edit, from: edit.from - 1, text: 'something' }
      : edit,
  );

// Rule "verb-leaves-no-hole": "dont screw it up" -> "dont it up": a deleted verb after a "don't" or
// "never" leaves the denial and its object with nothing to join them. The phrase it
// headed goes whole, from after the last comma to the end of the phrase; it was a jab at the reader
// ("don't screw it up"), and nothing of it can stand. Near misses: "it was fucking great" (an
// adverb, no verb deleted) and "bout to fuck my diet up" (no denial before it: the verb is mended
// as "mess … up", swear-phrasal-verb).
const NEGATING = new Set(['not', 'never']);
export function verbLeavesNoHole(tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] {
  return edits.map((edit) => {
    const verb = tokens[edit.from];
    if (edit.text !== '' || edit.to !== edit.from + 1 || !hasTag(verb, 'Verb') || hasTag(verb, 'Copula'))
      return edit;
    // Only a "don't" or "never" before it: "about to fuck my diet up" or "have fucked up" keep their
    // words, and the verb is mended or goes alone (ParaDetox's rewriters kept the rest).
    const helper = tokens[edit.from - 1];
    if (!helper || !(hasTag(helper, 'Negative') || NEGATING.has(wordOf(helper)))) return edit;
    let from = edit.from - 1;
    while (from > 0 && !endsPhrase(tokens[from - 1])) from--;
    let to = edit.to;
    while (to < tokens.length && !endsPhrase(tokens[to - 1])) to++;
    return { ...edit, from, to };
  });
}

// Rule "swear-phrasal-verb": "you fucked up the order", "he screwed it up again": a swear verb with
// its "up" (straight after, or after "it"/"this") is "mess up" said rudely; it becomes "mess" in the
// same form, where deleting it left "He it up" and the noun stand-in "You thing up the order".
// Near misses: "fuck off" (no "up": abuse, read elsewhere) and "fucking great" (no verb).
const UP_OBJECTS = new Set(['it', 'this', 'that', 'everything', 'things']);
const messFormOf = (verb: Token) =>
  hasTag(verb, 'PastTense') ? 'messed' : hasTag(verb, 'Gerund') ? 'messing' : 'mess';
export function swearPhrasalVerbs(tokens: readonly Token[], edits: readonly DetoxEdit[]): DetoxEdit[] {
  return edits.map((edit) => {
    const verb = tokens[edit.from];
    if (edit.to !== edit.from + 1 || !verb || !hasTag(verb, 'Verb') || hasTag(verb, 'Copula')) return edit;
    // "fuck my diet up": a short object may stand before the "up", up to the end of the phrase.
    const ahead = tokens.slice(edit.to, edit.to + 4);
    const upAt = ahead.findIndex((token) => wordOf(token) === 'up');
    const up =
      upAt === 0 ||
      (upAt > 0 &&
        !ahead.slice(0, upAt).some((token) => endsPhrase(token) || hasTag(token, 'Verb')) &&
        (UP_OBJECTS.has(wordOf(ahead[0] ?? verb)) ||
          hasTag(ahead[0], 'Possessive') ||
          hasTag(ahead[0], 'Determiner')));
    return up ? { ...edit, text: messFormOf(verb) } : edit;
  });
}
