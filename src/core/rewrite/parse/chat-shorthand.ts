import nlp from 'compromise';

// Rule "chat-shorthand": "r u coming sat", "can u pick up milk on ur way home pls": texts spell the
// commonest words short. compromise reads "u" and "r" as nouns, so "u never reply" had no reader in
// it and "told u 100 times" no telling frame. Each short form is read as the word it stands for
// (its tags through compromise's lexicon, its normal form for the rules), and written as typed.
// Near misses: "U2" and "R&D" are one token each with other letters, and "ur" is read as "your"
// (the commoner), never guessed as "you're".
export const SHORTHAND: Readonly<Record<string, { readonly word: string; readonly tag: string }>> = {
  u: { word: 'you', tag: 'Pronoun' },
  ur: { word: 'your', tag: 'Possessive' },
  r: { word: 'are', tag: 'Copula' },
  pls: { word: 'please', tag: 'Expression' },
  plz: { word: 'please', tag: 'Expression' },
  thx: { word: 'thanks', tag: 'Expression' },
  tmrw: { word: 'tomorrow', tag: 'Date' },
  ppl: { word: 'people', tag: 'Plural' },
  cuz: { word: 'because', tag: 'Conjunction' },
  coz: { word: 'because', tag: 'Conjunction' },
  // "k whatever", "kk see you then": a reply of "ok", not a thing called k.
  k: { word: 'ok', tag: 'Expression' },
  kk: { word: 'ok', tag: 'Expression' },
  // An exclamation, however it is spelled out.
  ffs: { word: 'ffs', tag: 'Expression' },
};

nlp.addWords(Object.fromEntries(Object.entries(SHORTHAND).map(([short, { tag }]) => [short, tag])));

export const fullWordOf = (normal: string): string => SHORTHAND[normal]?.word ?? normal;

// Rule "apostrophe-left-out": "theres a dent", "thats fine", "youre late": a contraction typed
// without its apostrophe is the same two words. compromise expands "dont" and "im" this way but
// read these as plural nouns ("theres" as "there"s), so a clause had no verb and was not split or
// read. Near misses: "its" (a possessive as often as "it's") and "wont", "cant", "hell", "well"
// (words of their own) are left to compromise.
const CONTRACTIONS_TYPED_BARE: readonly { word: string; out: string[] }[] = [
  { word: 'theres', out: ['there', 'is'] },
  { word: 'thats', out: ['that', 'is'] },
  { word: 'whats', out: ['what', 'is'] },
  { word: 'wheres', out: ['where', 'is'] },
  { word: 'hes', out: ['he', 'is'] },
  { word: 'shes', out: ['she', 'is'] },
  { word: 'youre', out: ['you', 'are'] },
  { word: 'theyre', out: ['they', 'are'] },
  // "u said ud pay me back": "you'd" typed short, as "u" is "you".
  { word: 'youd', out: ['you', 'would'] },
  { word: 'ud', out: ['you', 'would'] },
];
const model = (nlp.world() as { model: { one: { contractions: { word: string; out: string[] }[] } } }).model
  .one;
const known = new Set(model.contractions.map((entry) => entry.word));
for (const entry of CONTRACTIONS_TYPED_BARE) if (!known.has(entry.word)) model.contractions.push(entry);
