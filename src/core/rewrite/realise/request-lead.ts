import { joinTokens, type Token } from '../parse/tokens.ts';
import { isSwearWord } from '../understand/profanity.ts';
import { swapTriggerWords } from './word-swaps.ts';

// What a request keeps around its frame: the phrase before "you need to" that still says
// something ("After lunch, could you …?"), and a purpose after it ("… so payroll can run?").

// Words that frame a command ("you need to", "please", "I want you to") and go with it.
const FRAME_WORDS = new Set([
  'you',
  // "Either give me … or don't": the choice taken away (either-or-dont) leaves no "either".
  'either',
  'i',
  'we',
  'need',
  'must',
  'have',
  'got',
  'should',
  'want',
  'please',
  'do',
  'not',
  'never',
  'dare',
  'better',
  'had',
  'would',
  'make',
  'sure',
  'will',
  'to',
  'just',
  'so',
  'and',
  'kindly',
  'now',
  'then',
  'also',
  'but',
  'oh',
  'ok',
  'okay',
]);

// What comes before the frame and still says something ("After lunch, you need to ...").
export function leadingPhrase(tokens: readonly Token[]): string {
  let start = tokens.length;
  while (start > 0 && FRAME_WORDS.has(tokens[start - 1]?.normal ?? '')) start--;
  const lead = swapTriggerWords(tokens.slice(0, start).filter((token) => !isSwearWord(token))).tokens;
  const says = lead.some((token) => /[\p{L}\p{N}]/u.test(token.text) && !FRAME_WORDS.has(token.normal));
  return says
    ? joinTokens(lead)
        .trim()
        .replace(/[,;:]$/u, '')
    : '';
}

export const withLead = (lead: string, request: string) =>
  lead ? `${lead}, ${request.replace(/^(Could|Can|Would|Please)\b/, (word) => word.toLowerCase())}` : request;

// "so payroll can run.", "so that we can book it": a purpose, as it reads inside a request.
const PURPOSE = /^so(?: that)?(?: \S+){1,3} (?:can|could|will|would|may|might)\b/iu;
export const purposeOf = (text: string): string | null =>
  PURPOSE.test(text.trim()) ? text.trim().replace(/[\s.!?…]+$/u, '') : null;
