import { isWord, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { readClause } from './clause-facts.ts';
import { hostilityOf } from './hostility.ts';

// Rule "unnamed-doer": "Whoever keeps stealing my oat milk from the fridge: grow up." names who an
// order is for; when what follows is an insult and goes, the name was left as a fragment ("Whoever
// keeps stealing my oat milk from the fridge."). What it tells, that someone did it, is the news,
// so it is told with "Someone". Near misses: "Whoever took my charger: bring it back" (the order
// stays, and the name with it: addressee-clause.ts) and "Whoever did it is in trouble" (its own verb
// after the relative, no colon).
export function unnamedDoerAsNews(
  tokens: readonly Token[],
  next: readonly Token[] | undefined,
): Token[] | null {
  const words = tokens.filter(isWord);
  if (words[0]?.normal !== 'whoever' || !next || !/[,:]\s*$/.test(tokens.at(-1)?.post ?? '')) return null;
  const after = readClause(next, false);
  if (hostilityOf(after) === null) return null;
  const rest = tokens
    .slice(tokens.indexOf(words[0]) + 1)
    .map((token) => token.pre + token.text + token.post)
    .join('')
    .replace(/[\s,:]+$/u, '');
  return tokenizeSentences(`Someone ${rest}.`)[0] ?? null;
}
