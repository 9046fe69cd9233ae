import { EMOTIONAL_RULE } from '../../analysis/word-rules.ts';
import { quotedIndexes } from '../parse/quotes.ts';
import { hasTag, type Token, withText } from '../parse/tokens.ts';
import { DEGREE_COMPLEMENTS } from '../understand/cue-words.ts';
import { FEELING_EQUALS } from '../understand/feelings.ts';
import { mustGuessesIn } from '../understand/guessing-must.ts';

// The spec's trigger words (§5) replaced by words that keep their meaning: "must" stays an
// obligation ("needs to"), "deadline" stays a date, "urgent" stays time-sensitive. Never "may".

const SINGLE_WORDS: Readonly<Record<string, string>> = {
  asap: 'as soon as possible',
  urgent: 'time-sensitive',
  urgently: 'soon',
  immediately: 'straight away',
  deadline: 'due date',
  deadlines: 'due dates',
  critical: 'important',
  emergency: 'serious problem',
  mandatory: 'compulsory',
  required: 'needed',
  // Feelings only to a milder word of the same feeling (understand/feelings.ts), never another one.
  ...(Object.fromEntries(
    Object.entries(FEELING_EQUALS).filter((entry): entry is [string, string] => entry[1] !== null),
  ) as Record<string, string>),
};

const FEELING_PREPOSITIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  unhappy: { at: 'with', in: 'with', by: 'with' },
  bothered: { at: 'by', with: 'by' },
};

const PLURAL_SUBJECTS = new Set(['i', 'you', 'we', 'they']);
// The spec's emotional words (§5): the feelings a degree complement can belong to.
const FEELING_WORDS = new Set(EMOTIONAL_RULE.phrases.map((phrase) => phrase.text));

// How many tokens from `at` make a degree complement of a feeling ("sick" in "worried sick"), or 0.
function degreeComplementAt(tokens: readonly Token[], at: number): number {
  const fits = DEGREE_COMPLEMENTS.find((words) =>
    words.every((word, offset) => tokens[at + offset]?.normal === word),
  );
  return fits?.length ?? 0;
}

// Rule "need-agrees": "have to" -> "need to", "has to" -> "needs to", "had to" -> "needed to": the
// writer's own verb already agrees with its subject ("I will have to", "you just have to"), so its
// form is kept. "must" has no form of its own: "needs to" after a singular subject (past adverbs
// like "just"), "need to" after a plural one, a pronoun like "we", or a modal ("might must" isn't
// English, but "will must" typed in haste still takes the base form).
const MODALS = new Set(['will', 'would', 'might', 'may', 'can', 'could', 'should', "'ll", 'gonna', 'gunna']);
function needFor(tokens: readonly Token[], index: number): string {
  const word = tokens[index]?.normal;
  if (word === 'had') return 'needed to';
  if (word === 'has') return 'needs to';
  if (word === 'have') return 'need to';
  let at = index - 1;
  while (at > 0 && hasTag(tokens[at], 'Adverb')) at--;
  const subject = tokens[at];
  const plural =
    !subject ||
    PLURAL_SUBJECTS.has(subject.normal) ||
    hasTag(subject, 'Plural') ||
    MODALS.has(subject.normal);
  return plural ? 'need to' : 'needs to';
}

// Rule "article-agrees": "an emergency" -> "a serious problem", "a deadline" stays "a due date":
// the article before a swapped word follows the new word's first sound. Near miss: "an hour's"
// notice is no swap and is never touched.
function agreeArticle(out: Token[]): void {
  const article = out.at(-2);
  const word = out.at(-1);
  if (!article || !word || !['a', 'an'].includes(article.normal)) return;
  const wanted = /^[aeiou]/i.test(word.text) ? 'an' : 'a';
  if (article.normal !== wanted)
    out[out.length - 2] = { ...withText(article, matchCase(article.text, wanted)), post: article.post };
}

export interface Swap {
  readonly from: string;
  readonly to: string;
}

// Returns the tokens with their trigger words replaced, and what was replaced.
export function swapTriggerWords(
  tokens: readonly Token[],
  allowed: ReadonlySet<string> = new Set(),
): { tokens: Token[]; swaps: Swap[] } {
  const out: Token[] = [];
  const swaps: Swap[] = [];
  // Rule "quotes-stay": "Your email said 'ASAP' but also 'no rush'": words in quotation marks are
  // someone's words cited, and a swap would misquote them. Near miss: an apostrophe inside a word
  // ("don't", "Mum's") opens no quote.
  const quoted = quotedIndexes(tokens);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const next = tokens[index + 1];
    // Rule "required-by-its-source": "as required by law", "required by the council": a rule
    // cited with its source is no pressure from the writer, and "needed by law" misstates it.
    // Near miss: "Attendance is required." has no source, and is swapped.
    const cited = token.normal === 'required' && next?.normal === 'by';
    if (allowed.has(token.normal) || quoted.has(index) || cited) {
      out.push(token);
      continue;
    }
    // Rule "emergency-in-a-compound": "emergency contact", "a family emergency": joined to another
    // noun, a two-word stand-in breaks the compound ("a family serious problem"); one word keeps
    // it. Near miss: "This is an emergency." has no noun beside it and takes the plain phrase.
    const compound =
      hasTag(next, 'Noun') ||
      (index > 0 && hasTag(tokens[index - 1], 'Noun') && !hasTag(tokens[index - 1], 'Pronoun'));
    const single = token.normal === 'emergency' && compound ? 'crisis' : SINGLE_WORDS[token.normal];
    if (single !== undefined) {
      out.push(withText(token, matchCase(token.text, single)));
      swaps.push({ from: token.text, to: single });
      agreeArticle(out);
      // "worried sick" -> "uneasy", not "uneasy sick".
      const complement = FEELING_WORDS.has(token.normal) ? degreeComplementAt(tokens, index + 1) : 0;
      if (complement > 0) {
        index += complement;
        out[out.length - 1] = { ...(out[out.length - 1] as Token), post: (tokens[index] as Token).post };
        continue;
      }
      // "disappointed in" -> "unhappy with": the feeling's new word takes its own preposition.
      const preposition = next && FEELING_PREPOSITIONS[single]?.[next.normal];
      if (next && preposition) {
        out.push(withText(next, preposition));
        index++;
      }
      continue;
    }
    // "she must look like a gremlin" guesses: no obligation to soften (guessing-must.ts).
    const obligation = token.normal === 'must' && !mustGuessesIn(tokens, index) ? 'present' : null;
    const haveTo =
      ['have', 'has', 'had'].includes(token.normal) && next?.normal === 'to' ? token.normal : null;
    // "don 't have to", typed with a space, reaches the tagger as "don" and "t".
    const spacedNot = tokens[index - 1]?.normal === 't' && /n$/.test(tokens[index - 2]?.normal ?? '');
    const afterNegation =
      ['not', 'never'].includes(tokens[index - 1]?.normal ?? '') ||
      tokens[index - 1]?.normal === 'do' ||
      spacedNot;
    if ((obligation || haveTo) && !afterNegation && next?.normal !== 'have') {
      const negated = token.normal === 'must' && next?.normal === 'not';
      const phrase = negated ? 'cannot' : needFor(tokens, index);
      out.push({ ...withText(token, matchCase(token.text, phrase)), post: token.post });
      swaps.push({ from: haveTo ? `${token.text} to` : token.text, to: phrase });
      if (haveTo || negated) index++; // the "to" or "not" is part of the phrase now
      if (haveTo || negated)
        out[out.length - 1] = { ...(out[out.length - 1] as Token), post: (tokens[index] as Token).post };
      continue;
    }
    if (token.normal === 'right' && next?.normal === 'away') {
      out.push({ ...withText(token, matchCase(token.text, 'straight')), post: token.post });
      swaps.push({ from: `${token.text} ${next.text}`, to: 'straight away' });
      continue;
    }
    out.push(token);
  }
  return { tokens: out, swaps };
}

// "Urgent" -> "Time-sensitive", but "ASAP" (an acronym, or shouting) -> "as soon as possible".
export function matchCase(original: string, replacement: string): string {
  const titleCase = /^\p{Lu}\p{Ll}/u.test(original) || (original.length === 1 && /\p{Lu}/u.test(original));
  return titleCase ? replacement[0]?.toUpperCase() + replacement.slice(1) : replacement;
}
