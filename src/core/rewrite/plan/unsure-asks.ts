import { detoxEdits } from '../detox/word-edits.ts';
import { hasTag, isWord, lemmaOf, type Token } from '../parse/tokens.ts';
import { NEAR_TIMES } from '../understand/cue-words.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { isSwearWord } from '../understand/profanity.ts';
import { statesStandingRule } from './standing-rule.ts';

// A command becomes "Could you …?" only when it is a real ask: something the reader could do for
// the writer, that reads the same once its swearing is gone. Issue 21: a hostile imperative is
// never turned into a request, and when the parse is unsure whether a clause is an order, the
// writer's clause is kept (with its words cleaned) rather than rebuilt as a question.

export type UnsureAskRule =
  | 'abusive-object'
  | 'statement-inside-order'
  | 'harmful-verb'
  | 'cursing-verb'
  | 'continues-unsaid'
  | 'offer-on-readers-need'
  | 'standing-rule';

// Rule "offer-on-readers-need": "Shout if you need anything", "Grab me if you want a second pair of
// eyes": an order that hangs on the reader's own need or wish offers help; it asks nothing, and
// "Could you shout if you need anything? Thank you!" turned a kindness into a favour asked. Near
// misses: "Call me if the server goes down" (a condition on events, a real ask) and "Send it
// today if you can" (the reader's ability, not their need).
const READERS_WISHES = new Set(['need', 'want', 'like', 'wish', 'prefer']);
function offersOnReadersNeed(clause: ClauseModel, verbAt: number): boolean {
  const words = clause.tokens.slice(verbAt + 1).filter(isWord);
  const at = words.findIndex((word) => word.normal === 'if');
  const wish = words[at + 2];
  return (
    at >= 0 && words[at + 1]?.normal === 'you' && wish !== undefined && READERS_WISHES.has(lemmaOf(wish))
  );
}

// Detox edits that leave a stand-in ("thing", "person") or take out an insult aimed at someone:
// what the order was about was itself the abuse.
const STAND_IN_RULES = new Set(['noun-head', 'address', 'predicate']);

// Rule "abusive-object": "inject that shit", "post the names of these losers", "go eat some
// pudding u old tramp": once the swearing goes, the order asks for "that thing" or names an
// insulted person, so no clear ask is left to put politely; the order stays as the writer's
// clause. Near miss: "Send me the fucking file" only loses an intensifier, and "file" is still
// what is asked for, so it becomes a request.
function asksForAbuse(clause: ClauseModel, verbAt: number): boolean {
  const edits = detoxEdits(clause.tokens, { scores: clause.scores });
  return edits.some((edit) => edit.from > verbAt && STAND_IN_RULES.has(edit.rule));
}

// Rule "cursing-verb": "screw them", "and screw it": the word edits take the order's verb out (with
// its object), as people who rewrite hostile text do with a curse, so the order has no verb left to
// ask with ("Could you ?"). It is a curse, not an ask. Near miss: "Fucking send me the file" loses
// only the word before the verb, and "fuck up the launch" has its verb replaced, not taken out.
function verbIsCurse(clause: ClauseModel, verbAt: number): boolean {
  const edits = detoxEdits(clause.tokens, { scores: clause.scores });
  return edits.some((edit) => edit.from <= verbAt && edit.to > verbAt && edit.text.trim() === '');
}

// A subject that can start a statement of its own; "you" only before a past tense ("you voted").
const OWN_SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'it', 'im', 'hes', 'shes', 'theyre']);
// A subordinate clause may carry its own subject and verb: "call me when you land".
const SUBORDINATORS = new Set([
  ...['that', 'when', 'whenever', 'if', 'unless', 'before', 'after', 'until', 'till', 'since'],
  ...['because', 'cause', 'cuz', 'so', 'as', 'while', 'once', 'where', 'whether', 'who', 'what'],
  ...['which', 'how', 'why', 'and', 'but', 'or', 'than', 'though', 'although', 'bcuz', 'coz'],
]);
// "Tell him the meeting moved", "Let them know we're late": verbs whose object is a statement.
const STATEMENT_VERBS = new Set(['tell', 'say', 'let', 'show', 'remind', 'ask', 'text', 'email', 'inform']);
const FINITE_TAGS = ['PastTense', 'PresentTense', 'Copula', 'Modal', 'Auxiliary'];

// "it 's crazy": compromise may leave a spaced "'s" untagged as the copula it is.
const COPULA_FORMS = new Set(['is', 's', 'are', 're', 'was', 'were', 'am', 'm']);
const OBJECT_TAGS = ['Pronoun', 'Determiner', 'Noun', 'Possessive', 'Value'];
const LINKING_TAGS = ['Auxiliary', 'Copula', 'Modal', 'Adverb', 'Negative', 'Gerund', 'Particle'];

const PLACE_OR_TIME = new Set([...NEAR_TIMES, 'here', 'there', 'then', 'yesterday']);
const isPlaceOrTime = (token: Token | undefined) =>
  PLACE_OR_TIME.has(token?.normal ?? '') || hasTag(token, 'Date');

// The subject at `at` has a finite verb of its own, and that verb reaches an object of its own
// ("i register them", "you voted for him"). A verb left without one ("the files we are talking
// about", "the draft I sent yesterday") closes a relative clause on the noun before it instead.
function ownsStatement(tokens: readonly Token[], at: number): boolean {
  // Swearing stresses, it is no part of the statement ("it 's fucking crazy").
  const words = tokens.slice(at + 1).filter((token) => isWord(token) && !isSwearWord(token));
  const [verb] = words;
  if (!verb || !FINITE_TAGS.some((tag) => hasTag(verb, tag)) || hasTag(verb, 'Gerund')) return false;
  let index = 1;
  while (index < words.length && LINKING_TAGS.some((tag) => hasTag(words[index], tag))) index++;
  const next = hasTag(words[index], 'Preposition') ? words[index + 1] : words[index];
  const copula = hasTag(verb, 'Copula') || COPULA_FORMS.has(verb.normal.replace(/^['’]/, ''));
  const complement = copula && words[1] !== undefined && !hasTag(words[1], 'Gerund');
  // "here", "today": compromise may tag them nouns, but they name a place or time, no object.
  const object = OBJECT_TAGS.some((tag) => hasTag(next, tag)) && !isPlaceOrTime(next);
  return object || complement;
}

// Rule "statement-inside-order": "wait a minute you voted for him", "bring on the downvotes by
// this point i register them as upvotes", "come 15 we'll be back": after the supposed order's
// verb, a subject with its own verb starts a statement that no subordinating word ("when",
// "before", "that") ties to it. The clause is two run together, or no order at all; either way
// "Could you …?" around it would swallow the writer's statement. Near misses: "Call me when you
// land" (a subordinate clause), "Tell them we're late" (telling takes a statement as its object),
// "quantify the files we are talking about" (a relative clause: its verb has no object of its own).
function holdsStatement(clause: ClauseModel, verbAt: number): boolean {
  const { tokens } = clause;
  const verb = tokens[verbAt];
  if (!verb || STATEMENT_VERBS.has(lemmaOf(verb))) return false;
  if (subjectOfNextVerb(tokens, verbAt) || thoughtWithoutI(tokens, verbAt)) return true;
  if (subjectRightAfter(tokens, verbAt)) return true;
  for (let at = verbAt + 1; at < tokens.length; at++) {
    const token = tokens[at] as Token;
    if (SUBORDINATORS.has(token.normal)) return false;
    // The word straight after the verb is its object ("renew it right away"), not a new subject.
    if (at === verbAt + 1) continue;
    const subject =
      OWN_SUBJECTS.has(token.normal) ||
      (token.normal === 'you' && hasTag(tokens.slice(at + 1).find(isWord), 'PastTense'));
    if (subject && !hasTag(tokens[at - 1], 'Preposition') && ownsStatement(tokens, at)) return true;
  }
  return false;
}

// A helper verb with its tense in it; a past form like "prepared" may be an order's complement
// ("Come prepared"), so only these count.
const FINITE_HELPERS = new Set(['did', 'does', 'has', 'had', 'was', 'were', 'is']);

// "occupy did the same", "hunter was right": a finite verb straight after the first word makes
// that word its subject, a name or a noun the tagger read as a verb. An order's verb is followed
// by its object or a particle, never by a helper verb. Near miss: "Come prepared with notes".
function subjectOfNextVerb(tokens: readonly Token[], verbAt: number): boolean {
  const next = tokens[verbAt + 1];
  return hasTag(next, 'Copula') || hasTag(next, 'Modal') || FINITE_HELPERS.has(next?.normal ?? '');
}

// "org it 's their reserve force", "com it 's because they cheat": the word after the supposed
// verb is a subject with a helper verb of its own ("it 's", "they were"), so the first word is no
// verb taking an object but a stray word (a cut-off link, a name) before a statement. The helper
// verb must follow at once, with no comma between. Near misses: "Make it stop", "Get it done" and
// "Have it ready" (a bare verb, a participle or an adjective after the object, as orders have).
const FINITE_SUBJECTS = new Set(['it', 'he', 'she', 'they', 'we', 'i']);
function subjectRightAfter(tokens: readonly Token[], verbAt: number): boolean {
  const subject = tokens[verbAt + 1];
  const helper = tokens[verbAt + 2];
  if (!subject || !FINITE_SUBJECTS.has(subject.normal) || /[,;:]/.test(subject.post)) return false;
  return (
    COPULA_FORMS.has((helper?.normal ?? '').replace(/^['’]/, '')) ||
    FINITE_HELPERS.has(helper?.normal ?? '') ||
    hasTag(helper, 'Modal')
  );
}

// Verbs of the writer's own thought, whose "I" is often left out before a clause.
// "agree but they weren't that dumb": the writer's own stance, its "I" left out.
const THOUGHT_VERBS = new Set(['wonder', 'bet', 'reckon', 'suppose', 'wish', 'agree', 'disagree']);

// "wonder who raised these girls", "bet they never call": like "love you" (not-orders.ts), a verb
// of thinking before a question word or a clause is the writer's own "I wonder …". Near miss:
// "Think about the budget" orders (no clause follows the verb).
function thoughtWithoutI(tokens: readonly Token[], verbAt: number): boolean {
  const next = tokens[verbAt + 1];
  const clauseFollows =
    hasTag(next, 'QuestionWord') ||
    SUBORDINATORS.has(next?.normal ?? '') ||
    OWN_SUBJECTS.has(next?.normal ?? '') ||
    next?.normal === 'you';
  return THOUGHT_VERBS.has(lemmaOf(tokens[verbAt] as Token)) && clauseFollows;
}

// AFINN's strongest harm verbs score -3 ("kill", "destroy") and -2 ("hurt", "steal").
const HARM_SCORE = -2;

// Rule "harmful-verb": "kill that yobo before he hurts anybody", "fire the entire board": the
// action asked for is itself harm (its valence, not a list of verbs), so putting it politely
// would only make a threat sound reasonable. The writer's clause stays. Near misses: "Don't miss
// the deadline" (a negative order asks to avoid the harm) and "Pay the invoice" (AFINN -1).
function ordersHarm(clause: ClauseModel, verbAt: number, negative: boolean): boolean {
  return !negative && (clause.scores.get(verbAt) ?? 0) <= HARM_SCORE;
}

// Rule "continues-unsaid": "and keep the trump out of the way", "then do something !", "so do us
// all a favour": a message whose very first word joins it to something before it answers a
// thread the reader is in, and its order is a turn of that argument, not an ask made of the
// reader; people who rewrote such comments kept the order as written ("then do something"), and
// "Could you …?" around it turns a retort into a request. Near misses: "Thanks! And send me the
// file" (a clause before it in the message), "Send it and call me" (the joining word is no opener).
const CONTINUING = new Set(['and', 'so', 'then', 'but', 'or', 'plus']);
const continuesUnsaid = (clause: ClauseModel, first: boolean) =>
  first && CONTINUING.has(clause.words[0] ?? '') && (clause.ask?.verbAt ?? 0) > 0;

// The rule that keeps a command from becoming a request, or null when it is a real ask.
// `first`: the clause opens the message.
export function unsureAsk(clause: ClauseModel, first = false): UnsureAskRule | null {
  const ask = clause.ask;
  if (ask?.kind !== 'command' || ask.need) return null;
  if (continuesUnsaid(clause, first)) return 'continues-unsaid';
  if (statesStandingRule(clause)) return 'standing-rule';
  if (!ask.negative && offersOnReadersNeed(clause, ask.verbAt)) return 'offer-on-readers-need';
  if (ordersHarm(clause, ask.verbAt, ask.negative)) return 'harmful-verb';
  if (verbIsCurse(clause, ask.verbAt)) return 'cursing-verb';
  if (asksForAbuse(clause, ask.verbAt)) return 'abusive-object';
  // "Do not open it , it is a virus": "Please don't …" keeps a statement after it readable.
  if (!ask.negative && holdsStatement(clause, ask.verbAt)) return 'statement-inside-order';
  return null;
}
