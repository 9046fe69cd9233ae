import type { Persona } from '../../schemas.ts';
import { hasTag, lemmaOf, type Token } from '../parse/tokens.ts';
import { isRemovableReproach } from '../understand/clause-facts.ts';
import { COMMUNICATION_WORDS } from '../understand/cue-words.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { READER_SUBJECTS } from '../understand/reader-words.ts';
import { digInThanks } from './thanks-digs.ts';

// Which reproach words of a clause go ("you forgot AGAIN", "Did you even read it?"): only where
// the reader is the one reproached, never where they only say how things are ("someone who
// actually lives there") or open a clause ("once you're back": clause-facts.ts reads "once", and
// only "for once", "just once" and "once again" are ever marked).

export function reproachToRemove(clause: ClauseModel, persona: Persona): number[] {
  const dig = digInThanks(clause);
  if (dig.length > 0) return dig;
  const aboutReader =
    clause.youSubject || clause.mentionsYou || clause.ask !== null || clause.imperativeAt >= 0;
  if (!aboutReader && persona !== 'manager-rsd') return [];
  // Rule "doubting-even": "Dinner is at 7 if you even want to come", "whether you even care":
  // "even" in a condition on the reader doubts them, whatever kind word follows. Near miss: "even
  // if you want to come" ("even" joins the condition, and stays).
  const doubting = clause.tokens.flatMap((token, index) =>
    token.normal === 'even' &&
    READER_SUBJECTS.has(clause.tokens[index - 1]?.normal ?? '') &&
    ['if', 'whether'].includes(clause.tokens[index - 2]?.normal ?? '')
      ? [index]
      : [],
  );
  if (doubting.length > 0) return doubting;
  // "Honestly, you did a great job": beside praise the word is sincere.
  // ("please" is a courtesy AFINN scores +1; it praises nothing.)
  const praises = [...clause.scores].some(
    ([at, score]) => score > 0 && clause.tokens[at]?.normal !== 'please',
  );
  const sours = [...clause.scores.values()].some((score) => score < 0);
  if (praises && !sours && clause.hostility === null) return [];
  // A reader most hurt by criticism (manager-rsd) hears "still" as one even where it tells status.
  const still =
    persona === 'manager-rsd'
      ? clause.tokens.flatMap((token, index) => (token.normal === 'still' ? [index] : []))
      : [];
  const marked = [...new Set([...clause.reproach, ...still])].sort((a, b) => a - b);
  return marked.flatMap((index) => {
    const token = clause.tokens[index];
    // "for once" and "just once" count a failure as a unit: "just," alone would be a hole.
    if (token?.normal === 'once' && ['for', 'just'].includes(clause.tokens[index - 1]?.normal ?? ''))
      return [index - 1, index];
    // "Please honestly tell me", "answer me honestly": honesty asked of a telling is sincere.
    if (token?.normal === 'honestly' && tellsBeside(clause.tokens, index)) return [];
    // For a reader who takes any reproach personally (manager-rsd) every one goes.
    if (persona !== 'manager-rsd' && reproachesSomeoneElse(clause.tokens, index)) return [];
    return isRemovableReproach(clause.tokens, index) ? [index] : [];
  });
}

const tellsBeside = (tokens: readonly Token[], index: number) =>
  [tokens[index - 1], tokens[index + 1]].some((token) => token && COMMUNICATION_WORDS.has(lemmaOf(token)));

const SKIPPED_BEFORE_VERB = ['Adverb', 'Auxiliary', 'Negative', 'Modal'];
const RELATIVES = new Set(['who', 'which', 'that']);

// The subject nearest before `index`: a noun or pronoun whose next word (past adverbs and helper
// verbs) is a verb. An object ("you forgot my birthday again") is passed over.
function subjectBefore(tokens: readonly Token[], index: number): Token | undefined {
  for (let at = index - 1; at >= 0; at--) {
    const token = tokens[at] as Token;
    const nominal = hasTag(token, 'Noun') || hasTag(token, 'Pronoun') || RELATIVES.has(token.normal);
    const relative = RELATIVES.has(token.normal);
    if (!nominal || hasTag(token, 'Possessive') || (!relative && isObject(tokens, at))) continue;
    // Past adverbs and helper verbs, and the reproach word itself ("who actually lives").
    let next = at + 1;
    while (
      next < tokens.length &&
      (next === index ||
        (SKIPPED_BEFORE_VERB.some((tag) => hasTag(tokens[next], tag)) && !hasTag(tokens[next], 'Copula')))
    )
      next++;
    if (hasTag(tokens[next], 'Verb')) return token;
  }
  return undefined;
}

const NOUN_PHRASE_TAGS = ['Determiner', 'Adjective', 'Possessive', 'Noun', 'Value'];

// "you left the freezer door open": a noun phrase right after a verb or a preposition is its
// object, however a verb follows it. A gerund may open a subject ("smoking the reefer can …").
function isObject(tokens: readonly Token[], at: number): boolean {
  let start = at;
  while (start > 0 && NOUN_PHRASE_TAGS.some((tag) => hasTag(tokens[start - 1], tag))) start--;
  const before = tokens[start - 1];
  return (
    hasTag(before, 'Preposition') ||
    (hasTag(before, 'Verb') && !hasTag(before, 'Gerund') && !hasTag(before, 'Copula'))
  );
}

// Rule "reproach-of-someone-else": "as someone who actually lives there", "smoking can still get
// you fired": a reproach word reproaches the reader only when the reader is the subject it goes
// with. Where another subject does ("someone who", "smoking"), the word only says how things are
// and stays. Near misses: "you still haven't sent it" and "Did you even read it?" lose it.
function reproachesSomeoneElse(tokens: readonly Token[], index: number): boolean {
  const subject = subjectBefore(tokens, index);
  return subject !== undefined && !READER_SUBJECTS.has(subject.normal);
}
