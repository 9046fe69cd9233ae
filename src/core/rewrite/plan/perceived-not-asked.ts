import { lemmaOf } from '../parse/tokens.ts';
import type { ClauseModel } from '../understand/message-model.ts';

// Rule "perceived-not-asked": "Did you see my text?", "Have you heard back from them?", "Did you
// get my email?" ask whether something reached the reader. Seeing, hearing, noticing or receiving
// is nothing the reader can do on request, so "Could you see my text?" is nonsense: the question
// stays as typed (without its reproach words). "get" only receives a message ("Did you get the
// keys cut?" asks for an errand); near misses "Did you send the form?" and "Did you book the
// room?" still become requests.
const PERCEIVING_VERBS = new Set(['see', 'hear', 'notice', 'receive', 'spot', 'realise', 'realize']);
const MESSAGE_WORDS = new Set([
  'message',
  'messages',
  'text',
  'texts',
  'email',
  'emails',
  'mail',
  'voicemail',
  'call',
  'calls',
  'note',
  'letter',
  'reply',
  'invite',
  'invitation',
  'memo',
  'dm',
]);

export function perceivesOnly(clause: ClauseModel, verbAt: number): boolean {
  const verb = clause.tokens[verbAt];
  if (!verb) return false;
  const lemma = lemmaOf(verb);
  if (PERCEIVING_VERBS.has(lemma)) return true;
  if (lemma !== 'get' && verb.normal !== 'got') return false;
  return clause.tokens.slice(verbAt + 1, verbAt + 4).some((token) => MESSAGE_WORDS.has(token.normal));
}
