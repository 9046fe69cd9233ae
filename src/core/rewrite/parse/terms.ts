import nlp from 'compromise';
import './chat-shorthand.ts';
import { CHECKED_COMPROMISE_VERSION } from './quick-sweep.ts';

// compromise's own term objects for a text, tagged and with their root forms: what the rewrite
// engine's tokens and the meaning guard's readings are both made from. Read-only to every reader,
// so that within one job (a rewrite, its tone reading and its meaning guard) a text that several
// stages read is parsed once: a parse is most of a job's time (issue 24).

export interface CompromiseTerm {
  readonly text: string;
  readonly pre: string;
  readonly post: string;
  readonly normal?: string;
  readonly implicit?: string;
  readonly machine?: string;
  readonly root?: string;
  readonly tags: ReadonlySet<string>;
  // compromise's note that the word could also be another part of speech ("Noun|Verb").
  readonly switch?: string;
}

export type CompromiseSentences = readonly (readonly CompromiseTerm[])[];

// A job reads a bounded number of texts (its message, its rewrite, their lines and sentences);
// past this many, further texts are parsed each time rather than kept.
const MAX_KEPT = 256;

// The parses of the job that is running, by text and by sentence, or null outside one: nothing
// outlives its job, so no text is ever cheaper because it was sent before.
let kept: Map<string, CompromiseSentences> | null = null;
let keptSentences: Map<string, CompromiseSentences> | null = null;
// Other readings made from a text's parse that several stages of a job ask for (keptPerJob).
let keptReadings: Map<unknown, Map<string, unknown>> | null = null;

// Runs one job with its parses shared among its stages; a job inside a job shares the outer one's.
export function withParseReuse<T>(run: () => T): T {
  if (kept) return run();
  kept = new Map();
  keptSentences = new Map();
  keptReadings = new Map();
  try {
    return run();
  } finally {
    kept = null;
    keptSentences = null;
    keptReadings = null;
  }
}

// A reading of a text that depends on the text alone, kept for the job like its parse: the tone
// findings of a message left as written are read by the explanation and by the score (issue 24).
// Its result is read-only to every reader. Outside a job it is read each time.
export function keptPerJob<R>(read: (text: string) => R): (text: string) => R {
  return (text) => {
    if (!keptReadings) return read(text);
    const byText = (keptReadings.get(read) as Map<string, R> | undefined) ?? new Map<string, R>();
    keptReadings.set(read, byText);
    if (byText.has(text)) return byText.get(text) as R;
    const reading = read(text);
    if (byText.size < MAX_KEPT) byText.set(text, reading);
    return reading;
  };
}

// compromise's last default step, its chunker, marks noun and verb phrases (term.chunk) for its
// own .verbs() and .nouns(); no reader of these terms looks at them, and it was a sixth of every
// parse. So these parses run every default step but that one, in the same order: the tags, roots
// and words are those of nlp(text). Other callers of nlp() keep the chunker.
const world = nlp.world() as { hooks: string[] };

function tagged(text: string) {
  const defaults = world.hooks;
  world.hooks = defaults.filter((step) => step !== 'chunks');
  try {
    return nlp(text);
  } finally {
    world.hooks = defaults;
  }
}

function parseWhole(text: string): CompromiseSentences {
  const doc = tagged(text);
  doc.compute('root');
  return doc.docs as CompromiseSentences;
}

// compromise reads each sentence on its own: it splits the text into sentences first, and every
// later step (contractions, lexicon, tagger, root forms) looks only within one sentence. So a run
// of a text's sentences, at compromise's own split, parses to the very terms it has in the whole
// text (terms.test.ts compares them, for the version checked). Within a job, a text is parsed whole
// once and its sentences' terms are kept too, by their exact text (spacing included): a rewrite
// then parses only the sentences it does not keep from the original. Each sentence is parsed once
// per job.
const splitSentences = (nlp.methods() as { one: { tokenize: { splitSentences: SplitSentences } } }).one
  .tokenize.splitSentences;
type SplitSentences = (text: string, world: unknown) => string[];
const bySentence = nlp.version === CHECKED_COMPROMISE_VERSION;

// A run of sentences (the text they make up) parsed as one text, each sentence's terms kept.
function parseRun(
  text: string,
  run: readonly string[],
  known: Map<string, CompromiseSentences>,
): CompromiseSentences {
  const parsed = parseWhole(text);
  // One list of terms per sentence, as compromise's tokenizer makes them.
  if (parsed.length === run.length && known.size + run.length <= MAX_KEPT)
    for (const [index, sentence] of run.entries()) known.set(sentence, parsed.slice(index, index + 1));
  return parsed;
}

// A sentence's kept terms. A text read whole (the meaning guard reads each text whole) splits
// into sentences that keep the line break after them ("Fix it now.\n"), while the rewrite read the
// same sentence in its own line, without it: those are the kept terms with the break added to the
// last term's trailing text, as a parse of the whole text gives them (terms.test.ts), so a
// multi-line message is not parsed a second time for its guard.
function keptTerms(sentence: string, known: Map<string, CompromiseSentences>) {
  const terms = known.get(sentence);
  if (terms) return terms;
  const bare = sentence.replace(TRAILING_BREAK, '');
  const [only, ...more] = bare === sentence ? [] : (known.get(bare) ?? []);
  const last = only?.at(-1);
  // A last "word" of punctuation alone (", ?", '."') takes the break into its own text instead.
  if (!only || !last || more.length > 0 || !HAS_WORD.test(last.text)) return undefined;
  const withBreak = [...only.slice(0, -1), { ...last, post: last.post + sentence.slice(bare.length) }];
  return [withBreak];
}
// Spaces and tabs, then at least one line break, then any more of either: what compromise leaves at
// the end of a sentence that ends a line.
const TRAILING_BREAK = /[ \t]*\n[\s]*$/;
const HAS_WORD = /[\p{L}\p{N}]/u;

function parseBySentence(text: string, known: Map<string, CompromiseSentences>): CompromiseSentences {
  const sentences = splitSentences(text, world);
  // A text parsed whole, as outside a job, when none of its sentences is known yet, or when its
  // sentences do not make up the text exactly (then no run of them stands for part of it).
  if (sentences.join('') !== text) return parseWhole(text);
  if (!sentences.some((sentence) => keptTerms(sentence, known))) return parseRun(text, sentences, known);
  const parsed: (readonly CompromiseTerm[])[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) parsed.push(...parseRun(run.join(''), run, known));
    run = [];
  };
  for (const sentence of sentences) {
    const terms = keptTerms(sentence, known);
    if (!terms) run.push(sentence);
    else {
      flush();
      parsed.push(...terms);
    }
  }
  flush();
  return parsed;
}

export function parseTerms(text: string): CompromiseSentences {
  const known = kept?.get(text);
  if (known) return known;
  const sentences = keptSentences && bySentence ? parseBySentence(text, keptSentences) : parseWhole(text);
  if (kept && kept.size < MAX_KEPT) kept.set(text, sentences);
  return sentences;
}
