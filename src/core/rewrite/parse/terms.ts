import nlp from 'compromise';
import './quick-sweep.ts';

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

// The parses of the job that is running, or null outside one: nothing outlives its job, so no
// text is ever cheaper because it was sent before.
let kept: Map<string, CompromiseSentences> | null = null;

// Runs one job with its parses shared among its stages; a job inside a job shares the outer one's.
export function withParseReuse<T>(run: () => T): T {
  if (kept) return run();
  kept = new Map();
  try {
    return run();
  } finally {
    kept = null;
  }
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

export function parseTerms(text: string): CompromiseSentences {
  const known = kept?.get(text);
  if (known) return known;
  const doc = tagged(text);
  doc.compute('root');
  const sentences = doc.docs as CompromiseSentences;
  if (kept && kept.size < MAX_KEPT) kept.set(text, sentences);
  return sentences;
}
