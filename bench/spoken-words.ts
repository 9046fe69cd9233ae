// Text → the words a listener hears, for scoring speech recognition (bench:voice): lower case,
// no punctuation, numbers, times and ordinals spelled out ("2:30" → "two thirty", "14th" → "fourteenth").
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

export function numberWords(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  if (value < 100)
    return [TENS[Math.floor(value / 10)], value % 10 ? ONES[value % 10] : ''].filter(Boolean).join(' ');
  if (value < 1000) {
    const rest = value % 100;
    return [`${ONES[Math.floor(value / 100)]} hundred`, rest ? numberWords(rest) : '']
      .filter(Boolean)
      .join(' ');
  }
  return value
    .toString()
    .split('')
    .map((digit) => ONES[Number(digit)])
    .join(' ');
}

function ordinalWords(value: number) {
  const words = numberWords(value).split(' ');
  const last = words.pop() ?? '';
  const ending = ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ending].join(' ');
}

export function spokenWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(
      /\b(\d{1,2}):(\d{2})\b/g,
      (_, hours: string, minutes: string) =>
        `${numberWords(Number(hours))} ${minutes === '00' ? '' : Number(minutes) < 10 ? `oh ${numberWords(Number(minutes))}` : numberWords(Number(minutes))}`,
    )
    .replace(/\b(\d+)(st|nd|rd|th)\b/g, (_, digits: string) => ordinalWords(Number(digits)))
    .replace(/\b\d+\b/g, (digits) => numberWords(Number(digits)))
    .replace(/\bdr\b\.?/g, 'doctor')
    .replace(/%/g, ' percent')
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

// Word error rate: (substitutions + deletions + insertions) ÷ reference words.
export function wordErrors(reference: readonly string[], heard: readonly string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let row = 1; row <= reference.length; row++) {
    const current = [row];
    for (let column = 1; column <= heard.length; column++) {
      const substitution = (previous[column - 1] ?? 0) + (reference[row - 1] === heard[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[heard.length] ?? 0;
}
