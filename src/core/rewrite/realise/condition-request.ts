import nlp from 'compromise';
import { joinTokens, type Token } from '../parse/tokens.ts';
import { CONDITION_STARTS } from '../understand/cue-words.ts';
import type { ClauseModel } from '../understand/message-model.ts';
import { lastNounPhrase } from '../understand/noun-phrases.ts';
import { affirmative } from './affirmative.ts';
import { baseForm } from './verb-forms.ts';

// "Don't bother coming to the meeting if you haven't read the brief" threatens to shut the reader
// out; what it asks is in the condition: "read the brief before the meeting". "If the report isn't
// on my desk by 9am, there will be consequences" asks to "make sure the report is on my desk by
// 9am".

// "if you can't make it", "if you won't help": the modal goes with its "not" as the helpers do.
const AUXILIARIES = new Set([
  'have',
  'has',
  'do',
  'does',
  'did',
  'not',
  'yet',
  'can',
  'will',
  'could',
  'would',
]);

const trimEnd = (text: string) => text.trim().replace(/[\s.!?,;:]+$/u, '');

function readerAsk(tokens: readonly Token[], youAt: number): string | null {
  let verbAt = youAt + 1;
  while (verbAt < tokens.length && AUXILIARIES.has(tokens[verbAt]?.normal ?? '')) verbAt++;
  // "if you can't be bothered to show up": the bother is the jab; the ask is what follows "to".
  if (
    tokens[verbAt]?.normal === 'be' &&
    tokens[verbAt + 1]?.normal === 'bothered' &&
    tokens[verbAt + 2]?.normal === 'to'
  )
    verbAt += 3;
  const verb = tokens[verbAt];
  // "can't" may reach the tagger as "can" and "not" with an empty text: nothing to say for them.
  if (!verb || verb.text === '') return null;
  return trimEnd(`${baseForm(verb)} ${joinTokens(affirmative(tokens.slice(verbAt + 1)))}`);
}

// "if the report isn't on my desk" -> "make sure the report is on my desk"; "unless it is paid"
// -> "make sure it is paid". A condition that isn't negated ("if this happens again") asks nothing.
function stateAsk(tokens: readonly Token[], start: number, unless: boolean): string | null {
  const notAt = tokens.findIndex((token, index) => index > start && token.normal === 'not');
  if (unless === notAt >= 0) return null;
  const helper = tokens[notAt - 1];
  const verb = tokens[notAt + 1];
  const body = tokens.slice(start + 1).flatMap((token, offset): Token[] => {
    const index = start + 1 + offset;
    if (index === notAt) return [];
    if (index === notAt - 1 && helper) {
      // "doesn't arrive" -> "arrives", "don't arrive" -> "arrive": the helper goes with the "not".
      if (['does', 'do', 'did'].includes(helper.normal) && verb) return [];
      // "isn't" -> "is": the contraction's "not" is an empty word of its own; typed "isnt", the
      // apostrophe left out, it is the same word, and a kept "isnt" said the opposite.
      const contracted = /n['’]?t$/i.test(helper.text) && helper.text.toLowerCase() !== helper.normal;
      return [{ ...helper, text: contracted ? helper.normal : helper.text, post: ' ' }];
    }
    if (index === notAt + 1 && ['does', 'do', 'did'].includes(helper?.normal ?? '')) {
      const verbs = nlp(token.text).verbs();
      const form = helper?.normal === 'does' ? verbs.toPresentTense().text() : verbs.toInfinitive().text();
      return [{ ...token, text: form || token.text }];
    }
    return [token];
  });
  return trimEnd(`make sure ${joinTokens(affirmative(body))}`);
}

export function conditionAsk(clause: ClauseModel): { verbPhrase: string; before: string | null } | null {
  const { tokens } = clause;
  const ifAt = tokens.findIndex((token) => CONDITION_STARTS.has(token.normal));
  if (ifAt < 0) return null;
  const unless = tokens[ifAt]?.normal === 'unless';
  const phrase =
    tokens[ifAt + 1]?.normal === 'you'
      ? unless || tokens.slice(ifAt + 2, ifAt + 5).some((token) => token.normal === 'not')
        ? readerAsk(tokens, ifAt + 1)
        : null
      : stateAsk(tokens, ifAt, unless);
  if (!phrase) return null;
  return { verbPhrase: phrase, before: lastNounPhrase(tokens.slice(0, ifAt)) };
}
