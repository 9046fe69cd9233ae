import { PRESSURE_RULE } from '../../analysis/word-rules.ts';
import { hasTag, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { BAFFLED_VERBS, isComplement } from './clause-shapes.ts';
import {
  DIFFICULTY_WORDS,
  EASE_MEASURES,
  FED_UP_WORDS,
  SWEEPING_ADVERBS,
  SWEEPING_SUBJECTS,
  WRITER_STATES,
} from './cue-words.ts';
import { isLearnedPutDown } from './put-down-labels.ts';
import { lamentsFutility, veiledJab } from './veiled-jabs.ts';

// Venting: feelings and verdicts the reader can't act on ("This is ridiculous", "I'm sick of
// waiting", "Nobody ever replies"). The writer's own state ("I'm exhausted") and remorse ("I feel
// awful") are not venting: they tell the reader something.

// "I'm not your personal assistant", "I'm not your mum": the writer refuses a role, not a task.
export function rebuffs(clause: ClauseFacts): boolean {
  // "Friendly reminder that I'm not your assistant": the rebuff may follow a frame.
  const writerThen = clause.firstPersonSubject || clause.words.includes('i');
  if (!writerThen || clause.hasFact) return false;
  return clause.tokens.some(
    (token, index) =>
      token.normal === 'not' &&
      hasTag(clause.tokens[index - 1], 'Copula') &&
      clause.tokens[index + 1]?.normal === 'your',
  );
}

// Rule "stress-before-mood": "I'm so sick of …", "I am really done with …": adverbs that only
// stress may stand between the linking verb and the mood. Near miss: "I'm not sick" is no copula
// and mood (the "not" is no adverb of degree), and a verb between ("I'm getting tired") is a process.
const afterCopula = (tokens: readonly Token[], index: number) => {
  let at = index - 1;
  while (at > 0 && hasTag(tokens[at], 'Adverb') && !hasTag(tokens[at], 'Negative')) at--;
  return hasTag(tokens[at], 'Copula');
};

// Rule "not-my-problem": "Not my problem.", "Not my job, mate.": a verbless "not my" and a noun
// disowns the matter and tells the reader nothing they can act on; the pointer beside it ("Talk to
// IT") stays. Near misses: "Not my favourite, but fine" (no noun: a taste) and "It's not my
// problem to solve, but here's an idea" (a verb: a sentence that goes on).
function disowns(clause: ClauseFacts): boolean {
  const words = clause.words;
  if (words[0] !== 'not' || words[1] !== 'my' || words.length > 4) return false;
  if (clause.tokens.some((token) => hasTag(token, 'Verb') && token.text !== '')) return false;
  const noun = clause.tokens.find((token) => token.normal === words[2]);
  return hasTag(noun, 'Noun') && !hasTag(noun, 'Adjective');
}

// Rule "verdict-fragment": "Pathetic effort.", "Shoddy work, honestly.": no verb, a put-down people
// removed when they rewrote real toxic text, and the thing it judges: a verdict with nothing to act
// on. Near misses: "Sad news." (no put-down: sympathy, describes-misfortune) and "Bad news: the
// van broke down" (a verb follows the colon: news).
function verdictFragment(clause: ClauseFacts): boolean {
  if (clause.hasFact || clause.words.length > 4) return false;
  return clause.tokens.some((token) => hasTag(token, 'Adjective') && isLearnedPutDown(token.normal));
}

// Rule "negated-approval": "This is really not acceptable", "That's just not good enough": "this"
// or "that", and a word of approval denied, is a verdict with nothing to act on; what is wanted is
// said beside it. Near misses: "It's not safe" and "It's not ready yet" (a state: a reason or
// status), "That's not a problem" (a bad word denied: reassurance), "This is not good news, the
// van broke down" (the word describes the news that follows).
// Words that pass judgement on conduct or work; "safe", "ready", "open" tell a state, and "It's not
// safe" is a reason to keep.
const APPROVALS = new Set(['acceptable', 'ok', 'okay', 'good', 'fine', 'appropriate', 'professional']);
function deniesApproval(clause: ClauseFacts): boolean {
  const words = clause.words;
  if (!['this', 'that'].includes(words[0] ?? '') || !hasTag(clause.tokens[1], 'Copula')) return false;
  const not = words.indexOf('not');
  if (not < 1 || not > 4) return false;
  const approval = clause.tokens.findIndex((token, index) => index > not && APPROVALS.has(token.normal));
  if (approval < 0) return false;
  return !clause.tokens.slice(approval + 1).some((token) => hasTag(token, 'Noun'));
}

// "I'm done covering for you", "I'm sick of asking", "I'm fed up with this".
function fedUp(clause: ClauseFacts): boolean {
  if (!clause.firstPersonSubject) return false;
  return clause.tokens.some((token, index) => {
    if (!FED_UP_WORDS.has(token.normal) || !afterCopula(clause.tokens, index)) return false;
    const next = clause.tokens[index + 1];
    // "I'm sick." and "I'm tired." alone say how the writer is.
    if (!next) return false;
    return /ing$/.test(next.normal) || next.normal === 'of' || next.normal === 'up' || clause.mentionsYou;
  });
}

// "This is ridiculous", "That sucks": the demonstrative is the subject; in "This laptop died" a
// noun is (compromise may tag a noun after "this" as a verb, so the word after it decides).
const standsAlone = (clause: ClauseFacts, at: number) =>
  hasTag(clause.tokens[at + 1], 'Copula') ||
  (!hasTag(clause.tokens[at + 1], 'Noun') && !hasTag(clause.tokens[at + 2], 'Verb'));

// "the worst …", "the most useless … I have ever seen".
const superlative = (clause: ClauseFacts) =>
  clause.words.includes('most') ||
  clause.words.includes('ever') ||
  clause.tokens.some((token) => hasTag(token, 'Superlative'));

// "This is the most useless company …": the strongly negative word is in what "this" is.
const verdictAfterCopula = (clause: ClauseFacts, at: number) =>
  hasTag(clause.tokens[at + 1], 'Copula') &&
  clause.tokens.slice(at + 2, at + 6).some((_, offset) => (clause.scores.get(offset + at + 2) ?? 0) <= -2);

// Rule "joined-verdict": "The invoice is late and it's ridiculous": a verdict joined to the news
// by "and"/"but"/"so" is read as if it stood alone, or its word went and left "and it's.".
// Near miss: "and it's due Friday" carries no verdict word.
const JOINERS = new Set(['and', 'but', 'so']);
const afterJoiner = (clause: ClauseFacts) => (JOINERS.has(clause.tokens[0]?.normal ?? '') ? 1 : 0);

// Rule "sweeping-polarity": what a sweeping subject says of the reader. "Everyone hates you" is
// as negative as its words; "nobody" turns its words round, so "Nobody trusts you" is against
// the reader and "Nobody blames you", "None of this is your fault" are for them (a kindness).
const NEGATING_SUBJECTS = new Set(['nobody', 'noone', 'none']);
function sweepsAgainstReader(clause: ClauseFacts): boolean {
  const sum = [...clause.scores.values()].reduce((total, score) => total + score, 0);
  const turned =
    clause.words.some((word) => NEGATING_SUBJECTS.has(word)) || /\bno one\b/.test(clause.words.join(' '));
  return (turned ? -sum : sum) < 0 || (turned && wantsNothingOfReader(clause));
}

// Rule "nobody-wants-yours": "Nobody asked for your opinion", "No one wants your advice, Greg":
// "Nobody wants to work with you": "nobody" with a verb of asking or wanting, and the reader (or
// the reader's own word or help) as its object,
// shuts the reader out; AFINN scores none of it, so the polarity above misses it. Near misses:
// "Nobody asked for the blue folder" (no reader) and "Nobody blames you" (for the reader).
const WANTING_VERBS = new Set(['asked', 'asks', 'wants', 'wanted', 'needs', 'needed', 'requested']);
function wantsNothingOfReader(clause: ClauseFacts): boolean {
  const verb = clause.words.findIndex((word) => WANTING_VERBS.has(word));
  // "… wants to work with you": the reader may come after the verb the wanting takes.
  return verb > 0 && clause.words.slice(verb + 1, verb + 6).some((word) => word === 'your' || word === 'you');
}

// Rule "belittles-what-follows": "It's not that hard to reply to an email": what is called easy may
// follow its "to" when "that" or "so" measures the ease against the reader. Near miss: "It's not
// hard to get to the station from here" (no measure) tells the way.

// Rule "hard-for-you": "Not sure why this is so hard for you", "Why is it that difficult for you?":
// an ease measured against the reader ("so hard for you") wonders at their failing; it asks and
// tells nothing. Near misses: "I know this is hard for you" (no measure: sympathy) and "It's so
// hard for me this week" (the writer's own difficulty).
function hardForReader(words: readonly string[]): boolean {
  return words.some(
    (word, at) =>
      DIFFICULTY_WORDS.has(word) &&
      EASE_MEASURES.has(words[at - 1] ?? '') &&
      words[at + 1] === 'for' &&
      ['you', 'u'].includes(words[at + 2] ?? ''),
  );
}
// Rule "too-hard-to-do": "Was 'please keep the noise down' too complicated for you?", "Is replying
// to emails too hard for you?": an everyday act, a gerund or a quoted instruction, asked to be "too
// hard for you" mocks the reader for not doing it. Near misses: "Is the form too complicated for
// you? I can help" (a thing, not an act: a real offer) and "Is Friday too early for you?" (no word
// of difficulty).
function actTooHardForReader(clause: ClauseFacts): boolean {
  const words = clause.words;
  const hard = words.findIndex(
    (word, at) =>
      DIFFICULTY_WORDS.has(word) &&
      words[at - 1] === 'too' &&
      words[at + 1] === 'for' &&
      ['you', 'u'].includes(words[at + 2] ?? ''),
  );
  if (hard < 0 || !hasTag(clause.tokens[0], 'Copula')) return false;
  const act = hasTag(clause.tokens[1], 'Gerund') || /^\W*\w+\W+["'‘“]/u.test(clause.text);
  return act;
}
function belittlesWhatFollows(words: readonly string[]): boolean {
  const to = words.indexOf('to');
  const hard = words.findIndex((word) => DIFFICULTY_WORDS.has(word));
  return to > hard && hard > 0 && to <= 6 && EASE_MEASURES.has(words[hard - 1] ?? '');
}

const PRESSURE_WORDS = new Set(PRESSURE_RULE.phrases.map((phrase) => phrase.text));

export function vents(clause: ClauseFacts): boolean {
  if (lamentsFutility(clause)) return true;
  // "Nobody replies" has a sweeping subject; "in front of everyone" only a place.
  const sweepingSubject = clause.tokens.some(
    (token, index) =>
      (SWEEPING_SUBJECTS.has(token.normal) ||
        (token.normal === 'no' && clause.tokens[index + 1]?.normal === 'one')) &&
      !hasTag(clause.tokens[index - 1], 'Preposition'),
  );
  // "Nobody ever replies", "Nobody wants to hear your excuses", "Nobody trusts you".
  const sweeping =
    sweepingSubject &&
    (clause.words.some((word) => SWEEPING_ADVERBS.has(word)) ||
      (clause.mentionsYou && sweepsAgainstReader(clause)));
  if (sweeping || fedUp(clause) || rebuffs(clause) || disowns(clause) || veiledJab(clause)) return true;
  // Rule "for-all-you-care": "I could have been dead on the floor for all you know", "…, for all
  // you care": the reader's not knowing or caring, held up, is guilt laid on them. Near miss: "Thanks
  // for all your help" (thanks, no "you know" or "you care").
  if (/\bfor all (?:you|u) (?:know|care|cared)\b/.test(clause.words.join(' '))) return true;
  // "I can't believe you …", "I don't understand why this is so hard for you".
  // "Can't believe I'm the only one who …": the "I" left out before "can't" in a quick message.
  const writerImplied =
    ['can', 'could'].includes(clause.words[0] ?? '') && clause.words[1] === 'not' && !clause.inQuestion;
  const disbelief =
    clause.negated &&
    (clause.firstPersonSubject || writerImplied) &&
    // Rule "glad-disbelief": "I can't believe it's Friday already!" marvels; disbelief vents when
    // it is at the reader, sour, or a martyr's "the only one".
    ((clause.words.includes('believe') &&
      (clause.mentionsYou ||
        clause.sentiment < 0 ||
        clause.words.includes('only') ||
        clause.reproach.length > 0)) ||
      // "I don't care what your excuse is".
      (clause.words.includes('care') && clause.mentionsYou) ||
      // "I don't even know why we keep you on": wondering, with "even", why the reader is kept.
      (clause.words.includes('know') &&
        clause.words.includes('even') &&
        clause.words.includes('why') &&
        clause.mentionsYou) ||
      (clause.mentionsYou &&
        clause.words.includes('why') &&
        clause.words.some((word) => BAFFLED_VERBS.has(word))));
  if (disbelief) return true;
  if (clause.hasFact) return false;
  // "I'm confused", "I'm exhausted" say where the writer is, which the reader can help with.
  const negativeAt = (limit: number) =>
    clause.tokens.some(
      (token, index) => (clause.scores.get(index) ?? 0) <= limit && !WRITER_STATES.has(token.normal),
    );
  const strongNegative = negativeAt(-2);
  // "I'm sick of waiting" vents; "I'm upset that you thought I was ignoring you" tells something.
  const tellsWhy = clause.words.some((word) => ['that', 'because', 'since', 'when', 'if'].includes(word));
  // "I'm so angry right now I can't even look at you": a mood aimed at the reader.
  const moodAtReader =
    clause.mentionsYou &&
    clause.tokens.some((_, index) => (clause.scores.get(index) ?? 0) <= -2 && isComplement(clause, index));
  // "I feel awful", "I feel terrible about it": remorse, which an apology keeps.
  const remorse = clause.words.includes('feel') && !clause.mentionsYou;
  const firstPersonMood =
    !remorse &&
    clause.firstPersonSubject &&
    strongNegative &&
    (!clause.hasContent || moodAtReader) &&
    !tellsWhy &&
    (clause.words.length <= 8 || clause.mentionsYou);
  // "It's not rocket science", "This isn't that hard".
  const belittling =
    ['this', 'that', 'it'].includes(clause.words[0] ?? '') &&
    hasTag(clause.tokens[1], 'Copula') &&
    clause.negated &&
    clause.words.some((word) => DIFFICULTY_WORDS.has(word)) &&
    (clause.words.length <= 6 || belittlesWhatFollows(clause.words));
  if (belittling || hardForReader(clause.words) || actTooHardForReader(clause) || deniesApproval(clause))
    return true;
  // "This is ridiculous", "That sucks"; "This laptop died again" tells what happened.
  // Rule "names-a-risk": "It's a fire hazard", "That's a flood zone": a strongly negative noun
  // that only says which kind of a plain thing ("fire" before "hazard") names a risk, a reason to
  // keep, not a verdict. Near miss: "This is a disaster" (the negative word is the thing itself).
  const namesKind = (index: number) =>
    hasTag(clause.tokens[index], 'Noun') &&
    hasTag(clause.tokens[index + 1], 'Noun') &&
    (clause.scores.get(index + 1) ?? 0) === 0;
  // Rule "describes-misfortune": "That is sad news", "That's awful luck": a bad word before the
  // noun it describes says how hard the thing is for someone, which is sympathy, not a verdict.
  // Near miss: "That's a stupid idea": people removed "stupid" when they rewrote real toxic text
  // (a put-down), so it still judges; so does "the most useless company" (a superlative).
  const describesMisfortune = (index: number) =>
    hasTag(clause.tokens[index], 'Adjective') &&
    hasTag(clause.tokens[index + 1], 'Noun') &&
    !isLearnedPutDown(clause.tokens[index]?.normal ?? '') &&
    // "the most useless train company I have ever dealt with" ranks it: a verdict.
    !superlative(clause);
  // Rule "pressure-word-is-news": "It's an emergency, call me": a §5 pressure word (AFINN scores
  // "emergency" -2) tells how pressing a thing is, which the word swaps soften; it is no verdict
  // to drop. Near miss: "This is a disaster" judges.
  const pressureWord = (token: Token) => PRESSURE_WORDS.has(token.normal);
  const verdictWord = clause.tokens.some(
    (token, index) =>
      (clause.scores.get(index) ?? 0) <= -2 &&
      !pressureWord(token) &&
      !WRITER_STATES.has(token.normal) &&
      !namesKind(index) &&
      !describesMisfortune(index),
  );
  const at = afterJoiner(clause);
  const demonstrative =
    ['this', 'that', 'it'].includes(clause.tokens[at]?.normal ?? '') &&
    standsAlone(clause, at) &&
    verdictWord &&
    (clause.words.length <= 5 + at || (superlative(clause) && verdictAfterCopula(clause, at)));
  // "I don't have time for this": the reader's matter dismissed.
  const dismisses =
    clause.firstPersonSubject &&
    clause.negated &&
    clause.words.includes('time') &&
    ['this', 'that'].includes(clause.words.at(-1) ?? '');
  if (dismisses) return true;
  // "It's not safe" has its verb inside "It's" (an empty token), as clauses.ts reads it too.
  const verbless = !clause.tokens.some(
    (token) => hasTag(token, 'Verb') && (token.text !== '' || hasTag(token, 'Copula')),
  );
  const outburst =
    (verbless && !clause.hasContent && clause.sentiment < 0 && negativeAt(-1)) ||
    (verbless && verdictFragment(clause));
  return firstPersonMood || demonstrative || outburst;
}
