// A condition kept as the start of a sentence, closed by its comma ("If you're going to cancel,",
// "When you get there,"), waits for the clause it conditions (rule "condition-leads-its-ask").
const OPENS_CONDITION =
  /^(?:if|unless|when|whenever|once|before|after|until|as soon as|every time|each time)\b/iu;

export const leadsAnAsk = (current: readonly string[]): boolean =>
  current.length > 0 && OPENS_CONDITION.test(current[0] ?? '') && /,\s*$/u.test(current.at(-1) ?? '');

// "Could you text me …?" carries on the sentence after the condition: "…, could you text me …?".
const ASK_OPENING = /^(?:Could|Can|Would|Will|Please)\b/u;
export const lowerAskOpening = (ask: string): string =>
  ASK_OPENING.test(ask) ? ask.charAt(0).toLowerCase() + ask.slice(1) : ask;
