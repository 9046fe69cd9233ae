// Plain words for a person, one list for the word category (issue 21 review: three copies had
// drifted apart). Read where a toxic noun for a person gets a plain stand-in (detox/noun-stand-in.ts),
// where a label must not be a stand-in for the reader (rewrite.ts, rule "label-goes-whole"), and
// where a state word describes someone rather than a thing (thing-states.ts). compromise's Actor
// tag would be the maintained source, but it leaves out "guy", "man" and "kid".
export const PERSON_NOUNS: ReadonlySet<string> = new Set([
  'person',
  'people',
  'guy',
  'guys',
  'man',
  'men',
  'woman',
  'women',
  'girl',
  'boy',
  'kid',
  'one',
]);
