import { hasTag } from '../parse/tokens.ts';
import type { ClauseFacts } from './clause-facts.ts';
import { WRITER_SUBJECTS } from './writer-words.ts';

// Rule "resented-duty": "I shouldn't have to chase you for it", "We shouldn't need to remind you
// every week": the writer resents having to do something to the reader; it asks nothing the ask
// beside it doesn't, and reproaches. Near misses: "You shouldn't have to pay for parking" (the
// reader spared: kind) and "I shouldn't have to work Saturday after all" (news: nothing done to the
// reader).
const OBLIGED = new Set(['have', 'need']);

export function resentsDuty(clause: ClauseFacts): boolean {
  const { words } = clause;
  const at = words.findIndex((word, index) => WRITER_SUBJECTS.has(word) && words[index + 1] === 'should');
  if (at < 0 || words[at + 2] !== 'not' || !OBLIGED.has(words[at + 3] ?? '') || words[at + 4] !== 'to')
    return false;
  const verb = clause.tokens.find((token) => token.normal === words[at + 5]);
  return hasTag(verb, 'Verb') && words.slice(at + 6, at + 8).includes('you');
}
