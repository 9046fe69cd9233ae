import { type Ask, askAsItem } from './asks.ts';
import { hasUpcomingTime } from './timing.ts';

// say-no (spec §3): the asks become what the writer declines, said in the writer's own words, so the
// "no" is clear: "Send me the invoice numbers" → "I can't send you the invoice numbers right now."

const TO_READER: Record<string, string> = {
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
};
const MY_WORDS = /\b(?:me|my|mine|myself|your|yours|yourself)\b/gi;
// "let me know if you have any concerns" has no clean first-person form: it gets the plain "no".
const READER_AS_SUBJECT = /\byou\b/i;

const swapPeople = (text: string) => text.replace(MY_WORDS, (word) => TO_READER[word.toLowerCase()] ?? word);

// The ask as the thing the writer can't do: "send you the invoice numbers", "get you my half ($650)".
function declined(ask: Ask): string | undefined {
  if (READER_AS_SUBJECT.test(ask.action)) return undefined;
  // "fix the setup section first" orders steps; a "no" has no steps to order.
  const plain = ask.action.replace(/,?\s+first$/i, '');
  const action = swapPeople(plain.charAt(0).toLowerCase() + plain.slice(1));
  return ask.form === 'have' ? `get you ${action}` : action;
}

export interface Decline {
  // "Thank you for thinking of me, but I can't review PR #482 today."
  readonly line: string;
  readonly short: string;
  // Three or more asks: the list of what the "no" covers.
  readonly items: readonly string[];
}

export function declineAsks(asks: readonly Ask[]): Decline | undefined {
  if (asks.length === 0) return undefined;
  if (asks.length >= 3) {
    return {
      line: "Thank you for thinking of me, but I can't take these on right now:",
      short: "I can't take these on right now:",
      items: asks.map((ask) => askAsItem(ask)),
    };
  }
  const actions = asks.map(declined);
  if (actions.some((action) => action === undefined)) return undefined;
  const what = actions.join(' or ');
  const when = asks.some((ask) => hasUpcomingTime(ask.action)) ? '' : ' right now';
  return {
    line: `Thank you for thinking of me, but I can't ${what}${when}.`,
    short: `I can't ${what}${when}.`,
    items: [],
  };
}
