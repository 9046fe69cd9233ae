import type { Persona, Tone } from '../../schemas.ts';
import { askFrame } from './request.ts';

// Kinds of sentence the four tones used to leave alike (issue 22's tone target: at least three
// distinct texts over the four tones). Each rule rewords only what the sentence already says, in
// the tone's own way; supportive, the default, leaves every kind as the writer put it.

const end = (text: string) => text.replace(/\s*[.!?…]+\s*$/u, '').trim();
const lowerFirst = (text: string) => (/^I\b/.test(text) ? text : `${text[0]?.toLowerCase()}${text.slice(1)}`);
const upperFirst = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`;
// Tokenised mail types "do n't" and "let 's"; both spellings are the same words.
const DONT = "(?:do not|don't|do n't|dont)";
// A lead that only joins the sentence to the one before it: it keeps its place in every tone.
const JOIN = '(?:(?:so|and|also|ok|okay|then|well|anyway|yes|but)\\s*,?\\s+){0,2}';

// Rule "prohibition-in-tone": "Please don't forward this to anyone." Friendly and reassuring ask
// it in their own frame, as something the reader can agree to ("Can you make sure not to forward
// this to anyone?", "Would you be able to make sure not to …?"), and "don't forget to" becomes
// "remember to"; supportive and direct keep the firm "Please don't …" (direct asks with "Please"
// too). Near misses: "Please don't hesitate to …" is an invitation (below), and a prohibition with
// a second clause after a comma ("Please don't open it, it is a virus") keeps its words.
// "(I) don't know if …", "don't care", "don't think so": the writer's own state with its "I" left
// out, which reads like a prohibition once "please" is put before it; never worded as one. Nor
// is comfort: "Please don't ever think you are bothering me", "Please do not consider this note
// simply kind words".
// Rule "prohibition-keeps-please": the "please" the prohibition opened with stays in the frame
// ("Can you make sure not to deduct any tax for 2001, please?"), as it does for every ask the
// tones frame (tones.ts): it is the writer's politeness, and without it the score check sent the
// message back as typed. Near miss: a frame that says "please" itself is not given a second.
const STATE_VERBS =
  '(?:know|think|care|mind|understand|see|get|believe|remember|recall|want|need|have|consider)';
const PROHIBITION = new RegExp(
  `^please,?\\s+${DONT}\\s+(?!hesitate\\b|(?:ever\\s+)?${STATE_VERBS}\\b)(\\p{L}.*)$`,
  'iu',
);
function prohibition(text: string, tone: Tone, persona: Persona): string {
  const body = text.trim().match(PROHIBITION)?.[1];
  if (!body || (tone !== 'friendly' && tone !== 'reassuring') || /[,;:]/.test(body)) return text;
  const frame = askFrame(tone, persona);
  const forget = end(body).match(/^forget to (.+)$/i)?.[1];
  const asked = forget ? `remember to ${forget}` : `make sure not to ${end(body)}`;
  return `${frame.open} ${asked}${/please/i.test(frame.open) ? '' : ', please'}${frame.close}`;
}

// Rule "invitation-in-tone": "Please don't hesitate to call me with any questions." invites, in
// the long formal way. Friendly says it casually ("Feel free to call me …"), direct plainly
// ("Call me …"); supportive and reassuring keep the writer's warm form. The writer's "please" stays
// ("please feel free to …", "please call me …"): it is their politeness, not a hedge. A condition before it
// ("If you have questions, …") keeps its place. Near miss: "Please don't forward this" forbids.
const INVITATION = new RegExp(`^(.*?)(please\\s+)?${DONT}\\s+hesitate\\s+to\\s+(\\p{L}.*)$`, 'iu');
function invitation(text: string, tone: Tone, persona: Persona): string {
  const match = text.trim().match(INVITATION);
  if (!match?.[3] || (tone !== 'friendly' && tone !== 'direct')) return text;
  const lead = match[1] ?? '';
  if (lead && !/,\s*$/.test(lead)) return text;
  const please = match[2] ? 'please ' : '';
  const body = end(match[3]);
  const said =
    tone === 'friendly' ? `${please}feel free to ${body}` : direct(body, please ? 'manager-rsd' : persona);
  return lead ? `${lead}${said}.` : `${upperFirst(said)}.`;
}
const direct = (body: string, persona: Persona) =>
  persona === 'manager-rsd' ? `please ${body}` : lowerFirst(body);

// Rule "proposal-in-tone": "Let's discuss this tomorrow." proposes something to do together.
// Friendly asks it casually ("How about we discuss this tomorrow?"), reassuring says calmly that it
// can be done ("We can discuss this tomorrow."); supportive and direct keep "Let's …", already
// warm and brief. Near misses: "Let's not …" (a negation the frames can't carry), "Let's say",
// "let's be honest", "let's face it" (figures of speech), and a proposal with a time limit keeps
// "Let's" in reassuring: "We can … by Friday" would read as a possibility, not the limit it is.
// Rule "proposal-after-a-lead": "When you have some time, let's discuss this one.", "Joe, yes
// let's get together this week.", "Phillip - lets try this one.": a condition or a name before the
// proposal keeps its place and the tone words what follows, as it does for a join. Rule
// "proposal-at-a-time": a time the proposal is set for ("in the afternoon", "tomorrow") is when
// to do it, not a limit, so reassuring still says it can be done then; only a deadline word ("by",
// "before", "until", "asap") keeps "Let's". Near misses: "Let's finish the slides by Friday."
// (a deadline), "If so you can send it" (no proposal), "Sam said let's wait" (reported: the lead is
// no condition, name or join).
const PROPOSAL_LEAD = `((?:(?:if|when|once|whenever|before|after|as soon as)\\b[^,.?!]{0,60}?\\s*,\\s*|[\\p{L}'-]+\\s*(?:,|-+)\\s*)?${JOIN})`;
const PROPOSAL = new RegExp(
  `^${PROPOSAL_LEAD}let\\s?'?s\\s+(?!not\\b|say\\b|be\\b|face\\b)(\\p{L}.*)$`,
  'iu',
);
const DEADLINE = /\b(?:by|before|until|till|no later than|asap|as soon as possible|immediately|urgently)\b/i;
const hasDeadline = (text: string, timeLimits: readonly string[]) =>
  DEADLINE.test(text) || timeLimits.some((limit) => DEADLINE.test(limit));
function proposal(text: string, tone: Tone, timeLimits: readonly string[]): string {
  const match = text.trim().match(PROPOSAL);
  if (!match?.[2] || /\?\s*$/.test(text)) return text;
  const lead = match[1] ?? '';
  const body = end(match[2]);
  if (tone === 'friendly') return `${lead ? upperFirst(lead) : ''}${lead ? 'how' : 'How'} about we ${body}?`;
  if (tone !== 'reassuring' || hasDeadline(text, timeLimits)) return text;
  return `${lead ? upperFirst(lead) : ''}${lead ? 'we' : 'We'} can ${body}.`;
}

// Rule "why-dont-suggestion-in-tone": "Why don't we talk about this." and "Why don't you take a
// look and make sure you have edit capability." suggest something to do, in the writer's own
// roundabout way. Friendly asks it casually ("How about we talk about this?", "How about you take
// a look …?"), direct says it plainly ("Let's talk about this.", "Please take a look …."),
// reassuring says it can be done or asks in its frame ("We can talk about this.", "Would you be
// able to take a look …?"); supportive keeps the writer's words. "You and I" is "we". A lead
// ("So", "Ben -") keeps its place. Near misses: a reproach with "ever", "never", "even", "just"
// or "bother" ("Why don't you ever answer your phone?") is no suggestion and stays, and so is
// "Why don't you like it?" (a state: nothing to do); a suggestion with a deadline keeps its words
// in reassuring (as "proposal-in-tone").
// Verbs of a state, not of something to do: "Why don't you like it?" asks for a reason.
const STATES_NOT_DONE =
  '(?:know|think|care|mind|understand|believe|remember|recall|want|need|have|like|love|agree)';
const WHY_DONT = new RegExp(
  `^((?:[\\p{L}'-]+\\s*(?:,|-+)\\s*)?${JOIN})why\\s+${DONT}\\s+(we|you and I|you(?!\\s+and\\b))\\s+(?!${STATES_NOT_DONE}\\b)(\\p{L}[^?!]*?)[\\s.?!]*$`,
  'iu',
);
const REPROACH_WORDS = /\b(?:ever|never|even|just|bother|again|always|still)\b/i;
function whyDont(text: string, tone: Tone, persona: Persona, timeLimits: readonly string[]): string {
  const match = text.trim().match(WHY_DONT);
  if (!match?.[2] || !match[3] || tone === 'supportive' || REPROACH_WORDS.test(text)) return text;
  const lead = match[1] ? upperFirst(match[1]) : '';
  const start = (words: string) => (lead ? `${lead}${lowerFirst(words)}` : upperFirst(words));
  const body = match[3];
  if (/^you$/i.test(match[2])) {
    if (tone === 'friendly') return `${start('How about you')} ${body}?`;
    if (tone === 'direct') return `${start('Please')} ${body}.`;
    const frame = askFrame(tone, persona);
    return `${start(frame.open)} ${body}${frame.close}`;
  }
  if (tone === 'friendly') return `${start('How about we')} ${body}?`;
  if (tone === 'direct') return `${start("Let's")} ${body}.`;
  return hasDeadline(text, timeLimits) ? text : `${start('We can')} ${body}.`;
}

// Rule "news-question-in-tone": "Any update on the bug report?" asks the reader for news in two
// words. Friendly keeps it short ("Any news on …?", "Thoughts on …?"), direct asks for it plainly
// ("Please send an update on …."), reassuring as a question the reader can answer ("Could you
// share an update on …?"). Near misses: "Any questions?" (names no subject), "Any update on the
// report by Friday or should I ask Sam?" (two questions in one stay as written).
const NEWS_QUESTION =
  /^(?:(?:so|and|also|hi|hey)\b[^,?]{0,20},?\s+)?any\s+(updates?|news|word|progress|thoughts|comments|feedback)((?:\s*\/\s*\w+)?)\s+(on|about|re|regarding|for|to|with)\s+([^?]+?)\s*\?$/i;
function newsQuestion(text: string, tone: Tone, persona: Persona): string {
  const match = text.trim().match(NEWS_QUESTION);
  if (!match?.[1] || !match[4] || /\bor\b/i.test(match[4]) || tone === 'supportive') return text;
  const opinion = /^(?:thoughts|comments|feedback)$/i.test(match[1]);
  const noun = opinion ? `your ${match[1].toLowerCase()}${match[2]}` : 'an update';
  const about = `${match[3]} ${match[4]}`;
  if (tone === 'friendly') return opinion ? `Thoughts on ${match[4]}?` : `Any news ${about}?`;
  if (tone === 'direct') return persona === 'manager-rsd' ? text : `Please send ${noun} ${about}.`;
  return `Could you share ${noun} ${about}?`;
}

// Rule "waiting-as-ask-in-tone": "Waiting on your answer about the weekend trip." asks for the
// answer without a question. Friendly asks it in a few words ("Any answer on the weekend
// trip?"), direct plainly ("Please send your answer about …."), reassuring as a question ("Could
// you let me know your answer about …?"). Near misses: "Waiting for the bus." (no answer from the
// reader), "I was waiting for your reply when the call dropped." (a story, past).
const WAITING =
  /^(?:(?:I'm|I am|we're|we are)\s+)?(?:still\s+)?waiting\s+(?:on|for)\s+your\s+(answer|reply|response|decision|feedback|input|confirmation)\s+(about|on|re|regarding|for|to)\s+([^.!?]+?)\s*[.!]?$/i;
function waiting(text: string, tone: Tone, persona: Persona): string {
  const match = text.trim().match(WAITING);
  if (!match?.[1] || !match[3] || tone === 'supportive') return text;
  const [noun, about] = [match[1].toLowerCase(), `${match[2]} ${match[3]}`];
  if (tone === 'friendly') return `Any ${noun} on ${match[3]}?`;
  if (tone === 'direct') return persona === 'manager-rsd' ? text : `Please send your ${noun} ${about}.`;
  return `Could you let me know your ${noun} ${about}?`;
}

// Rule "wanted-instead-as-ask": "I wanted the summary in a table, not three pages of text." says
// what the writer still wants; friendly asks for it ("Can I get …?"), reassuring as a calm
// question ("Could I have …?"); supportive and direct keep the writer's plain statement. Near
// misses: "I wanted the red one but it was sold out" (a story, no "not"), a question.
const WANTED_INSTEAD =
  /^I\s+(?:wanted|asked for|was after)\s+((?:the|a|an|it|them|your|my|our)\b[^,.!?]+?),?\s+(not|rather than|instead of)\s+([^.!?]+?)\s*[.!]?$/i;
function wantedInstead(text: string, tone: Tone): string {
  const match = text.trim().match(WANTED_INSTEAD);
  if (!match?.[1] || (tone !== 'friendly' && tone !== 'reassuring')) return text;
  const open = tone === 'friendly' ? 'Can I get' : 'Could I have';
  return `${open} ${match[1]}, ${match[2]} ${match[3]}?`;
}

// Rule "let-me-know-in-tone": "If this is a problem, please let me know." and "Just let me know
// what you decide." ask for an answer in the formal or the hedged way. Friendly drops the "just"
// and turns an offer into a short question ("Any questions? Please let me know."); direct puts the
// ask first ("Please let me know if this is a problem."); reassuring asks it as a question ("If
// you can't attend, would you be able to let me know, please?"). The writer's "please" stays in
// every tone: it is their politeness, not a softener. An offer ("If you have any questions, …")
// asks nothing of the reader, so reassuring leaves it. Near misses: "Let me know" inside a longer
// sentence ("Thanks, and let me know …"), a plain "Let me know …" with no "please", "just" or
// condition (tones.ts words that one), "I'll let you know" (a promise).
// The condition is one clause (no comma inside it, no ask of its own: "If you consent, would you
// let me know"), and what follows "let me know" is its object ("what you decide", "when you need
// them"), not a second clause ("… and I will ask Taffy", "…, please send a note").
const LMK_LEAD =
  /^((?:if|when|once|whenever|in case)\b[^.?!,]*?)\s*,?\s+(?:(please|just)\s+)?let (me|us) know\b([^,;]*?)\s*[.!?…]*$/i;
const OWN_ASK = /\b(?:would|could|can|will) you$|\b(?:and|or|but)$/i;
const LMK_BARE = /^(please|just)\s+let (me|us) know\b(.*?)\s*[.!?…]*$/i;
const OFFER = /^if you (?:have|need) (?:any|anything)\b|\b(?:questions?|queries|help)\b/i;
// Rule "let-me-know-after-a-name": "Jason, let me know if this is not what you need." The name
// (or "Anyway,") keeps its place and the tone words what follows: "Jason, please let me know …",
// "Jason, would you be able to let me know …?". Near miss: "If so, let me know" is a condition
// (above), and a name before anything but "let me know" is tone-ask-leads.ts's business.
const ADDRESSED =
  /^((?:[\p{L}'-]+)(?:\s+(?:and\s+)?[\p{L}'-]+){0,2})\s*(?:,|\s-)\s*(?=(?:please\s+|just\s+)?let (?:me|us) know\b)/iu;
// Rule "let-me-know-after-a-join": "So just let me know what I need to do." The join keeps its
// place and the tone words the rest as a plain "let me know" ("So please let me know …", "So
// would you be able to let me know …?"). Near miss: "So I'll let you know" (a promise).
const JOIN_LEAD = new RegExp(`^(${JOIN})(?=(?:please\\s+|just\\s+)?let (?:me|us) know\\b)`, 'i');
// Rule "any-questions-let-me-know": "Any questions, just let me know." offers help in one breath.
// Friendly splits it into the short question and the offer ("Any questions? Let me know.");
// direct already drops the "just" (tones.ts); reassuring and supportive keep it, an offer asks
// nothing. Near misses: "Any questions about the rota, email Sam" (no "let me know"), "Any
// questions or problems, let me know and I'll fix it" (a second clause).
const ANY_QUESTIONS =
  /^(any\s+(?:questions?|queries|problems|issues)\b[^,.!?]{0,60}?)\s*,?\s+(?:(please|just)\s+)?let (me|us) know\s*[.!]?$/i;
function letMeKnow(text: string, tone: Tone, persona: Persona): string {
  const offer = text.trim().match(ANY_QUESTIONS);
  if (offer?.[1] && offer[3]) {
    if (tone !== 'friendly' || /\band\b/i.test(offer[1])) return text;
    const say = `let ${offer[3].toLowerCase()} know.`;
    return `${upperFirst(offer[1])}? ${offer[2]?.toLowerCase() === 'please' ? `Please ${say}` : upperFirst(say)}`;
  }
  const join = text.trim().match(JOIN_LEAD);
  if (join?.[1]) {
    const rest = text.trim().slice(join[0].length);
    const plain = /^let\b/i.test(rest) ? `just ${rest}` : rest;
    const worded = letMeKnow(plain, tone, persona);
    if (worded === plain || end(worded) === end(rest)) return text;
    return `${upperFirst(join[1])}${lowerFirst(worded)}`;
  }
  const address = text.trim().match(ADDRESSED);
  if (address?.[1] && !/^(?:if|when|once|whenever)\b/i.test(address[1])) {
    const rest = text.trim().slice(address[0].length);
    // A bare "let me know" after the name is read as a plain one ("just" adds nothing in any tone).
    const plain = /^let\b/i.test(rest) ? `just ${rest}` : rest;
    const worded = letMeKnow(plain, tone, persona);
    if (worded === plain || end(worded) === end(rest)) return text;
    return `${upperFirst(address[1])}, ${lowerFirst(worded)}`;
  }
  const trimmed = text.trim();
  const lead = trimmed.match(LMK_LEAD);
  const bare = lead ? null : trimmed.match(LMK_BARE);
  const match = lead ? { condition: lead[1] ?? '', word: lead[2], who: lead[3], rest: lead[4] } : null;
  const parts = match ?? (bare ? { condition: '', word: bare[1], who: bare[2], rest: bare[3] } : null);
  if (
    !parts ||
    OWN_ASK.test(parts.condition) ||
    /\b(?:and|but|so)(?: (?:i|we|you)\b|\s*$)/i.test(parts.rest ?? '')
  )
    return text;
  const { condition } = parts;
  const please = parts.word?.toLowerCase() === 'please';
  const ask = `let ${(parts.who ?? 'me').toLowerCase()} know${parts.rest ?? ''}`;
  const frame = askFrame(tone, persona);
  const asked = `${frame.open} ${ask}${please && !/please/i.test(frame.open) ? ', please' : ''}${frame.close}`;
  if (!condition) {
    if (tone === 'friendly')
      return `${upperFirst(please ? `please ${ask}` : ask)}${/\?\s*$/.test(trimmed) ? '?' : '.'}`;
    return tone === 'direct' ? `Please ${ask}.` : asked;
  }
  if (tone === 'friendly') {
    const needed = condition.match(/^if you need (.+)$/i)?.[1];
    const had = condition.match(/^if you have (any\b.+)$/i)?.[1];
    const offered = needed ? `Need ${needed}` : had ? upperFirst(had) : null;
    return offered && !parts.rest ? `${offered}? ${upperFirst(please ? `please ${ask}` : ask)}.` : text;
  }
  if (tone === 'direct')
    return parts.rest ? `${condition}, please ${ask}.` : `Please ${ask} ${lowerFirst(condition)}.`;
  return OFFER.test(condition) ? text : `${condition}, ${lowerFirst(asked)}`;
}

// Rule "wh-question-in-tone": "Which files are you talking about?" asks the reader for a fact.
// Direct asks for it plainly ("Please tell me which files you are talking about."), reassuring as
// a question in its frame ("Would you be able to tell me which files …?"); supportive and friendly
// keep the writer's own question. The question is said as an embedded one: a pronoun after the
// verb moves before it ("are you" -> "you are", "do you need" -> "you need"); a question about
// its first noun ("Which version is final?") keeps its order. Near misses: "What is the plan?"
// (a noun after the verb would have to move past its words: kept), "What does she need?" (the
// verb would change form), a yes/no question ("Can we meet?"), a question that is not the whole
// sentence ("Great, what time?"), and "why" (often a reproach: "Why are you late?" must not become
// "Please tell me why you are late.").
const WH = '(?:what|which|who|where|when|how)\\b';
const AUX = '(is|are|am|was|were|can|could|will|would|should|do)';
const PRONOUN = '(you|I|we|they)';
const INVERTED = new RegExp(`^(${WH}[^,?]*?)\\s+${AUX}\\s+${PRONOUN}\\b(.*)$`, 'i');
const SUBJECT_ASKED = new RegExp(
  `^(${WH}(?:\\s+\\p{L}+){0,5}?)\\s+(?:(?:is|are|was|were)\\s+(?!(?:the|a|an|this|that|these|those|my|your|our|his|her|their|it|he|she|you|I|we|they)\\b)|(?:works?|suits?)\\b)`,
  'iu',
);
function embedded(clause: string): string | null {
  const inverted = clause.match(INVERTED);
  if (inverted?.[1] && inverted[2] && inverted[3]) {
    const aux = inverted[2].toLowerCase();
    const verb = aux === 'do' ? '' : ` ${aux}`;
    return `${lowerFirst(inverted[1])} ${inverted[3]}${verb}${inverted[4] ?? ''}`.replace(/\s+/g, ' ').trim();
  }
  return SUBJECT_ASKED.test(clause) ? lowerFirst(clause) : null;
}
// "How are you?", "What are you up to these days?": small talk, not a fact the writer needs; asked
// as "Please tell me how you are." it would read as an interrogation.
const SMALL_TALK = /^(?:how (?:are|is|was|were|have|has)\b|what (?:are|were) you (?:up to|doing)\b)/i;
function whQuestion(text: string, tone: Tone, persona: Persona): string {
  // "When can you meet about the quote?" asks the reader to pick a time: schedule-meeting's own
  // question (issue 22), which stays a question in every tone.
  if (SMALL_TALK.test(text.trim()) || /^when\b/i.test(text.trim())) return text;
  const question = text.trim().match(new RegExp(`^(${WH}[^?]*?)\\s*\\?$`, 'iu'))?.[1];
  if (!question || (tone !== 'direct' && tone !== 'reassuring')) return text;
  const clauses = question.split(new RegExp(`\\s+and\\s+(?=${WH})`, 'i')).map(embedded);
  if (clauses.some((clause) => clause === null)) return text;
  const frame = askFrame(tone, persona);
  return `${frame.open} tell me ${clauses.join(' and ')}${frame.close}`;
}

// Rule "pointer-in-tone": "Please see the attached draft." and "Please note the times for your
// interviews on Friday." point the reader at something, in the formal way of office mail.
// Friendly says it casually ("Here's the attached draft.", "FYI: the times for …"), direct
// plainly ("See the attached draft.", "Note the times for …"); supportive and reassuring keep the
// writer's polite form. Neither becomes an ask ("Can you have a look …?"): a pointer asks nothing.
// A group or a "To all" before it keeps its place. (Where the "please" was the message's only
// politeness, a long message keeps it: rewrite.ts's score check.) Near misses: "Please see that
// this reaches everyone" and "Please see if it floats" ask for something to be done, "Please note your calendars" asks the
// reader to mark them, "Please see the attached." names nothing for friendly to hand over,
// "Please find attached …" stays in every tone (options.test.ts), and a pointer with a second
// clause ("…, and should anyone …") stays whole.
const POINTER_LEAD = '((?:(?:to\\s+)?(?:all|everyone|team)\\s*,?\\s+)?)';
const POINTER = new RegExp(
  `^${POINTER_LEAD}please\\s*,?\\s+(see|note(?:\\s+that)?)\\s+(?!that\\b|if\\b|whether\\b|to\\b|about\\b|your calendars?\\b)([^,;:?!]+?)\\s*[.!]?$`,
  'iu',
);
function pointerWords(verb: string, what: string, tone: Tone): string | null {
  if (verb === 'see') {
    if (tone === 'direct') return `see ${what}`;
    return /^the attached\s+\p{L}/iu.test(what) ? `here's ${what}` : null;
  }
  if (verb === 'note that') return tone === 'friendly' ? `FYI, ${what}` : `note that ${what}`;
  return tone === 'friendly' ? `FYI: ${what}` : `note ${what}`;
}
function pointer(text: string, tone: Tone): string {
  const match = text.trim().match(POINTER);
  if (!match?.[2] || !match[3] || (tone !== 'friendly' && tone !== 'direct')) return text;
  if (/\.{2,}|\band\s+(?:should|if|I|we)\b/i.test(match[3])) return text;
  const worded = pointerWords(match[2].toLowerCase().replace(/\s+/g, ' '), match[3], tone);
  if (!worded) return text;
  const lead = match[1] ? `${upperFirst(match[1].trim().replace(/\s*,$/, ''))}, ` : '';
  return `${lead}${lead ? worded : upperFirst(worded)}.`;
}

// Rule "own-question-in-tone": "Can we reschedule lunch to another day?" and "Can I bring my
// manager to the Tuesday class?" ask the reader's leave for something the writer (with them) would
// do. Friendly asks it casually ("How about we reschedule …?", "Mind if I bring …?"), reassuring
// as leave the reader may give or not ("Would it be okay to reschedule …?", "Would it be okay if I
// bring …?"); supportive and direct keep the writer's short question (direct never turns the ask
// into "Let's …": the reader's say would go). A lead ("Joe,", "So") keeps its place. Near
// misses: "Can't we …?" and "Can we not …?" (negations), a reproach ("Can we stop pretending this
// is fine?", "Can we ever finish on time?"), "Can I ask why …?" (a question in a question), "Can I
// have the budget by noon?" (asks the reader to give), and a
// question that is only part of the sentence.
const OWN_QUESTION = new RegExp(
  `^((?:[\\p{L}'-]+\\s*,\\s*)?${JOIN})(?:can|could|may)\\s+(we|I)\\s+(?!not\\b|stop\\b|ask\\b|just\\b|please\\b)(\\p{L}[^?!.]*?)\\s*\\?[\\s?]*$`,
  'iu',
);
function ownQuestion(text: string, tone: Tone): string {
  const match = text.trim().match(OWN_QUESTION);
  if (!match?.[2] || !match[3] || (tone !== 'friendly' && tone !== 'reassuring')) return text;
  if (REPROACH_WORDS.test(text)) return text;
  const we = /^we$/i.test(match[2]);
  // "Can I get this early this week?", "Can I have the budget by noon?" ask the reader to give
  // something, not leave for the writer to act: asked as "Mind if I have …?" the ask would go.
  if (!we && /^(?:get|have|receive|see)\b/i.test(match[3])) return text;
  const lead = match[1] ? upperFirst(match[1]) : '';
  const open =
    tone === 'friendly'
      ? we
        ? 'How about we'
        : 'Mind if I'
      : we
        ? 'Would it be okay to'
        : 'Would it be okay if I';
  // After "Hi Sam," on its line the sentence goes on in lower case, and so does the new frame.
  const goesOn = lead !== '' || /^\p{Ll}/u.test(text.trim());
  return `${lead}${goesOn ? lowerFirst(open) : open} ${match[3]}?`;
}

export function wordKind(text: string, tone: Tone, persona: Persona, timeLimits: readonly string[]): string {
  if (tone === 'supportive') return text;
  for (const rule of [
    (t: string) => prohibition(t, tone, persona),
    (t: string) => invitation(t, tone, persona),
    (t: string) => pointer(t, tone),
    (t: string) => proposal(t, tone, timeLimits),
    (t: string) => whyDont(t, tone, persona, timeLimits),
    (t: string) => ownQuestion(t, tone),
    (t: string) => newsQuestion(t, tone, persona),
    (t: string) => waiting(t, tone, persona),
    (t: string) => wantedInstead(t, tone),
    (t: string) => letMeKnow(t, tone, persona),
    (t: string) => whQuestion(t, tone, persona),
  ]) {
    const worded = rule(text);
    if (worded !== text) return worded;
  }
  return text;
}
