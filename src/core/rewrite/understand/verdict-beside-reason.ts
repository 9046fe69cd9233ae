import { hasTag, isWord, joinTokens, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { isLearnedPutDown } from './put-down-labels.ts';

// Rule "verdict-beside-reason": "Your spreadsheet is garbage, the totals don't match the invoices",
// "The quote you sent is ridiculous, nobody charges that much": a put-down verdict on a thing,
// closed off by a comma, with the reason told right after it. The reason already says what is
// wrong; swapping the insult for a milder judgement ("is bad") kept the verdict. The verdict goes
// and the thing it was about stays as the topic: "About your spreadsheet: the totals don't match
// the invoices." Near misses: "The weather is awful, the match is off" (AFINN -3 is no put-down
// of anyone's work, and nothing of the reader's), "This is garbage, …" (no thing named), "Your
// report is garbage." (no reason after it: left to the word edits), "The quote is fine, send it".

const LINKING = new Set(['is', 'are', 'was', 'were', 'looks', 'look', 'seems', 'seem']);
const READERS = new Set(['your', 'you']);
const STRONG_VERDICT = -2;
const CONTRASTS = new Set(['but', 'though', 'although', 'yet', 'still', 'however']);

export function verdictAsTopic(tokens: readonly Token[], next: readonly Token[] | undefined): Token[] | null {
  if (!next?.some((token) => hasTag(token, 'Verb'))) return null;
  if (/\?/.test(next.at(-1)?.post ?? '')) return null;
  // "Your report is garbage, but the totals match": a contrast is no reason for the verdict.
  if (CONTRASTS.has(next.find(isWord)?.normal ?? '')) return null;
  const last = tokens.at(-1);
  if (!last || !/[,;:–—-]\s*$/.test(last.post)) return null;
  const linkAt = tokens.findIndex((token) => LINKING.has(token.normal));
  if (linkAt < 1) return null;
  const subject = tokens.slice(0, linkAt);
  const names = subject.some((token) => hasTag(token, 'Noun') && !hasTag(token, 'Pronoun'));
  if (!names) return null;
  const verdict = tokens.slice(linkAt + 1).filter(isWord);
  // Only the verdict after the linking verb: "a", "pure", "total" and the put-down itself.
  if (verdict.length === 0 || verdict.length > 3) return null;
  if (verdict.some((token) => hasTag(token, 'Verb') || hasTag(token, 'Preposition'))) return null;
  const readers = subject.some((token) => READERS.has(token.normal));
  const putsDown = verdict.some(
    (token) => isLearnedPutDown(token.normal) || (readers && scoreOfWord(token.normal) <= STRONG_VERDICT),
  );
  if (!putsDown) return null;
  const topic = joinTokens(subject).trim();
  const lowered = hasTag(subject[0], 'ProperNoun')
    ? topic
    : topic.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());
  return tokenizeSentences(`About ${lowered}: `)[0] ?? null;
}
