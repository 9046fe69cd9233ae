import { parseTerms } from '../parse/terms.ts';

// The guard's own light reading of a text with compromise: its sentences, their clauses (split at
// commas and semicolons), and each clause's verb groups ("Do NOT merge", "must send", "can't lend").
// It reads compromise's tagged terms directly: asking compromise for verb objects costs ~8× more,
// too slow for a 5,000-character message. It is independent of the rewrite engine's own parse on
// purpose: it checks any provider's output, the engine's included.

export interface ReadVerb {
  // The words of the verb group, as written ("Do NOT merge", "must send").
  readonly text: string;
  // The main verb's dictionary form ("merge", "send", "hold").
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

// The fields of compromise's term objects that this reader uses.
interface Term {
  text: string;
  pre: string;
  post: string;
  normal?: string;
  implicit?: string;
  root?: string;
  tags: ReadonlySet<string>;
}

const SUBORDINATORS = new Set(
  'if unless when whenever because since although though while until till before after once who which'.split(
    ' ',
  ),
);
const VERB_PARTS = ['Verb', 'Negative', 'Modal', 'Auxiliary'];
const isVerbPart = (term: Term) => VERB_PARTS.some((tag) => term.tags.has(tag));
const isHelper = (term: Term) => term.tags.has('Auxiliary') || term.tags.has('Modal');
const wordOf = (term: Term) => (term.implicit ?? term.normal ?? term.text).toLowerCase();
const textOf = (terms: readonly Term[]) =>
  terms
    .map(
      (term, index) =>
        `${index === 0 ? '' : term.pre}${term.text}${index === terms.length - 1 ? '' : term.post}`,
    )
    .join('')
    .replace(/[.,;:!?]+$/, '')
    .trim();

// A crude stem, enough to see "merge", "merging" and "merged" as one word. Irregular forms
// ("sent") are covered by also comparing compromise's root forms.
export const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/(?:ing|ed|es|s|e)$/, '');

// The stem of a verb phrase's main word: "hold off" → "hold".
export const verbStem = (verb: ReadVerb) => stem(verb.infinitive.split(/\s+/)[0] ?? verb.infinitive);

const isWord = (text: string | undefined): text is string => !!text && /^[\p{L}'’ -]+$/u.test(text);

// A group of helpers only ("I can't.", "may") has no task of its own to compare, so no verb.
function readVerb(group: readonly Term[], before: readonly Term[]): ReadVerb | undefined {
  const main = group.find((term) => term.tags.has('Verb') && !isHelper(term) && wordOf(term) !== 'to');
  const infinitive = [main?.root, main && wordOf(main)].find(isWord)?.toLowerCase();
  if (!main || !infinitive) return undefined;
  return {
    text: textOf(group),
    infinitive,
    isNegated: group.some((term) => term.tags.has('Negative')),
    isImperative: group.some((term) => term.tags.has('Imperative')),
    isPast: main.tags.has('PastTense') && !main.tags.has('Imperative'),
    isSubordinate: before.some((term) => SUBORDINATORS.has(wordOf(term))),
  };
}

function readClause(terms: readonly Term[]): ReadClause {
  const verbs: ReadVerb[] = [];
  let group: Term[] = [];
  const close = (end: number) => {
    const verb = readVerb(group, terms.slice(0, end));
    if (verb) verbs.push(verb);
    group = [];
  };
  terms.forEach((term, index) => {
    if (isVerbPart(term)) {
      if (group.length === 0) group = [term];
      else group.push(term);
    } else if (group.length > 0) close(index - group.length);
  });
  close(terms.length - group.length);
  return { text: textOf(terms), verbs };
}

function splitClauses(terms: readonly Term[]): Term[][] {
  const clauses: Term[][] = [[]];
  for (const term of terms) {
    clauses.at(-1)!.push(term);
    if (/[,;:–—]/.test(term.post)) clauses.push([]);
  }
  return clauses.filter((clause) => clause.length > 0);
}

const wordStems = (text: string) => (text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []).map(stem);

export function readSentences(text: string): ReadSentence[] {
  return parseTerms(text).map((terms) => {
    const sentenceText = terms
      .map((term) => `${term.pre}${term.text}${term.post}`)
      .join('')
      .trim();
    const roots = terms.map((term) => term.root ?? term.implicit ?? '').join(' ');
    return {
      text: sentenceText,
      isQuestion: /\?\s*$/.test(sentenceText),
      clauses: splitClauses(terms).map(readClause),
      stems: new Set([...wordStems(sentenceText), ...wordStems(roots)]),
    };
  });
}
