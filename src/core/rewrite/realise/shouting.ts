import { hasTag, type Token, withText } from '../parse/tokens.ts';

// Shouting: words typed in capitals to raise the voice ("AGAIN", "I EXPECT THE REPORT BY 5PM"),
// told from names in capitals ("NDA", "ENG-2291", "HR"), and lowered to sentence case.

// Rule "shouted-common-noun": "because SOMEONE didn't pay", "the MEETING is at 3": a common noun of
// four letters or more, typed in capitals in a clause that is not, points or raises the voice; the
// tagger reads it as a noun, not a name. Near misses: "NASA", "IKEA" (names to the tagger) and
// "NDA" (three letters: a name) stay.
const COMMON_NOUN_LENGTH = 4;
const isCommonNoun = (token: Token) =>
  token.text.length >= COMMON_NOUN_LENGTH &&
  hasTag(token, 'Noun') &&
  !['ProperNoun', 'Acronym', 'Organization', 'Person', 'Place'].some((tag) => hasTag(token, tag));

// "AGAIN", "NOT", "TODAY" are shouted words; "ENG-2291", "PDF", "NDA" are names and stay.
const isShouted = (token: Token) =>
  token.text.length >= 3 &&
  /^[A-Z]+(?:['’][A-Z]+)?$/.test(token.text) &&
  !/[-_\d]/.test(token.pre + token.post) &&
  ([
    'Adverb',
    'Verb',
    'Negative',
    'Adjective',
    'Date',
    'Value',
    'Pronoun',
    'Conjunction',
    'Preposition',
    'Expression',
    'QuestionWord',
  ].some((tag) => hasTag(token, tag)) ||
    isCommonNoun(token)) &&
  !hasTag(token, 'Acronym') &&
  !hasTag(token, 'Timezone');

const hasCapitals = (token: Token) => /\p{Lu}{2}/u.test(token.text) && !/\p{Ll}/u.test(token.text);

// "I EXPECT THE REPORT ON MY DESK BY 5PM": a clause typed in capitals is shouted whole, short words
// and times too. Names in capitals stay: an acronym compromise knows as a name ("NDA", "VAT") and a
// short word with no vowel ("HR", "PDF").
export function isShoutedClause(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => /\p{L}{2}/u.test(token.text));
  const capitals = words.filter(hasCapitals).length;
  return capitals >= 3 && capitals >= words.length * 0.6;
}

// Rule "shouted-ordinal": "THE 1ST", "THE 9TH" are dates shouted, not names; they are lowered with
// the clause ("the 1st"). Near miss: "PDF" (no digits, no vowel) is a name and stays.
// Rule "timezone-is-a-name": "5pm EST", "10am GMT": compromise tags the zone a Date, but it names
// which 5pm, and lowered ("est") it reads as "estimated". Near miss: "by FRIDAY" is a day shouted.
const isName = (token: Token) =>
  hasTag(token, 'Timezone') ||
  (!/^\d+[AP]M$/.test(token.text) &&
    !/^\d+(?:ST|ND|RD|TH)$/.test(token.text) &&
    ((hasTag(token, 'Acronym') &&
      (token.text.length <= 3 || hasTag(token, 'ProperNoun') || hasTag(token, 'Organization'))) ||
      (token.text.length <= 4 && !/[AEIOUY]/.test(token.text.replace(/\d/g, '')))));

// "FRIDAY" -> "Friday", "REPORT" -> "report".
function inSentenceCase(token: Token): string {
  const lower = token.text.toLowerCase();
  const named = ['WeekDay', 'Month', 'Person', 'Place'].some((tag) => hasTag(token, tag));
  return named ? lower.replace(/^\p{L}/u, (letter) => letter.toUpperCase()) : lower;
}

// The clause's own tokens with shouting lowered, one for one, for a piece told from its positions
// (a stated consequence: "OR I START THE EVICTION PROCESS" -> "… start the eviction process").
export function withoutShouting(tokens: readonly Token[]): Token[] {
  const shoutedClause = isShoutedClause(tokens);
  return tokens.map((token) => loweredShout(token, shoutedClause) ?? token);
}

// The token in sentence case when it shouts, or null: in a clause in capitals every capitalised
// word but a name shouts; elsewhere only a shouted word does. "I" keeps its capital.
export function loweredShout(token: Token, shoutedClause: boolean): Token | null {
  const shouted = shoutedClause ? hasCapitals(token) && !isName(token) : isShouted(token);
  if (!shouted) return null;
  return withText(token, token.normal === 'i' ? 'I' : inSentenceCase(token));
}
