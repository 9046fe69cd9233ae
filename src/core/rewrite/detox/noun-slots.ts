import { hasTag, type Token } from '../parse/tokens.ts';
import { wordOf } from './word-shapes.ts';

// A toxic noun's slot read from its neighbours, where a stand-in ("thing") or a deletion would
// read wrongly. Each returns the words for the slot, or null when the rule does not apply.

const NEGATIONS = new Set(['not', 'never', 'dnt', 'dont', 'cant', 'cannot', 'wont', 'didnt', 'doesnt']);
const isNegation = (token: Token | undefined) =>
  NEGATIONS.has(wordOf(token)) ||
  token?.normal === 'not' ||
  hasTag(token, 'Negative') ||
  /n['’]t$/.test(wordOf(token));

// Rule "nothing-at-all": "words dnt mean shit", "u can 't do shit", "he doesn't know crap": what a
// denied verb acts on is "anything". Near miss: "he said this shit" (no denial) keeps its thing.
export function deniedObject(tokens: readonly Token[], index: number, previous: number): string | null {
  const verb = tokens[previous];
  // The tagger may read the verb right after a denial as an adjective ("dnt mean").
  const verbLike = hasTag(verb, 'Verb') || isNegation(tokens[previous - 1]);
  if (previous !== index - 1 || !verbLike || hasTag(verb, 'Copula')) return null;
  const denied = tokens.slice(Math.max(0, previous - 3), previous).some(isNegation);
  return denied ? 'anything' : null;
}

// Rule "subject-keeps-its-place": "shelters shit gets bad", "shit 's so comfy", "it seems like shit
// is going down": a swear word that is the subject of the verb after it becomes "it" (a singular
// verb) or "things", so the verb keeps a subject. Near miss: "this shit is annoying" (a
// determiner before it) loses only the swear word.
export function subjectStandIn(tokens: readonly Token[], index: number, previous: number): string | null {
  const before = tokens[previous];
  if (hasTag(before, 'Determiner') || hasTag(before, 'Possessive') || hasTag(before, 'Adjective'))
    return null;
  if (hasTag(before, 'Preposition') && wordOf(before) !== 'like') return null;
  const verb = tokens[index + 1];
  const spacedIs = ['s', "'s", 'is'].includes(wordOf(verb));
  if (!hasTag(verb, 'Verb') && !spacedIs) return null;
  if (hasTag(verb, 'Gerund') || hasTag(verb, 'Infinitive')) return null;
  const singular = spacedIs || /[^s]s$/.test(wordOf(verb)) || ['was', 'has'].includes(wordOf(verb));
  return singular ? 'it' : 'things';
}

// Rule "possessed-thing": "clean up your shit", "move my crap off the desk": a swear word owned by
// someone, with no noun after it, names their things; deleting it leaves "clean up your in the
// kitchen". Near miss: "your shitty car" (a word after it is the noun) loses only the swear word.
const OWNERS = new Set(['your', 'my', 'his', 'her', 'their', 'our']);
export function possessedThing(tokens: readonly Token[], index: number, previous: number): string | null {
  if (previous !== index - 1 || !OWNERS.has(wordOf(tokens[previous]))) return null;
  const next = tokens[index + 1];
  if (hasTag(next, 'Noun') && !hasTag(next, 'Pronoun')) return null;
  return 'things';
}
