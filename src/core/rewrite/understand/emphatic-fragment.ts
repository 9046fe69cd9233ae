import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { CONSEQUENCE_STARTS, INSISTING_CLOSERS } from './cue-words.ts';
import { statesARule } from './stated-rules.ts';

// The closers as texts, joined once: every clause of every message is compared with them.
const INSISTING_CLOSER_TEXTS = new Set(INSISTING_CLOSERS.map((closer) => closer.join(' ')));

// Emphatic fragments: pushes and reproaches with nothing to act on ("… or forget it", "Again
// nothing.", "No exceptions."), which go as emphatic asides while the message they press stays.

const REPROACH_FRAGMENT_WORDS = 5;
// Words the tagger calls nouns that name no thing: "nothing", "the same".
const NAMES_NOTHING = new Set(['nothing', 'something', 'anything', 'everything', 'same']);

const THIRD_PERSONS = new Set(['they', 'he', 'she', 'it']);

export function isEmphaticFragment(clause: ClauseFacts): boolean {
  // "… or forget it.", "… or don't bother.": a push with nothing after the "or".
  // Rule "someone-elses-consequence": "… or they walk", "… or she loses the slot": what a third
  // person will do is news the reader needs, however short. Near misses: "or else", "or forget it".
  const othersAct = THIRD_PERSONS.has(clause.words[1] ?? '') && hasTag(clause.tokens[2], 'Verb');
  const emptyOr =
    CONSEQUENCE_STARTS.has(clause.words[0] ?? '') &&
    !clause.hasContent &&
    !clause.hasFact &&
    !othersAct &&
    clause.words.length <= 4;
  if (emptyOr) return true;
  if (INSISTING_CLOSER_TEXTS.has(clause.words.join(' '))) return true;
  // ("you're the kindest": the copula of a contraction is an empty token, and still a verb.)
  const verbless = !clause.tokens.some(
    (token) => hasTag(token, 'Verb') && (token.text !== '' || hasTag(token, 'Copula')),
  );
  // Rule "reproach-fragment": "Again nothing.", "Always the same with you.", "Typical of you.": no
  // verb and nothing named, only a reproach word or a verdict pointed at the reader. Near misses:
  // "Still nothing from the bank." names a thing, "Thanks to you." praises, "Still nothing?" asks.
  const praises = [...clause.scores.values()].some((score) => score > 0);
  const namesThing = clause.tokens.some(
    (token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun') && !NAMES_NOTHING.has(token.normal),
  );
  const reproachFragment =
    verbless &&
    !clause.inQuestion &&
    !clause.hasFact &&
    !namesThing &&
    !praises &&
    // "Same as always" with no reader in it tells how things are; "Again nothing" counts a failure.
    (clause.mentionsYou || clause.reproach.some((index) => clause.tokens[index]?.normal !== 'always')) &&
    clause.words.length <= REPROACH_FRAGMENT_WORDS;
  if (reproachFragment) return true;
  if (!verbless || clause.hasFact || clause.words.length > 3) return false;
  const allMarkers = clause.reproach.length === clause.tokens.filter(isWord).length;
  // "No exceptions.", "No more excuses.": "more" may stand between.
  const more = clause.words[1] === 'more' ? 1 : 0;
  const noPlural =
    clause.words[0] === 'no' &&
    clause.words.length === 2 + more &&
    hasTag(clause.tokens.filter(isWord)[1 + more], 'Plural') &&
    !statesARule(clause);
  return allMarkers || noPlural;
}
