import { hasTag, type Token } from './tokens.ts';

// Rule "texting-run-on": "who ate my curry AGAIN i labelled it … this is getting ridiculous", "why
// are you always late we said 7 and its 8 now": texted without stops, several sentences reach the
// reader as one, and a question's reproach, a fact and a verdict were read, and cut, as one. A new
// sentence starts where a new subject opens one after a finished phrase:
//   a lowercase "i" before its verb ("AGAIN i labelled"),
//   "this is"/"it is", or "its" before a time or a number ("month its now the 14th"),
//   a pronoun and its verb after an adjective ("late we said").
// Only a line with no stops or commas between its words is read so. Near misses: "i think i need a
// break" (a verb before: one sentence), "do you know what i mean" (a joining word before), "the
// time we said" (a noun before "we": a relative clause), "the dog wagged its tail" (a noun after
// "its"), and any line with its own punctuation.
const JOINERS = new Set([
  ...['and', 'but', 'so', 'or', 'because', 'cos', 'coz', 'cause', 'if', 'when', 'that', 'which', 'who'],
  ...['than', 'as', 'where', 'while', 'until', 'till', 'til', 'before', 'after', 'since', 'what', 'how'],
  ...['why', 'whether', 'unless', 'though', 'although', 'once', 'like'],
]);
const SUBJECTS = new Set(['we', 'you', 'he', 'she', 'they']);
const POINTERS = new Set(['this', 'it']);
const RANKING = new Set(['most', 'least', 'only', 'first', 'last', 'best', 'worst']);
const MIN_WORDS = 8;
const MIN_PIECE = 3;

const finishesPhrase = (token: Token | undefined) =>
  token !== undefined &&
  !JOINERS.has(token.normal) &&
  !['Preposition', 'Determiner', 'Verb', 'Possessive'].some((tag) => hasTag(token, tag));

function opensSentence(tokens: readonly Token[], at: number): boolean {
  const [before, token, next] = [tokens[at - 1], tokens[at], tokens[at + 1]];
  if (!token || !finishesPhrase(before)) return false;
  // "the one i took": after a common noun, "i" opens a relative clause; so it does after "the
  // most", "the only": a superlative or a ranking word reaches past it. (After a date, a number or
  // a name it does not: "… now the 14th i need the money".)
  const named = ['Value', 'Date', 'ProperNoun'].some((tag) => hasTag(before, tag));
  const relative =
    (hasTag(before, 'Noun') && !named) || hasTag(before, 'Superlative') || RANKING.has(before?.normal ?? '');
  if (token.text === 'i') return hasTag(next, 'Verb') && !relative;
  if (POINTERS.has(token.normal)) return hasTag(next, 'Copula');
  if (token.normal === 'its') return ['Value', 'TimeAdverb', 'Date'].some((tag) => hasTag(next, tag));
  // ("then they hauled it", "good and well they want": after an adverb the clause runs on.)
  const described = hasTag(before, 'Adjective') && !hasTag(before, 'Adverb');
  return SUBJECTS.has(token.normal) && described && hasTag(next, 'Verb');
}

// Each sentence but the last gets the stop it was typed without, so it reaches the reader as a
// sentence ("Who ate my curry? I labelled it …").
const asks = (piece: readonly Token[]) =>
  hasTag(piece[0], 'QuestionWord') || (hasTag(piece[0], 'Auxiliary') && hasTag(piece[1], 'Pronoun'));
function stopped(piece: Token[]): Token[] {
  const last = piece.at(-1) as Token;
  return [...piece.slice(0, -1), { ...last, post: `${asks(piece) ? '?' : '.'}${last.post}` }];
}

// A piece that reads as a sentence: three words or more, one of them a verb.
// ("its now the 14th": "its" typed for "it's" carries the verb.)
const isSentence = (piece: readonly Token[]) =>
  piece.length >= MIN_PIECE && (piece.some((token) => hasTag(token, 'Verb')) || piece[0]?.normal === 'its');

export function splitRunOns(tokens: Token[]): Token[][] {
  const words = tokens.filter((token) => /\p{L}/u.test(token.text));
  // Texting leaves out every stop, the last one too: "… sentence ." was typed with stops.
  const punctuated = tokens.some(
    (token) => /[.,;:!?()*"]/.test(token.pre + token.post) || /^[^\p{L}\p{N}£$€%]+$/u.test(token.text),
  );
  if (words.length < MIN_WORDS || punctuated) return [tokens];
  const pieces: Token[][] = [];
  let from = 0;
  tokens.forEach((_, at) => {
    const [before, after] = [tokens.slice(from, at), tokens.slice(at)];
    if (isSentence(before) && isSentence(after) && opensSentence(tokens, at)) {
      pieces.push(stopped(tokens.slice(from, at)));
      from = at;
    }
  });
  pieces.push(tokens.slice(from));
  return pieces;
}
