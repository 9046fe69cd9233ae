import type { Token } from '../parse/tokens.ts';
import { endsAt, isNounish } from './phrase-around.ts';
import { ADDRESSED, type DetoxEdit, endsPhrase, isCopula, wordOf } from './word-shapes.ts';

// Rule "piece-of-is-the-insult": "piece of shit", "sacks of crap", "son of a bitch" name someone (or
// something) as a whole; fixing only the toxic word left the insult standing ("you piece of
// nonsense", "son of a girl"). The run is fixed as one word by its slot: addressed ("you piece of
// shit") or alone at a phrase edge it goes; after a linking verb ("the guy is a piece of shit")
// it says something, "bad"; after "this"/"the"/"these" it is "one"/"ones" ("this piece of shit
// lied" -> "this one lied"). Elsewhere ("what a piece of shit") the words are fixed one by one as
// before. Near miss: "a piece of cake" has no toxic word after "of".
const WHOLE_HEADS = new Set(['piece', 'pieces', 'sack', 'sacks', 'bag', 'bags', 'son', 'sons']);
const POINTING = new Set(['this', 'that', 'these', 'those', 'the']);
export function insultingWhole(
  tokens: readonly Token[],
  index: number,
  toxicAt: (at: number) => boolean,
): DetoxEdit | null {
  const head = wordOf(tokens[index]);
  if (!WHOLE_HEADS.has(head) || wordOf(tokens[index + 1]) !== 'of' || endsPhrase(tokens[index])) return null;
  const article = ['a', 'an'].includes(wordOf(tokens[index + 2])) ? 1 : 0;
  const last = index + 2 + article;
  if (!tokens[last] || !toxicAt(last) || (!endsAt(tokens, last) && isNounish(tokens[last + 1]))) return null;
  const many = head.endsWith('s');
  const own = ['a', 'an'].includes(wordOf(tokens[index - 1])) ? index - 1 : index;
  const before = tokens[own - 1];
  if (ADDRESSED.has(wordOf(before)) && endsAt(tokens, last))
    return { from: own - 1, to: last + 1, text: '', rule: 'address' };
  if ((own === 0 || endsPhrase(before)) && endsAt(tokens, last))
    return { from: own, to: last + 1, text: '', rule: 'address' };
  if (isCopula(before)) return { from: own, to: last + 1, text: 'bad', rule: 'predicate' };
  if (POINTING.has(wordOf(before)) && own === index)
    return { from: index, to: last + 1, text: many ? 'ones' : 'one', rule: 'noun-head' };
  return null;
}
