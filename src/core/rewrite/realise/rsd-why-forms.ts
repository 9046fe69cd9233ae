// manager-rsd reads every "why" about their work as blame (issue 22). The "why" rules in
// personas.ts know the plain "Why isn't …?"; these are the same question in other words.

// Rule "why-with-an-intensifier": "Why on earth is the deck not done?" is "Why is the deck not
// done?" said louder; the loud words go, and the why rules take the rest. Near miss: "Why" alone.
const WHY_INTENSIFIED = /^why (?:on earth|in the world|the hell|the heck|exactly|again)\s+/i;

// Rule "how-come-is-why": "How come the invoice hasn't gone out?" asks for a reason like "why";
// asked for the state, it is "Has the invoice gone out?". Near misses: "How come you're here
// early?" (no "not": a friendly wonder, stays), "How do I come in?".
const HOW_COME_NOT =
  /^how come (.{2,60}?) (has|have|is|are|was|were|did|does|do|can|will|would|could)(?:n't| not) (.+?)\?$/i;

export function plainWhy(text: string): string {
  const trimmed = text.trim();
  const howCome = trimmed.match(HOW_COME_NOT);
  if (howCome?.[1] && howCome[2] && howCome[3]) {
    const aux = howCome[2].toLowerCase();
    const subject = /^(?:I|[\p{Lu}]{2,})\b/u.test(howCome[1])
      ? howCome[1]
      : howCome[1].replace(/^\p{Lu}/u, (c) => c.toLowerCase());
    return `${aux[0]?.toUpperCase()}${aux.slice(1)} ${subject} ${howCome[3]}?`;
  }
  return trimmed.replace(WHY_INTENSIFIED, 'Why ');
}
