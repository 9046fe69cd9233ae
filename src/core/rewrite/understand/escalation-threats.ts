import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { CONSEQUENCE_STARTS } from './cue-words.ts';
import { WRITER_CONTRACTIONS, WRITER_SUBJECTS, writerWords } from './writer-words.ts';

// Rule "escalates-to-authority": "I'm going straight to your boss", "Next time I'm reporting you
// to HR", "… and I'm taking this to the regulator": the writer carrying the matter to someone with
// power over the reader is a threat, whatever its tense or condition (a condition keeps its ask:
// conditional-threats.ts, dare-warnings.ts). Near misses: "I'll ask your manager to approve the
// leave" (asks someone for something), "I'm going to HR to collect my badge" (an errand with its
// purpose), "Please send it to HR by Friday" (the reader sends), "I went to the director" (told).

// Verbs that carry a matter to someone: to go, take, report, complain, escalate.
// "I'll forward the invoice to your manager" passes a thing on, so forwarding and sending are no threat.
const CARRYING_VERBS = new Set(['go', 'take', 'report', 'complain', 'escalate', 'run', 'hand', 'pass']);
// Rule "carries-the-matter": what is carried is the matter or the reader ("take this to the
// regulator", "report you to HR", "hand it to a collections agency"), never a thing. Near miss:
// "I'll take the keys to the landlord on Friday" runs an errand.
const carriesTheMatter = (carried: readonly Token[]) =>
  carried.every(
    (token) =>
      hasTag(token, 'MatterNoun') ||
      ['Pronoun', 'Adverb', 'Determiner', 'Possessive', 'Particle'].some((tag) => hasTag(token, tag)) ||
      ['up', 'further', 'higher', 'straight'].includes(token.normal),
  );
// Rule "files-with-authority": "I'm filing with small claims court", "I'll lodge a complaint with
// the council": a claim filed with a body that has power over the reader carries the matter there.
// Near miss: "I'll file the receipts with the accounts" (no authority).
const FILING_VERBS = new Set(['file', 'filing', 'lodge']);
const FILED_WITH = new Set(['with', 'to', 'in']);
// People and bodies with power over the reader: the kind of word, not any message's topic.
const AUTHORITIES = new Set([
  'manager',
  'boss',
  'supervisor',
  'hr',
  'director',
  'ombudsman',
  'police',
  'cops',
  'lawyer',
  'lawyers',
  'solicitor',
  'solicitors',
  'court',
  'courts',
  'tribunal',
  'regulator',
  'authorities',
  'management',
  'superiors',
  'ceo',
  'head',
  'headteacher',
  'principal',
  'council',
  'union',
  'lead',
  'board',
  'dean',
  'landlord',
  'agency',
  'bailiffs',
  'collectors',
]);
const WRITER = writerWords(WRITER_SUBJECTS, WRITER_CONTRACTIONS);
const FUTURE = new Set(['will', "'ll", 'going', 'gonna', 'shall', 'next']);
// Between the verb and "to": the matter carried ("this", "you", "it", "the matter").
const MAX_GAP = 4;

function authorityAfter(tokens: readonly Token[], toAt: number): number {
  for (let at = toAt + 1; at < Math.min(tokens.length, toAt + 5); at++) {
    const token = tokens[at] as Token;
    // The authority itself, not what belongs to it ("the director's office", "the council meeting", a gerund tagged so).
    if (AUTHORITIES.has(token.normal)) return namesOwnThing(tokens, at) ? -1 : at;
    if (
      !isWord(token) ||
      (!hasTag(token, 'Determiner') && !hasTag(token, 'Possessive') && !hasTag(token, 'Adjective'))
    )
      if (!hasTag(token, 'Noun')) return -1;
  }
  return -1;
}

const namesOwnThing = (tokens: readonly Token[], at: number) =>
  hasTag(tokens[at], 'Possessive') ||
  /'s$/i.test(tokens[at]?.text ?? '') ||
  hasTag(tokens[at + 1], 'Noun') ||
  hasTag(tokens[at + 1], 'Gerund');

// "… to HR to collect my badge", "… to the manager for a signature": an errand with a purpose.
const namesPurpose = (tokens: readonly Token[], at: number) => {
  const next = tokens[at + 1];
  return (next?.normal === 'to' && hasTag(tokens[at + 2], 'Verb')) || next?.normal === 'for';
};

// Rule "calls-in-authority": "… or I'm calling the council", "I'll ring my lawyer", "we're
// contacting the police": bringing someone with power over the reader in by calling them is the
// same threat as carrying the matter to them, with no "to". Near misses: "I'll call the council to
// book a collection" (an errand with its purpose), "I'll ring the landlord about the boiler" (a
// topic: an errand too, kept), "I'll call my manager back" (returning a call), "I called the
// police" (told, past), "Can you call HR?" (the reader does it).
const CALLING_VERBS = new Set(['call', 'ring', 'phone', 'contact']);
const callsIn = (tokens: readonly Token[], verbAt: number): boolean => {
  if (!CALLING_VERBS.has(lemmaOf(tokens[verbAt] as Token))) return false;
  const authorityAt = authorityAfter(tokens, verbAt);
  if (authorityAt < 0) return false;
  const next = tokens[authorityAt + 1]?.normal;
  return !namesPurpose(tokens, authorityAt) && next !== 'about' && next !== 'back';
};

// Rule "starts-proceedings": "I will begin eviction proceedings", "we'll take legal action", "I'm
// opening a dispute with my bank": the writer starting a formal process against the reader carries
// the matter to a body with power over them, as "going to the council" does. Near misses: "I'll
// start the washing" (no process named), "I began proceedings last year" (told, past), "Can you
// file the claim?" (the reader does it).
const startsProceedings = (tokens: readonly Token[], verbAt: number): boolean =>
  hasTag(tokens[verbAt], 'StartingVerb') &&
  tokens.slice(verbAt + 1, verbAt + 5).some((token, offset) => {
    if (!hasTag(token, 'Proceeding')) return false;
    // "take action" alone is any step; "legal action", "court action" is a process, and so is
    // "the eviction process" (a noun names which), where "start the process" names none.
    const before = tokens[verbAt + offset];
    if (token.normal === 'process') return hasTag(before, 'Noun') && !hasTag(before, 'Determiner');
    return token.normal !== 'action' || ['legal', 'court'].includes(before?.normal ?? '');
  });

export function escalatesToAuthority(clause: ClauseFacts): boolean {
  if (clause.inQuestion || clause.negated) return false;
  const { tokens } = clause;
  // The writer does it: "I'm going …", also after a time or a condition ("Next time I'm …").
  const writer = clause.firstPersonSubject || tokens.some((token) => WRITER.has(token.normal));
  if (!writer) return false;
  // "I'm going", "I'll report", "Next time I'm reporting": what the writer will do, not did.
  // "… or I start the eviction process": after "or"/"otherwise", the present tells what will follow.
  const ahead =
    clause.words.some((word) => FUTURE.has(word)) ||
    tokens.some((token) => hasTag(token, 'Gerund')) ||
    CONSEQUENCE_STARTS.has(clause.words[0] ?? '');
  if (!ahead || clause.pastTense) return false;
  return tokens.some((token, verbAt) => {
    if (callsIn(tokens, verbAt) || startsProceedings(tokens, verbAt)) return true;
    const filing = FILING_VERBS.has(lemmaOf(token)) || FILING_VERBS.has(token.normal);
    if (!CARRYING_VERBS.has(lemmaOf(token)) && !filing) return false;
    const toAt = tokens.findIndex(
      (other, at) =>
        at > verbAt &&
        at <= verbAt + MAX_GAP &&
        (other.normal === 'to' || (filing && FILED_WITH.has(other.normal))),
    );
    if (toAt < 0 || !carriesTheMatter(tokens.slice(verbAt + 1, toAt).filter(isWord))) return false;
    const authorityAt = authorityAfter(tokens, toAt);
    return authorityAt >= 0 && !namesPurpose(tokens, authorityAt);
  });
}

// Rule "mild-noun-is-no-harm": AFINN scores some words for a verb sense ("leave" -1, "delay" -1,
// "block" -1); as a mildly negative noun after "the", "your", "annual" ("approve the leave", "the
// block booking") they name a thing, and a plan that mentions the reader is no threat for it.
// Near misses: "I'll make your life a misery" (-2 and worse still harm), "I'll ruin you" (a verb).
// Rule "dated-promise": "I'll pay you back on the 15th", "I'll drop the keys off at yours Friday":
// a mildly negative verb (AFINN scores "pay" -1 for its "pay for it" sense) in a plan that names a
// date or an amount is a promise being scheduled, not a harm. Near misses: "I'll make you pay"
// (no date) and "I'll ruin your weekend on Friday" (-3: harm whatever the date).
const datesThePlan = (tokens: ClauseFacts['tokens']) =>
  tokens.some((token) => ['Date', 'Money', 'Time', 'Value'].some((tag) => hasTag(token, tag)));

// Rule "longing-is-no-harm": "I'll miss your cooking!", "I'll miss you", "We'll regret not
// coming": AFINN scores the writer's longing and regret as negative, yet they are the writer's own
// loss, done to nobody; read as harm they made the message a threat and nothing was sent. Near
// miss: "I'll ruin your weekend" (a verb done to the reader's things).
const LONGING = new Set(['miss', 'regret', 'mourn']);

export function harmOf(clause: ClauseFacts): number {
  const { tokens } = clause;
  const longs = (index: number) => LONGING.has(lemmaOf(tokens[index] as Token));
  const namesThing = (index: number) =>
    hasTag(tokens[index], 'Noun') &&
    !hasTag(tokens[index], 'Verb') &&
    ['Determiner', 'Possessive', 'Adjective'].some((tag) => hasTag(tokens[index - 1], tag));
  const dated = datesThePlan(tokens);
  return [...clause.scores].reduce(
    (sum, [index, score]) =>
      sum + ((score === -1 && (namesThing(index) || dated)) || longs(index) ? 0 : score),
    0,
  );
}
