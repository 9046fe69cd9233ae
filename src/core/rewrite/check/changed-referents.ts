import { parseTerms } from '../parse/terms.ts';
import { likenessAt } from '../understand/likeness-verdict.ts';

// Rule "changed-referent": "…forgot to renew the car insurance … there's a penalty. Renew it today."
// must not come back as "Could you renew a penalty today?". When the original asks with a pronoun
// ("Renew it", "Book them") and the rewrite puts a noun phrase in its place, that phrase must be a
// thing the original already acted on ("renew the car insurance", "took my stapler"), not one it
// only introduced ("there's a penalty"); otherwise the rewrite may ask for something else.

interface Term {
  text: string;
  normal?: string;
  root?: string;
  tags: ReadonlySet<string>;
}

const OBJECT_PRONOUNS = new Set(['it', 'them']);
const lemma = (term: Term | undefined) => (term?.root ?? term?.normal ?? term?.text ?? '').toLowerCase();
const termsOf = (text: string): readonly (readonly Term[])[] => parseTerms(text);

// Verb lemma -> the nouns that follow it in a text ("renew" -> {"insurance"}).
function objectsByVerb(sentences: readonly (readonly Term[])[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const terms of sentences)
    terms.forEach((term, index) => {
      if (!term.tags.has('Verb') || term.tags.has('Copula')) return;
      const nouns = map.get(lemma(term)) ?? new Set<string>();
      const phrase = terms.slice(index + 1, index + 6);
      for (const [at, next] of phrase.entries()) {
        if (next.tags.has('Verb') && !next.tags.has('Noun')) break;
        // "a penalty" is new to the reader: no "it" before it can stand for it.
        const indefinite = phrase.slice(0, at).some((other) => ['a', 'an'].includes(lemma(other)));
        if (next.tags.has('Noun') && !next.tags.has('Pronoun') && !indefinite) nouns.add(lemma(next));
      }
      map.set(lemma(term), nouns);
    });
  return map;
}

export function findChangedReferents(original: string, rewrite: string): string[] {
  const before = termsOf(original);
  const asksWithPronoun = new Set(
    before.flatMap((terms) =>
      terms.flatMap((term, index) =>
        term.tags.has('Verb') && OBJECT_PRONOUNS.has(lemma(terms[index + 1])) ? [lemma(term)] : [],
      ),
    ),
  );
  if (asksWithPronoun.size === 0) return [];
  const known = objectsByVerb(before);
  // "Your draft was dreadful. Trim it": a verdict with no action is only about its thing.
  const verdictNouns = new Set(
    before
      .flatMap((terms) => {
        // "Your report reads like a goldfish wrote it. Fix it": a likeness is a verdict on its subject.
        const likeness = likenessAt(terms);
        if (likeness > 0) return terms.slice(0, likeness);
        const acts = terms.some(
          (term) => term.tags.has('Verb') && !term.tags.has('Copula') && !term.tags.has('Auxiliary'),
        );
        return acts ? [] : terms;
      })
      .filter((term) => term.tags.has('Noun') && !term.tags.has('Pronoun'))
      .map(lemma),
  );
  const changed: string[] = [];
  for (const terms of termsOf(rewrite))
    terms.forEach((term, index) => {
      const verb = lemma(term);
      if (!term.tags.has('Verb') || !asksWithPronoun.has(verb)) return;
      const phrase = terms.slice(index + 1, index + 5);
      const noun = phrase.find((next) => next.tags.has('Noun') && !next.tags.has('Pronoun'));
      if (!noun || OBJECT_PRONOUNS.has(lemma(terms[index + 1]))) return;
      // Any thing the original did something to, or passed a verdict on, may be what "it" means.
      const done =
        verdictNouns.has(lemma(noun)) || [...known.values()].some((nouns) => nouns.has(lemma(noun)));
      // The noun also follows the verb in the original's own ask ("Renew the policy") is fine.
      if (!done)
        changed.push(
          `${term.text} ${phrase
            .slice(0, phrase.indexOf(noun) + 1)
            .map((next) => next.text)
            .join(' ')}`,
        );
    });
  return changed;
}
