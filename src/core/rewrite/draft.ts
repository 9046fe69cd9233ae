// A rewrite is drafted as lines with a priority, so it can be shortened without losing what matters:
// first the extra lines go, then lines switch to their short form. Priority 0 lines always stay.

export const Priority = {
  essential: 0,
  opener: 1,
  greeting: 2,
  closer: 3,
  lead: 3,
  close: 4,
  extra: 5,
} as const;

export interface Segment {
  readonly text: string;
  readonly priority: number;
  // A shorter form used before the line is dropped (or, for essential lines, when space is tight).
  readonly short?: string;
  // The line that carries the flexible-timing phrase takes the thanks when the close line goes.
  readonly role?: 'flexible' | 'close' | 'context';
}

export const joinSegments = (segments: readonly Segment[]) =>
  segments
    .map((segment) => segment.text)
    .filter((text) => text.length > 0)
    .join('\n');

// The order in which a draft is shortened: the extra line and the separate thank-you go first, then
// lines take their short forms (highest priority number first), and only then do whole lines go.
const STEPS: readonly { readonly action: 'remove' | 'shorten'; readonly priorities: readonly number[] }[] = [
  { action: 'remove', priorities: [Priority.extra, Priority.close] },
  {
    action: 'shorten',
    priorities: [
      Priority.extra,
      Priority.close,
      Priority.closer,
      Priority.greeting,
      Priority.opener,
      Priority.essential,
    ],
  },
  { action: 'remove', priorities: [Priority.closer, Priority.greeting, Priority.opener] },
];

// Shortens until the text fits `limit` characters, keeping essential lines. Deterministic: the order of
// steps depends only on the priorities.
export function compact(segments: readonly Segment[], limit: number): Segment[] {
  let current = [...segments];
  const fits = () => joinSegments(current).length <= limit;
  for (const step of STEPS) {
    for (const priority of step.priorities) {
      for (let index = current.length - 1; index >= 0 && !fits(); index -= 1) {
        const segment = current[index];
        if (segment?.priority !== priority) continue;
        if (step.action === 'shorten') {
          if (segment.short !== undefined) current[index] = { ...segment, text: segment.short };
          continue;
        }
        current = current.filter((_, position) => position !== index);
        if (segment.role === 'close') current = current.map(useShortFlexible);
      }
    }
  }
  return current;
}

const useShortFlexible = (segment: Segment): Segment =>
  segment.role === 'flexible' && segment.short ? { ...segment, text: segment.short } : segment;
