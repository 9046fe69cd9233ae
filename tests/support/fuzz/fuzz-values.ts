import type { Random } from './fuzz-random.ts';

// Values a field may receive: the right kind most of the time, and every kind of wrong.

const UNSAFE_STRINGS = [
  'nul \u0000 inside',
  '\u0000',
  'lone high \uD800 surrogate',
  'lone low \uDC00 surrogate',
  'ends high \uDBFF',
  'escape \u001b[31m red',
  'bell \u0007 and delete \u007f',
  'vertical \u000b tab',
];

const ODD_STRINGS = [
  '',
  ' ',
  '   \n\t ',
  '😀 emoji 👍🏽',
  'RTL \u202e text',
  'zero\u200bwidth',
  'quote \' " \\',
  '<script>',
];

export function wrongType(random: Random): unknown {
  return random.pick<unknown>([
    0,
    -1,
    1e308,
    Number.NaN,
    true,
    false,
    null,
    [],
    ['a', 1],
    {},
    { nested: { deeper: 'x' } },
    '1',
  ]);
}

export function fieldValue(random: Random, valid: () => unknown): unknown {
  const roll = random.next();
  if (roll < 0.45) return valid();
  if (roll < 0.65) {
    const good = valid();
    const base = typeof good === 'string' ? good : 'text';
    const unsafe = random.pick(UNSAFE_STRINGS);
    return random.chance(0.5) ? unsafe : `${base.slice(0, 10)}${unsafe}${base.slice(10)}`;
  }
  if (roll < 0.8) return wrongType(random);
  if (roll < 0.9) return random.pick(ODD_STRINGS);
  // Long text: past every field's cap, sometimes past the body cap.
  return 'long '.repeat(random.pick([300, 1_200, 14_000]));
}

export function unsafeFragment(random: Random) {
  return random.pick(['%00', '%01', '%ED%A0%80', '%ZZ', '%E0%A4%A', '%C0%80', '%FF%FE', 'a%00b', '%1B']);
}
