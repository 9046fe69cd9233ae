import { scoreOfWord } from '../understand/clause-facts.ts';
import type { OutSentence } from './realise-sentences.ts';

// Rule "fine-first" (reassuring tone, issue 22): a reassuring message names what is fine before
// what is still needed. When the message itself says something is fine (work already done, a
// booking made, a payment through), that sentence comes first. Nothing is added: a message with
// nothing fine in it is not given a stock "it's all fine", which would be false reassurance.

// "The venue is booked", "the slides are done", "everything is on track": a state that is fine.
const FINE_STATE =
  /\b(?:is|are|was|were|'s|'re)\s+(?:now\s+|already\s+|all\s+)?(?:done|booked|confirmed|finished|sorted|paid|approved|fixed|ready|sent|signed|submitted|complete|completed|in place|on track|all set|fine|ok|okay|safe|covered|settled|resolved|agreed|unchanged|deployed|live|stable|resting|delivered|out of (?:surgery|hospital|danger))\b/i;
// "I've already sent the invoice", "we have finished the draft": the writer's work, done.
const DONE_WORK =
  /\b(?:I|we)(?:'ve| have)\s+(?:already\s+|just\s+)?(?:done|sent|finished|booked|paid|fixed|sorted|booked|submitted|signed|confirmed|written|drafted|uploaded|shared|ordered|packed|cleaned|checked|completed)\b/i;
// "The payment went through", "the rest looks good".
// "The migration finished last night", "the release went live": work that ended, so it is settled.
const WENT_WELL =
  /\b(?:went (?:through|well|fine|live)|looks? (?:good|great|fine)|is going well|(?:finished|completed|wrapped up) (?:last|this|yesterday|on|at|earlier)\b)/i;
// "... but section 3 is missing", "not done", "isn't ready": not (only) fine.
const NOT_FINE = /\b(?:not|n't|never|but|except|however|missing|still|yet|almost|nearly|mostly|hardly|if)\b/i;
// "It's done", "That's booked": it needs what came before it.
const POINTS_BACK = /^(?:it|that|this|they|these|those|then|so|also|and)\b/i;

// Rule "settled-participle": "The cabinet is fitted", "the forms are printed": a state that is done,
// beyond the words listed above. A participle in "-ed" counts when its valence (AFINN) is not
// negative and it is not a change, a demand or a closing. Near misses: "the meeting is cancelled"
// and "the train is delayed" (negative valence), "the room is changed" or "closed", "your
// signature is needed" (a demand), "the plan is that …" (no participle).
const PARTICIPLE = /\b(?:is|are|was|were|'s|'re)\s+(?:now\s+|already\s+|all\s+)?(\p{L}+ed)\b/iu;
const NOT_SETTLED =
  /^(?:moved|changed|closed|needed|required|expected|scheduled|rescheduled|overdue|canceled|wanted|asked|supposed|used|concerned|worried|tired|bored|annoyed|interested|surprised|scared|confused)$/i;
const settledParticiple = (text: string) => {
  const word = text.match(PARTICIPLE)?.[1]?.toLowerCase();
  return !!word && !NOT_SETTLED.test(word) && scoreOfWord(word) >= 0;
};

export const saysWhatIsFine = (sentence: OutSentence) =>
  sentence.role === 'content' &&
  !sentence.isAsk &&
  !sentence.refersBack &&
  !/\?\s*$/.test(sentence.text) &&
  !POINTS_BACK.test(sentence.text) &&
  !NOT_FINE.test(sentence.text) &&
  (FINE_STATE.test(sentence.text) ||
    DONE_WORK.test(sentence.text) ||
    WENT_WELL.test(sentence.text) ||
    settledParticiple(sentence.text));

// The fine sentences move before the first content sentence, in the writer's order; greetings and
// sign-offs stay where they are. Null when nothing moves.
export function fineFirst(sentences: readonly OutSentence[]): OutSentence[] | null {
  const content = sentences.filter((sentence) => sentence.role === 'content');
  const fine = content.filter(saysWhatIsFine);
  if (fine.length === 0 || fine.length === content.length) return null;
  const ordered = [...fine, ...content.filter((sentence) => !fine.includes(sentence))];
  if (ordered.every((sentence, index) => sentence === content[index])) return null;
  let next = 0;
  // A moved sentence takes the line of the slot it fills, so the writer's lines keep their place;
  // what is still needed starts a line of its own after what is fine.
  return sentences.map((sentence) => {
    if (sentence.role !== 'content') return sentence;
    const at = next++;
    const moved = ordered[at] as OutSentence;
    const breakBefore = at === fine.length || moved.breakBefore;
    return moved === sentence && !breakBefore ? sentence : { ...moved, line: sentence.line, breakBefore };
  });
}
