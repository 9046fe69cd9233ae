import { detectAsk } from './asks.ts';
import { NOT_NAMES } from './check/fact-patterns.ts';
import { extractFacts } from './check/facts.ts';

// Who a message speaks to and who signs it: "Hi Dana," and "aaron please…" at the start, "…, louise."
// at the end, and sign-offs ("Thanks, Sam", "…reservations.-dad", "…talk to thanks jake"). The
// renderers greet the name and sign with the signature, so neither is left inside a sentence.

const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b(?:\s+([\p{L}][\p{L}'’-]*))?\s*[,!:.-]*\s*/iu;
const VOCATIVE =
  /^([\p{L}][\p{L}'’]*(?:-[\p{L}]+)*)\s*(?:,|-+|\s(?=(?:please|can|could|would|will you|let|let's|do|does|did|don't|yes|tell|here|here's|thanks|thank)\b))\s*(?=\S)/iu;
const SIGN_OFF =
  /^(?:thanks|thank you|cheers|regards|best|best wishes|kind regards|talk soon|love)\b[\s,!.]*(.*)$/i;
// A sign-off run into the last sentence: "…reservations.-dad", "…talk to thanks jake".
const TRAILING_SIGNATURE = /(?:(?<=[.!?])\s*[-–—]+\s*|\s[-–—]+)([\p{L}][\p{L}'’-]{1,20})[.!]?$/u;
const TRAILING_THANKS =
  /[\s,.;]+(?:thanks|thank you|cheers|regards)[,!.]?\s+([\p{L}][\p{L}'’-]{1,20})[.!]?$/iu;
// "…and hang in there, louise." names the reader at the end of the message.
const TRAILING_VOCATIVE = /(?<=\S\s+\S+),\s*([\p{L}][\p{L}'’-]{1,20})\s*([.!?]*)$/u;
const NOT_VOCATIVE =
  /^(?:reminder|anyway|also|sorry|sure|great|cool|fine|well|please|meeting|just|kindly|so|ok|okay|thanks|wow|oh|ah|hmm|yes|no|etc|too|though|tho|then|now|again|first|yet|instead|either|right|however|otherwise|therefore|meanwhile|besides|finally|next|lastly|regardless|additionally|am|pm|ps|nobody|somebody|someone|something|everything|anything|nothing|\w+ly)$/i;
// Contractions ("let's", "that's") are never names.
const CONTRACTION = /['’](?:s|re|ll|ve|d|m|t)$/i;
const GROUP_ADDRESS = /^(?:all|everyone|guys|folks|team|there|y'all)\b[\s,!:.-]*/i;

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isNameWord = (word: string) =>
  !NOT_NAMES.has(word.toLowerCase()) && !NOT_VOCATIVE.test(word) && !CONTRACTION.test(word);

export function takeGreeting(text: string): { rest: string; name?: string } {
  const greeting = text.match(GREETING);
  if (greeting) {
    const word = greeting[1];
    if (word && isNameWord(word)) return { rest: text.slice(greeting[0].length), name: capitalise(word) };
    const rest = text.replace(/^\S+(?:\s+(?:morning|afternoon|evening))?[\s,!:.-]*/i, '');
    return { rest: rest.replace(GROUP_ADDRESS, '') };
  }
  const vocative = text.match(VOCATIVE);
  if (!vocative?.[1]) return { rest: text };
  if (GROUP_ADDRESS.test(vocative[1])) return { rest: text.slice(vocative[0].length) };
  if (isNameWord(vocative[1]) && !detectAsk(vocative[1])) {
    return { rest: text.slice(vocative[0].length), name: capitalise(vocative[1]) };
  }
  return { rest: text };
}

// A last line that is only a sign-off ("Thanks, Sam"): the signature, if any.
export function readSignOffLine(line: string): { signature?: string } | undefined {
  const signOff = line.match(SIGN_OFF);
  if (!signOff || line.split(/\s+/).length > 4) return undefined;
  return signOff[1] ? { signature: signOff[1] } : {};
}

// The end of the last line: a signature run into it, or the reader's name after a comma.
export function takeTrailingAddress(line: string): { rest: string; signature?: string; name?: string } {
  for (const pattern of [TRAILING_THANKS, TRAILING_SIGNATURE]) {
    const match = line.match(pattern);
    const word = match?.[1];
    // After a sign-off or a dash a word is a name even when it looks like an adverb ("--sally").
    const isSignature = word && !NOT_NAMES.has(word.toLowerCase()) && !CONTRACTION.test(word);
    if (match && word && isSignature && extractFacts(word).length === 0) {
      return { rest: line.slice(0, match.index).trim(), signature: capitalise(word) };
    }
  }
  const vocative = line.match(TRAILING_VOCATIVE);
  const word = vocative?.[1];
  if (vocative && word && isReaderName(line, word, vocative.index ?? 0)) {
    return { rest: `${line.slice(0, vocative.index).trim()}${vocative[2] ?? ''}`, name: capitalise(word) };
  }
  return { rest: line };
}

// In lower-case text a name looks like any word, so "milk, eggs, bread" must not greet "Bread":
// there the name has to follow the sentence's only comma.
function isReaderName(line: string, word: string, commaAt: number): boolean {
  if (!isNameWord(word) || extractFacts(word).length > 0 || detectAsk(word)) return false;
  if (/^\p{Lu}/u.test(word)) return true;
  const lastSentence =
    line
      .slice(0, commaAt)
      .split(/[.!?]\s/)
      .at(-1) ?? '';
  return line === line.toLowerCase() && !lastSentence.includes(',');
}
