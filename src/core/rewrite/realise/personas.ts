import nlp from 'compromise';
import { SHAPE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import { literalWording } from './literal-idioms.ts';
import type { OutSentence } from './realise-sentences.ts';
import { carelessAsRoutine } from './rsd-careless.ts';
import { criticismAsHelp } from './rsd-criticism.ts';
import { plainWhy } from './rsd-why-forms.ts';
import { capitalise, lettersOf, type ShapeInput, type ShapeOutcome, withoutEnd } from './tasks/types.ts';

// Personas change what is safe to say, not only the layout (layout.ts does the structure):
// - manager-rsd, the reader most hurt by criticism: no "why" question about their work, no
//   feelings the writer has about them, no "again", "always" or "this time";
// - neurodivergent-client: literal wording, so idioms become the plain words they stand for.

// "Why isn't the invoice sent yet?" asks for a reason, which reads as blame; the same question
// without the "why" only asks for the state ("Is the invoice sent yet?").
const WHY_NEGATIVE =
  /^why (is|are|was|were|has|have|had|does|do|did|can|could|will|would)(?:n't| not) (.+?)\?$/i;
// "Why did you change the layout?" asks the reader to justify themselves.
const WHY_DID_YOU = /^why (?:did|do|would) you (.+?)\?$/i;

// Rule "why-state-as-what-happened": "Why is the stock count wrong?" asks for a reason too; the
// state is already known, so the question asks what happened with the thing it names ("What
// happened with the stock count?"). Near miss: "Why has nobody replied?" names no thing and stays
// for the other rules.
const WHY_STATE = /^why (?:is|are|was|were|has|have|does|do|did)\s+(.+?)\?$/i;
const DETERMINER = /^(?:the|my|your|our|this|that|these|those)$/i;
// The determiner and the nouns after it: "the stock count" of "the stock count wrong".
function thingAtStart(rest: string): string | null {
  const terms = (nlp(rest).terms().json() as { text: string; terms: { tags: string[] }[] }[]).map((term) => ({
    text: term.text,
    tags: term.terms[0]?.tags ?? [],
  }));
  if (!DETERMINER.test(terms[0]?.text ?? '')) return null;
  const nouns = [];
  for (const term of terms.slice(1)) {
    if (!term.tags.includes('Noun') || term.tags.includes('Adjective')) break;
    nouns.push(term.text);
  }
  return nouns.length > 0 ? [terms[0]?.text, ...nouns].join(' ') : null;
}
function whatHappened(text: string): string | null {
  const rest = text.match(WHY_STATE)?.[1];
  const thing = rest ? thingAtStart(rest) : null;
  return thing ? `What happened with ${thing}?` : null;
}

// Rule "wrong-thing-said-without-a-doer" (manager-rsd): "Why did you book the wrong room?" asks
// the reader to justify a mistake; "Could you tell me how you decided to book the wrong room?"
// still does. The mistake is said as what happened, with no one doing it: "The wrong room was
// booked." Near misses: "Why did you change the layout?" (no mistake named: asked how it was
// decided), "Why did you book the room?" (no "wrong").
const WRONG_THING =
  /^(\p{L}+)\s+((?:the|a|an)\s+wrong(?:\s+[\p{L}-]+){1,3}?)(?:\s+(?:again|this time|today|yesterday))?$/iu;
// "the wrong way to say it": a manner, not a thing that was done.
const NOT_A_THING = /\b(?:to|it|them|him|her|for|of|with|and|way)\b/i;
export function wrongThing(act: string): string | null {
  const found = act.match(WRONG_THING);
  if (!found?.[1] || !found[2] || NOT_A_THING.test(found[2].replace(/^(?:the|a|an)\s+wrong\s+/i, '')))
    return null;
  const forms = nlp(`they ${found[1]}`).verbs().conjugate()[0] as
    | { Participle?: string; PastTense?: string }
    | undefined;
  const done = forms?.Participle ?? forms?.PastTense;
  const plural = /s$/i.test(found[2]) && !/ss$/i.test(found[2]);
  return done
    ? `${capitalise(found[2].replace(/^(?:a|an)\b/i, 'the'))} ${plural ? 'were' : 'was'} ${done}.`
    : null;
}

function withoutWhy(typed: string): string | null {
  const text = plainWhy(typed);
  if (text !== typed.trim() && !/^why\b/i.test(text)) return text;
  const negative = text.match(WHY_NEGATIVE);
  if (negative?.[1] && negative[2]) return `${capitalise(negative[1].toLowerCase())} ${negative[2]}?`;
  const didYou = text.match(WHY_DID_YOU);
  const wrong = didYou?.[1] ? wrongThing(didYou[1]) : null;
  if (wrong) return wrong;
  if (didYou?.[1]) return `Could you tell me how you decided to ${didYou[1]}?`;
  return whatHappened(text);
}

// "I'm so bothered nobody told me", "I feel let down": the writer's hurt, which this reader hears
// as their failure. The fact in such a sentence is rare; where there is one, the sentence stays.
const FEELING_ABOUT_READER =
  /^I(?:'m| am| feel| was| felt| get)(?: so| really| very| quite| pretty| a bit| a little| honestly)? (?:bothered|upset|unhappy|sad|annoyed|frustrated|disappointed|angry|mad|irritated|hurt|let down|fed up|tired of|sick of|worried about you)\b/i;
// Rule "rsd-feeling-clause": "The client pays on receipt and I'm bothered nobody told me": the fact
// stays, the writer's hurt joined to it by "and"/"but"/"so" goes. Near miss: "and I'm happy to
// help" is no hurt, and "I'm bothered" alone is the whole-sentence rule above.
const FEELING_WORDS = FEELING_ABOUT_READER.source.replace(/^\^I/, 'I');
const FEELING_CLAUSE = new RegExp(`,?\\s+(?:and|but|so)\\s+${FEELING_WORDS}.*?([.!?]?)$`, 'i');
const FEELING_OF_READER =
  /^you (?:seem|sound|look|are|'re)(?: so| really| very)? (?:upset|defensive|annoyed|angry|stressed|touchy|sensitive)\b/i;
const hasDigit = (text: string) => /\d/.test(text);

// "again", "always", "this time", "for once": they count the reader's past failures.
// Rule "counting-in-other-words": "yet again", "once again", "as usual", "as always", "every time I
// ask" count the same failures; they go whole (never "The figures are wrong yet."). Near miss:
// "every time you deploy" (a procedure, not a count of the reader's failures) stays.
const COUNTING_WORDS =
  /,?\s*\b(?:yet again|once again|again|always|as usual|as always|this time|for once|once more|every (?:single )?time I (?:ask|check|look))\b,?/gi;

// Rule "count-was-the-point" (manager-rsd): "This always happens.", "You do this every time."
// say nothing but the count; without "always" what is left ("This happens.") names nothing and
// reads as a sigh, so the sentence goes whole. Near misses: "The printer always jams on A3." (a
// thing named: "The printer jams on A3." stays), "Please check the totals again." (an ask).
const BARE_WORDS =
  /^(?:this|that|it|these|those|you|he|she|they|we|i|happens|happened|do|does|did|is|are|was|were|keeps|keep|so|just|the|same|thing|way|like|every|time|each|here|again|seems|seem)$/i;
function namesNothing(text: string): boolean {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.length <= 6 && words.every((word) => BARE_WORDS.test(word));
}

// Rule "feeling-leaves-its-fact" (manager-rsd): "I feel let down that I heard it from Sales"
// holds what happened to the writer; the feeling goes, the writer's own fact stays ("I heard it
// from Sales."). Near misses: "I'm bothered nobody told me" (what the reader didn't do: the
// sentence goes), "I'm frustrated with you" (no fact at all).
const FEELING_THEN_FACT = /\b(?:that|when|because|since)\s+((?:I|we)\s+.+?)[.!?]*$/i;
function writersOwnFact(text: string): string | null {
  const fact = text.match(FEELING_THEN_FACT)?.[1];
  return fact && fact.split(/\s+/).length >= 3 ? `${capitalise(fact)}.` : null;
}

const STRANDED_YET = /\s+yet([.!])$/i;

function safeForRsd(sentence: OutSentence): OutSentence | null {
  if (sentence.role !== 'content') return sentence;
  const feeling = FEELING_ABOUT_READER.test(sentence.text) || FEELING_OF_READER.test(sentence.text);
  const ownFact = feeling ? writersOwnFact(sentence.text) : null;
  if (ownFact) return { ...sentence, text: ownFact, isAsk: false };
  if (feeling && !hasDigit(sentence.text)) return null;
  const cut = sentence.text.replace(FEELING_CLAUSE, (_, end: string) => end || '.');
  if (cut !== sentence.text && cut.split(/\s+/).length >= 3) return safeForRsd({ ...sentence, text: cut });
  const asked = withoutWhy(sentence.text) ?? carelessAsRoutine(sentence.text);
  const text = (asked ?? sentence.text)
    .replace(COUNTING_WORDS, (match) => (/^,.*,$/.test(match.trim()) ? ',' : ''))
    .replace(/\s+([.?!,])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (new RegExp(COUNTING_WORDS.source, 'i').test(sentence.text) && namesNothing(text)) return null;
  // Rule "stranded-yet": an edit upstream may take "again" out of "yet again" and leave "The
  // figures are wrong yet."; with no "not" before it, the "yet" counts too and goes. Near miss:
  // "The parcel hasn't arrived yet." keeps it.
  if (STRANDED_YET.test(text) && !/\b(?:not|no|never)\b|n't\b/i.test(text))
    return { ...sentence, text: capitalise(text.replace(STRANDED_YET, '$1')) };
  return text === sentence.text
    ? sentence
    : { ...sentence, text: capitalise(text), isAsk: sentence.isAsk || asked !== null };
}

// Rule "criticism-read-as-typed" (manager-rsd): the editor may take part of a criticism out as
// blame ("Your slides were confusing and the numbers were wrong." leaves "The numbers were
// wrong."), and turning round what is left drops a point the writer made. The criticism is read
// in the message as typed; where what is left of it is part of that sentence, the whole of it is
// said as what would help ("Next time, it would help if your slides were clearer and the numbers
// were correct."). Near misses: a sentence the editor left whole goes by the usual rule; one it
// took out entirely (an insult, no judgement of a thing) stays out; a criticism of a person
// ("You were sloppy") is no judgement of a thing and is never brought back.
function typedCriticisms(
  input: ShapeInput,
  nextTimeSaid: boolean,
): Map<number, { help: string[]; sentence: number }> {
  const found = new Map<number, { help: string[]; sentence: number }>();
  for (const [index, sentence] of input.model.sentences.entries()) {
    if (sentence.role !== 'content') continue;
    const typed = `${withoutEnd(sentence.clauses.map((clause) => clause.text).join(' '))}${sentence.end || '.'}`;
    const whole = lettersOf(typed);
    if (input.sentences.some((out) => lettersOf(out.text) === whole)) continue;
    const help = criticismAsHelp(typed, nextTimeSaid);
    if (!help) continue;
    const left = input.sentences.findIndex(
      (out) =>
        out.role === 'content' &&
        !out.isAsk &&
        lettersOf(out.text).length > 0 &&
        whole.includes(lettersOf(out.text)),
    );
    if (left >= 0 && !found.has(left)) found.set(left, { help, sentence: index });
  }
  return found;
}

function literal(sentence: OutSentence, found: string[]): OutSentence {
  const text = literalWording(sentence.text, found);
  return text === sentence.text ? sentence : { ...sentence, text };
}

export function applyPersonaWording(input: ShapeInput): ShapeOutcome {
  const { persona } = input.request;
  if (persona === 'manager-rsd') {
    // A message that asks for the fix now ("Can you trim it?") or says "next time" itself gets no
    // second "next time".
    const nextTimeSaid = input.sentences.some(
      (sentence) =>
        /\bnext time\b/i.test(sentence.text) || sentence.isAsk || /\?\s*$|^please\b/i.test(sentence.text),
    );
    let helped = false;
    const typed = typedCriticisms(input, nextTimeSaid);
    const sentences = input.sentences.flatMap((sentence, index) => {
      const help =
        typed.get(index)?.help ??
        (sentence.role === 'content' && !sentence.isAsk
          ? criticismAsHelp(sentence.text, nextTimeSaid)
          : null);
      if (!help) return safeForRsd(sentence) ?? [];
      helped = true;
      return help.map((text) => ({ ...sentence, text }));
    });
    const changed =
      sentences.length !== input.sentences.length ||
      sentences.some((sentence, index) => sentence !== input.sentences[index]);
    const explanation = [
      helped ? TEXT.personaCriticismHelp : null,
      changed && !helped ? TEXT.personaSafe : null,
    ];
    return {
      sentences,
      explanation: explanation.filter(Boolean).join('\n') || null,
      keptSentences: [...typed.values()].map((criticism) => criticism.sentence + 1),
    };
  }
  if (persona === 'neurodivergent-client') {
    const found: string[] = [];
    const sentences = input.sentences.map((sentence) => literal(sentence, found));
    const quoted = [...new Set(found.map((idiom) => `“${idiom}”`))].join(', ');
    return { sentences, explanation: found.length > 0 ? TEXT.personaLiteral(quoted) : null };
  }
  return { sentences: input.sentences, explanation: null };
}

// "Hi Sam, the printer is broken." is typed as one sentence; the greeting is split off so that
// moving the ask first never leaves "Hi Sam" in the middle of the message.
const LEADING_GREETING =
  /^((?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|morning)\b(?: [\p{Lu}][\p{L}'-]*){0,2}\s*[,!—–-])\s+(?=\S)/iu;

export function splitLeadingGreeting(sentences: readonly OutSentence[]): OutSentence[] {
  const first = sentences.findIndex((sentence) => sentence.role === 'content');
  const sentence = sentences[first];
  if (!sentence || sentences.slice(0, first).some((before) => before.role === 'greeting'))
    return [...sentences];
  const match = sentence.text.match(LEADING_GREETING);
  if (!match?.[1]) return [...sentences];
  const rest = sentence.text.slice(match[0].length);
  const greeting: OutSentence = { ...sentence, text: match[1].trim(), role: 'greeting', isAsk: false };
  // "Hi Jo, can you pick up the cake?": with the greeting off, the question is plainly an ask.
  const isAsk = sentence.isAsk || /^(?:can|could|would|will) you\b.*\?$/i.test(rest);
  return [
    ...sentences.slice(0, first),
    greeting,
    { ...sentence, text: rest, isAsk },
    ...sentences.slice(first + 1),
  ];
}

// "I need two things before noon: the signed form and your bank details." -> the lead line and
// one item per line, for a reader who works through a list (teammate-adhd).
export function listItemsOf(text: string): { lead: string; items: string[] } | null {
  const match = text.match(/^(.{3,}?):\s+(.+?)[.!?]?$/u);
  if (!match?.[1] || !match[2] || /https?:\/\//.test(match[2])) return null;
  const items = match[2]
    .split(/\s*(?:,\s*(?:and\s+)?|;\s*|\s+and\s+)/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2 || items.some((item) => item.split(/\s+/).length > 8)) return null;
  return { lead: `${match[1]}:`, items: items.map(capitalise) };
}
