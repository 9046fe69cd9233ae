import { hasTag, isWord } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';

// Rule "lost-place-as-fact": "Pay the $60 by Sunday or you're off the squad for the cup match"
// (rewrite example 4): the reader put out of a place they hold is a real consequence they need to
// know, so it is told as the plain fact of what follows ("Otherwise, you can't be on the squad for
// the cup match."), not held over them and not dropped. Near misses: "or you're out of luck" (no
// place named: an idiom, and it goes as a threat) and "or I'm off home" (the writer, not the reader).

export interface LostPlace {
  // Where the place starts ("the squad for the cup match").
  readonly placeAt: number;
  // The place as held: "off" the squad is not "on" it, "out of" the team is not "in" it.
  readonly held: 'on' | 'in';
}

const LEADS = new Set(['or', 'otherwise', 'else']);
const PLACE_STARTS = ['Determiner', 'Possessive'];

export function lostPlace(clause: ClauseFacts): LostPlace | null {
  // (The "'re" of "you're" is a word with no text of its own.)
  const words = clause.tokens.map((token, at) => ({ token, at })).filter(({ token }) => isWord(token));
  const normals = words.map(({ token }) => token.normal);
  let at = LEADS.has(normals[0] ?? '') ? 1 : 0;
  if (normals[at] !== 'you') return null;
  at++;
  if (normals[at] === 'are') at++;
  else if (normals[at] === 'will' && normals[at + 1] === 'be') at += 2;
  else return null;
  const held = normals[at] === 'off' ? 'on' : normals[at] === 'out' && normals[at + 1] === 'of' ? 'in' : null;
  if (!held) return null;
  const place = words[at + (held === 'in' ? 2 : 1)];
  if (!place || !PLACE_STARTS.some((tag) => hasTag(place.token, tag))) return null;
  return { placeAt: place.at, held };
}
