import nlp from 'compromise';
import { hasTag, isWord, joinTokens, lemmaOf, type Token, tokenizeSentences } from '../parse/tokens.ts';
import { scoreOfWord } from './clause-facts.ts';
import { EXCLAIMING, THANKING } from './cue-words.ts';
import { isSwearWord } from './profanity.ts';

// Rule "praise-for-a-failure": "Great job forgetting Mum's birthday", "Thanks for losing the spare
// key", "Well done breaking the kettle": praise wrapped round something that went wrong is
// sarcasm around a fact. The praise goes and the fact stays, told plainly as what the reader did
// ("You forgot Mum's birthday."), so blame reading (blamed-events.ts) can keep it as what
// happened. The failure is read from the verb's own AFINN valence (forget, lose, miss, break,
// ignore, ruin), not a list of phrases. Near misses: "Great job fixing the boiler" (no failure),
// "Thanks for not losing your temper" (a negation: a failure avoided is praise), "Thanks for
// killing it at the gig" (the verb acts on a bare "it": an idiom of praise), "Thanks for missing
// the traffic" stays too (only with a thing named after it, and nothing before the praise).

const MAX_PRAISE_WORDS = 3;
const LINKS = new Set(['for', 'on']);
const HABITS = new Set(['usual', 'always', 'ever']);

// compromise's forms of a verb ("break": PastTense "broke", Participle "broken", Gerund "breaking").
type Conjugation = Readonly<Record<string, string>>;
const conjugate = (lemma: string): Conjugation | undefined =>
  nlp(`they ${lemma}`).verbs().conjugate()[0] as Conjugation | undefined;

export const pastOf = (lemma: string): string | null => conjugate(lemma)?.PastTense ?? null;

// "break" -> "broke", "broken": the verb's past forms, where a lexicon may score it.
const pastForms = (forms: Conjugation): string[] =>
  [forms.PastTense, forms.Participle].filter((form): form is string => Boolean(form));

// "forgetting" -> "forget", "losing" -> "lose": the tagger sometimes reads a gerund after praise
// as a noun ("forgetting/Noun"), so its dictionary form is found by conjugating back. The
// conjugation that found it is kept, so the rule reads the past forms from it without a second one.
function conjugatedGerund(token: Token): { readonly lemma: string; readonly forms: Conjugation } | null {
  const word = token.normal;
  if (!/^\p{L}+ing$/u.test(word)) return null;
  const stem = word.slice(0, -3);
  for (const candidate of [lemmaOf(token), stem, `${stem}e`, stem.slice(0, -1)]) {
    if (candidate === word) continue;
    const forms = conjugate(candidate);
    if (forms?.Gerund === word) return { lemma: candidate, forms };
  }
  return null;
}

export const infinitiveOf = (token: Token): string | null => conjugatedGerund(token)?.lemma ?? null;

// Rule "counted-praise": "Thanks SO much for leaving your dishes in the sink for the fourth day
// running", "Great job parking in my space again": praise for an act counted as a repeat, or
// praise shouted in capitals, thanks for nothing: the act is the complaint, whatever its verb.
// Near misses: "Thanks again for covering my shift" ("again" right after the thanks repeats the
// thanks), "Thanks so much for cooking dinner" (no count, no capitals).
const TIME_UNITS = new Set(['time', 'day', 'days', 'week', 'weeks', 'night', 'nights', 'month', 'months']);
function countedOrShouted(tokens: readonly Token[], praise: readonly Token[]): boolean {
  const shouted = praise.some((token) => /^\p{Lu}{2,}$/u.test(token.text) && token.normal !== 'i');
  const afterPraise = tokens.slice(praise.length + 1);
  const counted = afterPraise.some(
    (token, at) =>
      token.normal === 'again' ||
      (hasTag(token, 'Ordinal') && TIME_UNITS.has(afterPraise[at + 1]?.normal ?? '')) ||
      (TIME_UNITS.has(token.normal) && ['running', 'straight'].includes(afterPraise[at + 1]?.normal ?? '')),
  );
  // Rule "left-to-the-writer": "… leaving me to close up alone", "… for leaving us to do it by
  // ourselves": the writer left alone with the work is the complaint. Near miss: "Thanks for
  // letting me go home early" (no one left alone).
  const alone = afterPraise.some((token) => ALONE.has(token.normal));
  const writer = afterPraise.some((token) => ['me', 'us'].includes(token.normal));
  return shouted || counted || (alone && writer);
}
const ALONE = new Set(['alone', 'myself', 'ourselves']);

// The clause's tokens told as what the reader did, or null when it praises no failure.
export function praisedFailureAsEvent(tokens: readonly Token[]): Token[] | null {
  // Rule "mock-opener-before-thanks": "Oh great, thanks so much for leaving …": an exclamation
  // closed by its comma opens the mock thanks and is read apart from it. Near miss: "Oh, thanks
  // for fixing it" praises no failure, whatever opens it.
  const openerEnd = tokens.slice(0, 2).findIndex((token) => /,\s*$/.test(token.post));
  const opener = tokens.slice(0, openerEnd + 1);
  if (
    openerEnd >= 0 &&
    tokens.length > openerEnd + 3 &&
    opener.every(
      (token) => EXCLAIMING.has(token.normal) || hasTag(token, 'Expression') || scoreOfWord(token.normal) > 0,
    )
  )
    return praisedFailureAsEvent(tokens.slice(openerEnd + 1));
  const gerundAt = tokens.findIndex(
    (token, index) => index > 0 && /ing$/.test(token.normal) && isWord(token),
  );
  if (gerundAt < 1) return null;
  const written = tokens.slice(0, gerundAt).filter(isWord);
  // "Appreciate you leaving me to close up alone": the reader named as the gerund's doer after the
  // thanks is no pointing word.
  const thankedReader =
    written.length >= 2 && written.at(-1)?.normal === 'you' && THANKING.has(written[0]?.normal ?? '');
  const before = thankedReader ? written.slice(0, -1) : written;
  // "Wow, thanks SO much for …": an exclamation before the thanks is no word of praise to count.
  const praise = before.filter((token) => !LINKS.has(token.normal) && !EXCLAIMING.has(token.normal));
  if (praise.length === 0 || praise.length > MAX_PRAISE_WORDS) return null;
  if (!praise.some((token) => scoreOfWord(token.normal) > 0)) return null;
  // Every word before the failure praises or names the praise ("job", "work"): no verb, no "not".
  // ("Thanks" is tagged a verb; it praises, and is let through by its score.)
  const tells = (token: Token) => hasTag(token, 'Verb') && scoreOfWord(token.normal) <= 0;
  // "yeah that fucking sucked": a word that points ("that") makes the "-ing" word part of
  // another phrase, and a swear word is an intensifier, no failure.
  // ("Thanks so much for …": the tagger calls "much" a determiner; it only stresses the thanks.)
  const points = (token: Token) =>
    (hasTag(token, 'Determiner') && token.normal !== 'much') || hasTag(token, 'Pronoun');
  if (before.some((token) => tells(token) || hasTag(token, 'Negative') || points(token))) return null;
  const gerund = tokens[gerundAt] as Token;
  if (isSwearWord(gerund)) return null;
  const conjugated = conjugatedGerund(gerund);
  const lemma = conjugated?.lemma ?? null;
  // AFINN scores some verbs only in one form ("broke" -1, "break" 0): any form of it counts.
  const forms = conjugated === null ? [] : [conjugated.lemma, gerund.normal, ...pastForms(conjugated.forms)];
  const failed = forms.some((form) => scoreOfWord(form) < 0);
  if (!lemma || !(failed || countedOrShouted(tokens, before))) return null;
  // "Thanks for breaking the news to her gently": a verb failing only in its past forms may be an
  // idiom, and how it was done is what is praised.
  const onlyPastFails = scoreOfWord(lemma) >= 0 && scoreOfWord(gerund.normal) >= 0;
  const manner = tokens
    .slice(gerundAt + 1)
    .some((token) => hasTag(token, 'Adverb') && /ly$/.test(token.normal));
  if (onlyPastFails && manner) return null;
  // "… losing the keys as usual": the habit tag belongs to the mockery and goes with it.
  const habitAt = tokens.findIndex(
    (token, index) =>
      index > gerundAt && token.normal === 'as' && HABITS.has(tokens[index + 1]?.normal ?? ''),
  );
  const rest =
    habitAt < 0
      ? tokens.slice(gerundAt + 1)
      : [
          ...tokens.slice(gerundAt + 1, habitAt - 1),
          { ...(tokens[habitAt - 1] as Token), post: (tokens[habitAt + 1] as Token).post },
          ...tokens.slice(habitAt + 2),
        ];
  const thing = rest.filter(isWord);
  // "killing it": an idiom of praise; a failure names what it happened to.
  if (thing.length === 0 || thing[0]?.normal === 'it') return null;
  const past = pastOf(lemma);
  if (!past) return null;
  const text = `You ${past}${gerund.post}${joinTokens(rest)}`;
  return tokenizeSentences(text)[0] ?? null;
}
