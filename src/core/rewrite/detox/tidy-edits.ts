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
