// Rule "order-softened-by-its-condition": "Bring a snack if you can", "Grab me a coffee if you get
// a chance", "Water the plants when you can": the order already leaves the reader free, so in a
// message with nothing hostile it is friendly and stays as typed (it was sent as "Could you bring a
// snack if you can?", which asks twice). Near misses: "Call me if you can't make it" (a condition
// on the event, not on the reader's ease) and "Send it if it's ready" (the thing's state).
const EASE_CONDITIONS: readonly (readonly string[])[] = [
  ['if', 'you', 'can'],
  ['if', 'possible'],
  ['if', 'you', 'get', 'a', 'chance'],
  ['when', 'you', 'get', 'a', 'chance'],
  ['when', 'you', 'can'],
  ['if', 'you', 'have', 'time'],
  ['if', 'you', 'like'],
  ['if', 'you', 'want'],
  ['if', 'you', 'do', 'not', 'mind'],
];

// Read once, into the clause's facts (`eased`); the realiser reads that.
export function easesReader(words: readonly string[]): boolean {
  return EASE_CONDITIONS.some((condition) =>
    words.some(
      (_, start) =>
        condition.every((word, offset) => words[start + offset] === word) &&
        // "… if you can't make it": the condition goes on, so it is not the reader's ease.
        words[start + condition.length] !== 'not',
    ),
  );
}
