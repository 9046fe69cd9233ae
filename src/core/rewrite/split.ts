// Turns a message into lines, sentences and clauses, so each part can be judged on its own:
// a blaming clause can go while the deadline in the clause next to it stays.

const TOKENISED = /\s[.,?!](?:\s|$)|\sn't\b|\s's\b/;
// In tokenised text "co - workers" is one word, but "kam - can you" is a name and a question.
const TOKENISED_HYPHEN =
  /(\p{L}) - (?!(?:can|could|will|would|why|please|what|how|i|we|you|let|thanks|-)\b)(?=\p{L})/giu;

// Lower-cased text ("and i will ask taffy on monday") gets the capitals every reader expects: "I" and
// the names of days and months. "may" stays as written: it is far more often the verb.
const STANDALONE_I = /(?<![\p{L}\p{N}'’.(-])i(?=['’](?:m|ll|ve|d)\b|\.(?!\p{L})|[^\p{L}\p{N}'’.)-]|$)/gu;
const LOWER_DAY_OR_MONTH =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g;

// Tokenised text ("do n't blow this out of proportion .") is joined back into normal prose.
export function normalizeText(text: string): string {
  const joined = TOKENISED.test(text) ? text.replace(TOKENISED_HYPHEN, '$1-') : text;
  return joined
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ (n't|'s|'re|'ll|'ve|'d|'m)\b/gi, '$1')
    .replace(/ ([.,!?;:%)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .replace(/" ([^"\n]*?) "/g, '"$1"')
    .replace(/([!?])(?: ?[!?])+/g, '$1')
    .replace(/(\d) - (?=\d)/g, '$1-')
    .replace(/\be - mail/gi, 'e-mail')
    .replace(STANDALONE_I, 'I')
    .replace(LOWER_DAY_OR_MONTH, (word) => word.charAt(0).toUpperCase() + word.slice(1))
    .replace(/\b(please)(?:,?\s+please)+\b/gi, '$1')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ABBREVIATIONS =
  /\b(?:mr|mrs|ms|dr|st|vs|etc|e\.g|i\.e|no|approx|dept|inc|ltd|jr|sr|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec|\p{L})\.$/iu;
const LIST_MARKER = /^(?:[-*•]|\d{1,2}[.)])\s+/;

export interface Line {
  readonly text: string;
  readonly isListItem: boolean;
}

export function splitLines(text: string): Line[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ text: line.replace(LIST_MARKER, ''), isListItem: LIST_MARKER.test(line) }));
}

export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let current = '';
  for (const piece of line.split(/(?<=[.!?…])\s+/)) {
    current = current ? `${current} ${piece}` : piece;
    if (!ABBREVIATIONS.test(current)) {
      sentences.push(current);
      current = '';
    }
  }
  if (current) sentences.push(current);
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

const CLAUSE_STARTERS =
  'i|we|you|they|he|she|it|now|new|let|please|tell|send|call|give|make|check|fix|run|keep|bring|ask|stop|nobody';
// Where one sentence holds two thoughts: "…yesterday and now we're behind", "…today; it's blocking",
// "…right away, accounting is asking".
const CLAUSE_BREAKS = [
  /\s*;\s+/,
  /(?<=\S+\s+\S+)(?<!\d)\s+[-–—](?:\s*-)*\s+(?!\d)(?=\S+\s+\S)/,
  /,?\s+and now\s+/i,
  /,\s+but\s+/i,
  new RegExp(`,?\\s+and\\s+(?=(?:${CLAUSE_STARTERS})\\b)`, 'i'),
  /(?<=\S+\s+\S+\s+\S+\s+\S+),\s+(?=(?:[\w']+\s+){0,2}(?:is|are|was|were|has|have|had|keeps?|says|said|asked|will|won't|can't)\b)/i,
  new RegExp(`(?<=\\S+\\s+\\S+),\\s+(?=(?:${CLAUSE_STARTERS})\\b)`, 'i'),
];
// "If you have questions, please let me know" is one thought: a clause opened by one of these
// words keeps the clause that follows it.
const SUBORDINATE_START =
  /^(?:(?:also|and|so|but|anyway|ok|okay|well)\W+)*(?:if|when|whenever|once|before|after|as|since|any|in case|should|unless|while|until)\b/i;

export function splitClauses(sentence: string): string[] {
  let parts = [sentence];
  for (const pattern of CLAUSE_BREAKS) {
    parts = parts.flatMap((part) => {
      const pieces = part.split(pattern);
      return SUBORDINATE_START.test(part.trim()) && pieces.length > 1 ? [part] : pieces;
    });
  }
  return parts.map((part) => part.trim()).filter((part) => /[\p{L}\p{N}]/u.test(part));
}
