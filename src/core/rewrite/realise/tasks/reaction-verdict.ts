// Rule "reaction-verdict" (repair-misunderstanding): "You made a big deal out of nothing", "You
// blew it out of proportion", "You overreacted to my comment", "You got upset over nothing" judge
// how the reader took the message, as too much. A repair says what happened and what the writer
// meant; a verdict on the reader's reaction only blames them, so it goes. Where it names what was
// misread ("… to my comment about dinner"), that thing is kept as the misunderstanding.
// Near misses: "You were right to ask" (no sizing of a reaction), "I made a big deal out of it"
// (the writer's own), "You got the dates mixed up" (a misreading, repair.ts names it), "The
// launch was a big deal" (no "you").

// The reader as the subject, after at most a lead-in.
const READER_SUBJECT =
  /^(?:(?:honestly|frankly|look|well|ok|okay|I think|I feel like),?\s+)?you(?:'re|'ve|\s+are|\s+were|\s+have|\s+had)?\s+/i;
// How a reaction is sized as too much: the exaggeration idioms, an "over-" verb of reacting, and
// getting upset "over nothing".
const TOO_MUCH =
  /\b(?:over-?(?:react|think|dramati[sz]|analy[sz])\p{L}*|out of proportion|(?:a |such a )?big deal|(?:over|about|out of|for) nothing|mountain out of a molehill|too (?:sensitive|personally|seriously|emotional)|(?:so |being )?dramatic|freak(?:ed|ing)? out|blew up|blow(?:ing)? up|flew off the handle|(?:took|take|taking) (?:it|this|that) (?:so |too )?personally|(?:got|get|getting) (?:so |really |very )?(?:upset|angry|mad|worked up|defensive))\b/iu;
// What the reaction was to: "to my comment about dinner", "about what I said at lunch".
const REACTED_TO =
  /\b(?:to|about|over|at|out of|with)\s+((?:my|the|what|our|this|that)\b(?!\s+(?:way|much)\b)[^,.;!?]*?)(?=\s*(?:[,.;!?]|$|\s(?:and|but|when|because)\b))/i;

export interface ReactionVerdict {
  // What was misread, as the message names it; null when the verdict names nothing ("out of nothing").
  readonly thing: string | null;
}

export function reactionVerdict(text: string): ReactionVerdict | null {
  const body = text.trim();
  if (!READER_SUBJECT.test(body) || !TOO_MUCH.test(body)) return null;
  const thing = body.match(REACTED_TO)?.[1]?.trim() ?? null;
  return { thing: thing && !/\bnothing\b/i.test(thing) ? thing : null };
}
