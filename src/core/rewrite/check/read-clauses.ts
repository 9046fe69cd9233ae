import nlp from 'compromise';

// compromise types forEach's item as its smallest view; each item is a full three-level view.
type View = ReturnType<typeof nlp>;

// The guard's own light reading of a text with compromise: its sentences, their clauses, and each
// clause's verbs (infinitive, negated or not, imperative or not). It is independent of the rewrite
// engine's parse on purpose: it checks any provider's output, the engine's included.

export interface ReadVerb {
  // The words compromise grouped as the verb phrase, as written ("Do NOT merge", "must send").
  readonly text: string;
  readonly infinitive: string;
  readonly isNegated: boolean;
  readonly isImperative: boolean;
  readonly isPast: boolean;
  // Said under a condition or time ("if you haven't read the brief", "until it is tagged"): not the
  // main statement, so a rewrite may turn it around ("please read the brief first").
  readonly isSubordinate: boolean;
}

export interface ReadClause {
  readonly text: string;
  readonly verbs: readonly ReadVerb[];
}

export interface ReadSentence {
  readonly text: string;
  readonly isQuestion: boolean;
  readonly clauses: readonly ReadClause[];
  // Every word as a stem, as written and as compromise's root ("sent" → "send").
  readonly stems: ReadonlySet<string>;
}

const SUBORDINATOR =
  /\b(?:if|unless|when|whenever|because|since|although|though|while|until|till|before|after|so that|once|who|which)\b/i;

interface VerbJson {
  text: string;
  verb?: { infinitive?: string; negative?: boolean; grammar?: { form?: string; tense?: string } };
}

function readVerbs(clause: View, clauseText: string): ReadVerb[] {
  let searchFrom = 0;
  return (clause.verbs().json() as VerbJson[]).map((found) => {
    const text = found.text.replace(/[.,;:!?]+$/, '').trim();
    const at = Math.max(searchFrom, clauseText.indexOf(text, searchFrom));
    searchFrom = at + text.length;
    return {
      text,
      infinitive: (found.verb?.infinitive ?? found.text).toLowerCase(),
      isNegated: found.verb?.negative === true,
      isImperative: found.verb?.grammar?.form === 'imperative',
      isPast: found.verb?.grammar?.tense === 'PastTense',
      isSubordinate: SUBORDINATOR.test(clauseText.slice(0, at)),
    };
  });
}

const wordStems = (text: string) => (text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []).map(stem);

export function readSentences(text: string): ReadSentence[] {
  const sentences: ReadSentence[] = [];
  const doc = nlp(text);
  doc.compute('root');
  doc.sentences().forEach((item) => {
    const sentence = item as View;
    const clauses: ReadClause[] = [];
    sentence.clauses().forEach((part) => {
      const clause = part as View;
      const clauseText = clause.text();
      clauses.push({ text: clauseText, verbs: readVerbs(clause, clauseText) });
    });
    const sentenceText = sentence.text();
    const stems = new Set([...wordStems(sentenceText), ...wordStems(sentence.text('root'))]);
    sentences.push({ text: sentenceText, isQuestion: /\?\s*$/.test(sentenceText), clauses, stems });
  });
  return sentences;
}

// A crude stem, enough to see "merge", "merging" and "merged" as one word. Irregular forms
// ("sent") are covered by also comparing compromise's root forms.
export const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(?:ing|ed|es|s|e)$/, '');

// The stems of a verb phrase's main word: "hold off" → "hold", "bother coming" → "bother".
export const verbStem = (verb: ReadVerb) => stem(verb.infinitive.split(/\s+/)[0] ?? verb.infinitive);
