import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "reply-dismissal": "Don't bother replying with excuses", "Spare me the excuses", "Don't
// even try to explain", "I don't want to hear your excuses": the writer refusing, ahead of time,
// what the reader would say back. It asks for nothing the reader could do ("Please don't bother
// replying with excuses" still shuts them up), so it goes, as a hostile order or as venting.
// Near misses: "Don't bother replying, I'll see you at the meeting" (no reply judged: a kindness),
// "No need to explain, I understand", "Please reply with your availability", "Don't give the
// client any excuse to delay" (not the reader's reply), "Save your questions for the Q&A".

// What the reader would say back, named as something to wave away.
const REPLIES = new Set([
  'excuse',
  'excuses',
  'explanation',
  'explanations',
  'reason',
  'reasons',
  'story',
  'stories',
  'lecture',
  'lectures',
  'apology',
  'apologies',
  'justification',
  'justifications',
]);
// Verbs of the reader answering back.
const REPLYING = new Set([
  'reply',
  'answer',
  'respond',
  'explain',
  'justify',
  'argue',
  'apologise',
  'apologize',
]);
// Whose reply: the reader's ("your"), one more of them ("another"), the one expected ("the").
const OWNED = new Set(['your', 'another', 'the', 'more', 'with', 'any', 'ur']);
// Verbs of keeping a reply from the writer: "spare me", "save your excuses", "keep your reasons".
const WITHHOLDING = new Set(['spare', 'save', 'keep']);
// "Save them for someone who cares", "keep your reasons to yourself": given to anyone but the writer.
const ELSEWHERE = new Set(['yourself', 'someone', 'somebody', 'anyone', 'anybody']);
// "I don't want to hear …", "I'm not interested in …", "I don't need …".
// "I don't have time for your excuses": no time for it refuses it as much.
const REFUSING = new Set(['want', 'interested', 'need', 'care', 'time']);

const words = (clause: ClauseFacts): Token[] => clause.tokens.filter(isWord);

// A reply noun that belongs to the reader: "your excuses", "another story", "with explanations".
function namesReply(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, at) =>
      // (the tagger may read "more excuses" as a verb: the word before it decides)
      REPLIES.has(token.normal) &&
      // "Don't give the client any excuse to delay": "any" with a purpose is not the reader's reply.
      OWNED.has(tokens[at - 1]?.normal === 'sob' ? 'the' : (tokens[at - 1]?.normal ?? '')) &&
      !(tokens[at - 1]?.normal === 'any' && tokens[at + 1]?.normal === 'to'),
  );
}

// "Don't bother replying with excuses", "Don't even try to explain", "Don't come to me with another
// story": a "don't" aimed at the reader's reply, judged as excuses or cut short with "even".
function forbidsReply(clause: ClauseFacts, list: readonly Token[]): boolean {
  if (clause.imperativeAt < 0 || !clause.negated) return false;
  const replying = list.some((token) => REPLYING.has(lemmaOf(token)));
  return namesReply(list) || (replying && clause.words.includes('even'));
}

// "Spare me the excuses", "Save your excuses for someone who cares", "Keep your reasons to yourself".
function withholdsReply(clause: ClauseFacts, list: readonly Token[]): boolean {
  const at = list.findIndex((token) => hasTag(token, 'Verb'));
  const verb = list[at];
  if (!verb || clause.negated || !WITHHOLDING.has(lemmaOf(verb))) return false;
  const rest = list.slice(at + 1);
  const spared = lemmaOf(verb) === 'spare' && rest[0]?.normal === 'me';
  return namesReply(rest) && (spared || rest.some((token) => ELSEWHERE.has(token.normal)));
}

// "I don't want to hear your excuses", "I'm not interested in your explanations".
function refusesToHear(clause: ClauseFacts, list: readonly Token[]): boolean {
  if (!clause.firstPersonSubject || !clause.negated) return false;
  return list.some((token) => REFUSING.has(lemmaOf(token)) || REFUSING.has(token.normal)) && namesReply(list);
}

export function dismissesReply(clause: ClauseFacts): boolean {
  if (clause.inQuestion) return false;
  const list = words(clause);
  return forbidsReply(clause, list) || withholdsReply(clause, list) || refusesToHear(clause, list);
}
