import nlp from 'compromise';
import { joinTokens, type Token } from '../parse/tokens.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { lastNounPhrase } from '../understand/noun-phrases.ts';

// "Don't bother coming to the meeting if you haven't read the brief" threatens to shut the reader
// out; what it asks is in the condition: "read the brief before the meeting".

const AUXILIARIES = new Set(['have', 'has', 'do', 'does', 'did', 'not', 'yet']);

export function conditionAsk(clause: ClauseModel): { verbPhrase: string; before: string | null } | null {
  const { tokens } = clause;
  const ifAt = tokens.findIndex(
    (token, index) => token.normal === 'if' && tokens[index + 1]?.normal === 'you',
  );
  if (ifAt < 0) return null;
  let verbAt = ifAt + 2;
  while (verbAt < tokens.length && AUXILIARIES.has(tokens[verbAt]?.normal ?? '')) verbAt++;
  const verb = tokens[verbAt];
  if (!verb) return null;
  const infinitive = nlp(verb.text).verbs().toInfinitive().text() || verb.text;
  const rest: Token[] = tokens.slice(verbAt + 1);
  const phrase = `${infinitive} ${joinTokens(rest)}`.trim().replace(/[\s.!?,;:]+$/u, '');
  return { verbPhrase: phrase, before: lastNounPhrase(tokens.slice(0, ifAt)) };
}
