import nlp from 'compromise';
import type { OutSentence } from './realise-sentences.ts';

// The ask first, for readers who lose the thread (teammate-adhd, family-adhd, friend-executive).

interface TermJson {
  text: string;
  terms: { tags: string[] }[];
}
const tagsOf = (term: TermJson | undefined) => term?.terms[0]?.tags ?? [];

// "The plumber comes Thursday at 8am." -> "The plumber": the sentence's subject, a determiner or a
// possessive and its nouns (adjectives may come first), followed by its verb.
function subjectOf(text: string): { phrase: string; plural: boolean; person: boolean } | null {
  const terms = nlp(text).terms().json() as TermJson[];
  const opener = tagsOf(terms[0]);
  if (!opener.includes('Determiner') && !opener.includes('Possessive')) return null;
  let end = 1;
  while (end < terms.length && (tagsOf(terms[end]).includes('Adjective') || isNoun(terms[end]))) end++;
  const head = terms[end - 1];
  if (end < 2 || !isNoun(head) || !tagsOf(terms[end]).includes('Verb')) return null;
  const phrase = terms
    .slice(0, end)
    .map((term) => term.text)
    .join(' ');
  return { phrase, plural: tagsOf(head).includes('Plural'), person: tagsOf(head).includes('Actor') };
}
const isNoun = (term: TermJson | undefined) =>
  tagsOf(term).includes('Noun') && !tagsOf(term).includes('Date') && !tagsOf(term).includes('Pronoun');

// The pronoun an ask points back with, and the one that names the same thing as a subject.
// "her" before a noun is a possessive ("her laptop"): a pronoun is followed by a particle, a
// preposition, a conjunction, a time word or the end.
const OBJECT_PRONOUN =
  /\b(it|them|him|her)\b(?=[.,?!]|\s+(?:in|up|out|back|away|down|off|over|into|on|to|at|for|with|from|by|before|after|and|or|together|today|tonight|tomorrow)\b|$)/i;
const SUBJECT_FOR: Record<string, string> = { it: 'It', them: 'They', him: 'He', her: 'She' };

// Rule "ask-first-names-its-thing": "The plumber comes Thursday at 8am. Can you be home to let him
// in?" can't simply turn round, as "him" would come before the plumber. When the only sentence
// before the ask names one thing as its subject, and the ask's pronoun agrees with it (it/them by
// number, him/her with a person), the ask takes the name and the sentence the pronoun: "Can you be
// home to let the plumber in? He comes Thursday at 8am." Near misses: nothing moves when the editor
// dropped a sentence (the pronoun may have pointed at what went: "Your comments are harsh and the
// team is upset. Tone it down."), when "it" meets a person ("The plumber … fix it"), or when the
// sentence before has no subject of that shape ("Thursday works. Can you confirm it?").
export function namedAsk(
  context: OutSentence,
  ask: OutSentence,
): { ask: OutSentence; context: OutSentence } | null {
  const subject = subjectOf(context.text);
  const pronoun = ask.text.match(OBJECT_PRONOUN);
  if (!subject || !pronoun?.[1] || pronoun.index === undefined || pronoun.index === 0) return null;
  const word = pronoun[1].toLowerCase();
  const agrees =
    word === 'them' ? subject.plural : word === 'it' ? !subject.plural && !subject.person : subject.person;
  if (!agrees) return null;
  const named = subject.phrase.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
  const askText = `${ask.text.slice(0, pronoun.index)}${named}${ask.text.slice(pronoun.index + word.length)}`;
  const rest = context.text.slice(subject.phrase.length);
  const contextText = `${SUBJECT_FOR[word]}${rest}`;
  return {
    ask: { ...ask, text: askText, refersBack: false },
    context: { ...context, text: contextText, refersBack: true },
  };
}

// Rule "ask-after-condition": "When you have a minute could you call the repair guy?" asks the
// reader all the same, though a clause of time or condition opens it and the model reads no ask.
// Near misses: "When you called, could I hear you?" asks nothing of the reader ("could I"); "If
// you can't come, that's fine." is no question.
const CONDITIONED_ASK =
  /^(?:when|whenever|once|if|after|before)\b[^?]{1,60}?,?\s+(?:could|can|would|will) you\b[^?]*\?$/i;
// One that points back ("change its battery") stays after what it points at.
const POINTS_BACK = /\b(?:it|its|they|them|their|this|that|these|those|him|her|his|there|then)\b/i;
// Rule "answer-asked-is-the-ask": "Are you free for lunch next week?", "Do you want to stay on the
// same plan?", "Let me know how many slices you want.", "I need your signature by Thursday." ask
// the reader for an answer or a thing as plainly as "Can you …?", so they lead too. Near misses:
// "Are they coming?" and "Did it arrive?" (not the reader), "I need to leave at 4" (the
// writer's own plan), and one that points back ("Do you want it?").
const ANSWER_ASKED =
  /^(?:(?:are|do|did|will|would|have|could|can) you\b[^?]*\?|let (?:me|us) know\b[^?]*[.!]?|I (?:still )?need your\b[^?]*[.!])$/i;
// Rule "time-this-points-nowhere": "sometime this week", "by this Friday", "that morning": a
// "this" or "that" before a time word names a time, not something said before, so it does not
// hold the ask back. Near miss: "Can you send this?" still points back.
const TIME_DETERMINER =
  /\b(?:this|that|these|next)\s+(?:week|weekend|month|year|morning|afternoon|evening|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi;
const pointsBack = (text: string) => POINTS_BACK.test(text.replace(TIME_DETERMINER, ''));
const asksReader = (sentence: OutSentence) =>
  sentence.isAsk ||
  ((CONDITIONED_ASK.test(sentence.text) || ANSWER_ASKED.test(sentence.text.trim())) &&
    !pointsBack(sentence.text));
// Marked as leaning back only for a time's "this": the ask moves like any other.
const leansBack = (sentence: OutSentence) =>
  sentence.refersBack && (pointsBack(sentence.text) || sentence.text.split(/\s+/).length < 4);

// Rule "moved-ask-loses-its-join": "Dinner's at 6. Also can you grab milk?" moved first would
// open on "Also", joining it to nothing before it; the join goes ("Can you grab milk?"). Near
// miss: an ask that stays where it was keeps its "Also".
const JOIN = /^(?:also|and|plus|oh and|and also|but also)\b,?\s+/i;
const withoutJoin = (ask: OutSentence): OutSentence => {
  if (!JOIN.test(ask.text)) return ask;
  const text = ask.text.replace(JOIN, '');
  return { ...ask, text: `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}` };
};

export function askFirst(given: OutSentence[], droppedSomething: boolean): OutSentence[] {
  const content = given.map((sentence) =>
    !sentence.isAsk && asksReader(sentence) ? { ...sentence, isAsk: true } : sentence,
  );
  if (content[0]?.isAsk) return content;
  const asks = content.filter((sentence) => sentence.isAsk);
  const leaning = asks.filter(leansBack);
  if (leaning.length === 0)
    return asks.length === 0
      ? given
      : [
          ...asks.map((ask, index) => (index === 0 ? withoutJoin(ask) : ask)),
          ...content.filter((s) => !asks.includes(s)),
        ];
  // An ask that leans on what comes before it ("… before then") keeps the writer's order, unless
  // it is the first ask, straight after the one sentence it leans on (rule above).
  const first = content.indexOf(asks[0] as OutSentence);
  if (droppedSomething || first !== 1 || leaning[0] !== asks[0]) return given;
  const named = namedAsk(content[0] as OutSentence, asks[0] as OutSentence);
  if (!named || asks.slice(1).some(leansBack)) return given;
  return [named.ask, named.context, ...content.slice(2)];
}
