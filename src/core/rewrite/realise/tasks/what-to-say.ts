// Rule "what-to-say" (realtime-phrases): "I need to tell my manager that I'm blocked on the API
// keys", "I want to ask him to let me finish": the message already says what the writer wants to
// say aloud, so that is the first line, said to the person's face ("I'm blocked on the API keys.",
// "Could you let me finish?"), before any line built from the subject. Near misses: "My manager
// told me the release moved" (told by someone else: news, no plan to say it) and "Ask Sam" (an
// order to the reader, not the writer's plan).
const TELL = /\b(?:tell|remind|let)\s+(?:\S+\s+){1,5}?(?:know\s+)?that\s+(.+?)[.!]?$/i;
/\b(?:tell|remind|let)\s+(?:my |our |the |him|her|them|\w+)\s*(?:\w+\s+)?(?:know\s+)?(?:in \w+ )?(?:that\s+)(.+?)[.!]?$/i;
const ASK =
  /\b(?:ask|get)\s+(?:him|her|them|my \w+|the \w+|\p{Lu}\w+)\s+(?:if he'?d?|if she'?d?|if they'?d?|to)\s+(.+?)[.!]?$/iu;
const PLAN =
  /\b(?:i (?:need|want|have|'d like|would like|'m going|am going|gotta|must) to|how do i|how can i|i should)\b/i;

const JOINED_BY_AND =
  /^(I(?:'m|'ve| am| have| was)?\b.+?)\s+and\s+((?:can't|cannot|won't|need|will|have|haven't|am|don't)\b.+)$/i;

// "him"/"her"/"them" become "you" when said to the person.
const toTheirFace = (text: string) =>
  text.replace(/\b(?:him|her|them)\b/gi, 'you').replace(/\bhis\b|\btheir\b/gi, 'your');

export function whatToSay(typed: readonly string[]): string[] {
  return typed.flatMap((sentence) => {
    if (!PLAN.test(sentence)) return [];
    const told = sentence.match(TELL)?.[1];
    if (told) {
      // "I'm blocked on the keys and can't finish …": two short lines, each with its "I".
      const [, first, second] = told.match(JOINED_BY_AND) ?? [];
      const lines = first && second ? [first, `I ${second}`] : [told];
      return lines.map((line) => `${line[0]?.toUpperCase()}${line.slice(1)}.`);
    }
    const asked = sentence.match(ASK)?.[1];
    if (asked) return [`Could you ${toTheirFace(asked)}?`];
    return [];
  });
}
