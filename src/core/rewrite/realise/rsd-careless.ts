// Rules for manager-rsd: asks that imply the reader's work was careless. "Check your work",
// "proofread it properly", "be more careful with the invoices" ask for a check, and also say the
// reader didn't do one; this reader hears the second part. The same check is asked as a routine
// step ("a final check"), which implies nothing about what went before.

const FRAME = String.raw`((?:(?:could|can|would) you(?: be able to)?|please)\s+)?`;
const CHECK_VERBS =
  '(?:check|double-check|double check|recheck|re-check|proofread|re-read|reread|go over|look over|review)';
// Said of how the reader works, never of the thing: "properly", "carefully", "thoroughly".
// "your expense report", never "your work before" or "your numbers next time".
const SECOND_WORD = String.raw`(?:\s+(?!(?:before|after|next|by|on|for|to|in|at|this|and|when|so|today|tomorrow|tonight|again|once|first|please)\b)[\p{L}-]+)?`;
const CARELESS_MANNER = '(?:properly|carefully|thoroughly|more carefully|more closely|correctly)';

// Rule "check-your-work-as-final-check": "Please check your work before you send it." and "Can you
// proofread it properly?" → "Please give the work a final check before you send it.", "Can you
// give it a final check?". Only the reader's own work ("your …") or a check said with a manner
// word; near misses: "Please check the figures in the Q3 sheet" (a task on a thing, no blame),
// "Can you check whether the room is free?" (a question to find out), "Please review the contract".
const CHECK_OWN = new RegExp(
  String.raw`^${FRAME}${CHECK_VERBS}\s+(your\s+[\p{L}-]+${SECOND_WORD}|it|them|this|that)(\s+${CARELESS_MANNER})?\b(.*)$`,
  'iu',
);

// Rule "be-careful-as-final-check": "Be more careful with the invoices." and "Could you be more
// thorough with the expense reports?" judge how the reader works; the concrete ask behind them is
// a check of the thing named: "Could you give the invoices a final check?". Near misses: "Be
// careful on the stairs" (a warning, no "more", no work), "Be more careful with your health".
const BE_MORE_CAREFUL = new RegExp(
  String.raw`^${FRAME}(?:try to\s+)?be more (?:careful|thorough|attentive|accurate)\s+(?:with|on|about)\s+((?:the|your)\s+[\p{L}-]+${SECOND_WORD})(.*)$`,
  'iu',
);

const theThing = (thing: string) => thing.replace(/^your\s+/i, 'the ');
const ownFrame = (frame: string | undefined) => frame ?? 'Could you ';

export function carelessAsRoutine(text: string): string | null {
  const own = text.match(CHECK_OWN);
  if (own?.[2] && (/^your\s/i.test(own[2]) || own[3])) {
    const rest = own[4] ?? '';
    const frame = own[1] ?? '';
    const ask = `${frame}give ${theThing(own[2])} a final check${rest}`;
    return frame ? ask : ask[0]?.toUpperCase() + ask.slice(1);
  }
  const careful = text.match(BE_MORE_CAREFUL);
  // Care for oneself is no check of work: "Be more careful with your health".
  if (careful?.[2] && !/\b(?:health|safety|self|money|back)$/i.test(careful[2])) {
    const rest = (careful[3] ?? '').replace(/^[.!]$/, '?');
    const frame = ownFrame(careful[1]);
    const close = /^please/i.test(frame) ? rest : rest.replace(/[.!]$/, '?') || '?';
    return `${frame}give ${theThing(careful[2])} a final check${close}`;
  }
  return null;
}
