import type { ClauseModel } from './message-model.ts';

// Rule "addressee-before-order": "Whoever took my charger: bring it back", "Anyone who parked
// in bay 4, move your car" name who the order is for with a free relative ("whoever …", "anyone
// who …") and no verb of the sentence's own. Split from its order, the name is left as a fragment
// ("Whoever took my charger. Could you bring it back?"), so the order stays as the writer joined
// it. Near misses: "Whoever did it is in trouble" and "Anyone can come" are statements with their
// own verb after the relative, and "Tom, bring the chairs" addresses by name, which the split
// doesn't break.
const FREE_RELATIVES = new Set(['whoever', 'whichever']);
const ANY_PERSON = new Set(['anyone', 'anybody', 'everyone', 'everybody', 'those', 'whoever']);
const RELATIVE_PRONOUNS = new Set(['who', 'that']);

// Rule "heading-before-order": "Note: bring ID", "Tomorrow: wear boots": one word before a colon
// heads the order after it, as "Reminder: …" does. Cut off, it is left as "Note." before a
// request, so the order stays as the writer headed it. Near miss: "Note that the lift is out" has
// no colon and is one clause.
const headsWithColon = (clause: ClauseModel): boolean =>
  clause.words.length === 1 && /:\s*$/.test(clause.tokens.at(-1)?.post ?? '');

export function namesAddressee(clause: ClauseModel, next: ClauseModel | undefined): boolean {
  if (next?.ask?.kind !== 'command') return false;
  if (!/[,:]\s*$/.test(clause.tokens.at(-1)?.post ?? '')) return false;
  const [first, second] = clause.words;
  if (headsWithColon(clause)) return true;
  return (
    FREE_RELATIVES.has(first ?? '') || (ANY_PERSON.has(first ?? '') && RELATIVE_PRONOUNS.has(second ?? ''))
  );
}
