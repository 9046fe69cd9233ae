import { REWRITE_EXPLANATIONS as TEXT } from '../catalog/rewrite-explanations.ts';
import { analyzeWithLists, findTriggerWordsWithLists } from '../lists/analyze-with-lists.ts';
import type { GenerationResult, TransformRequest } from '../schemas.ts';
import { type Candidate, chooseCandidate, scoreFloor } from './check/choose-candidate.ts';
import { dropIsOnlyLength } from './check/length-only-drop.ts';
import { toxicityOf } from './detox/toxic-words.ts';
import { detoxEdits } from './detox/word-edits.ts';
import { editMessage } from './edit-message.ts';
import { honestExplanation } from './honest-explanation.ts';
import { kindMessageWords } from './kind-words.ts';
import { notesOnOneLine, parseMessage } from './parse/segment.ts';
import { isWord, tokenizeSentences } from './parse/tokens.ts';
import { planEdits } from './plan/edit-plan.ts';
import { nothingToSend } from './realise/nothing-to-send.ts';
import { repairTriggerWords } from './realise/trigger-repair.ts';
import { untouchableWords } from './realise/word-lists.ts';
import { isBrushOff } from './understand/brush-offs.ts';
import { buildMessageModel } from './understand/build-message-model.ts';
import { PRESSURE_ADVERBS } from './understand/cue-words.ts';
import { promisesHarm } from './understand/harm-promised.ts';
import { putsDownWhoeverDid } from './understand/hostility.ts';
import { judgesReader } from './understand/judges-reader.ts';
import type { ClauseModel, MessageModel } from './understand/message-model.ts';
import { mocksWithEnvy, mocksWithReason } from './understand/mock-reason.ts';
import { PERSON_NOUNS } from './understand/person-nouns.ts';
import {
  exclaimsLabel,
  imaginesPutDown,
  labelIsThePredicate,
  opensWithPutDown,
} from './understand/put-down-labels.ts';
import { holdsUpReadersWay } from './understand/rhetorical-questions.ts';
import { insultsSelf } from './understand/self-insult.ts';
import { lamentsFutility } from './understand/veiled-jabs.ts';
import { endsOnStandInVocative } from './understand/vocative-closer.ts';

// The offline rewrite engine (DESIGN §1), an editor rather than a template: parse the message,
// understand it (the message model), plan the edits, realise them in the writer's own words, then
// check the result. A message with nothing to fix comes back as it was. The spec's score (§5) is
// only a check that the rewrite never reads worse; nothing is added to earn points.

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

// Rule "warm-company": "Good luck tomorrow, you've got this. Text me after and tell me how it
// went x": beside a clearly warm sentence (a wish, encouragement: AFINN +3 or more) a small order is
// said the way friends talk, and "Could you text me after? … Thank you!" would make it a favour owed.
// Near miss: "Great, thanks. Send the invoice by Friday." (+2 only: the order is asked for).
const WARM_SENTIMENT = 3;
const inWarmCompany = (model: MessageModel) =>
  model.sentences.some((sentence) => sentence.clauses.some((clause) => clause.sentiment >= WARM_SENTIMENT));

// "and tell me how it went x": the joining "and" and a kiss sign-off are not what the order says.
const KISSES = new Set(['x', 'xx', 'xxx', 'xo', 'xoxo']);
const spokenWords = (clause: ClauseModel) =>
  clause.words.filter((word, at) => !(at === 0 && word === 'and') && !KISSES.has(word)).length;

// A command like "save me a seat!" in an otherwise kind message is a friendly one.
function isFriendlyCommand(
  model: MessageModel,
  clause: ClauseModel,
  tone: TransformRequest['tone'],
): boolean {
  if (clause.ask?.kind !== 'command') return false;
  // "I need the report by Friday" is plain, not unkind: alone it changes nothing.
  if (clause.ask.need) return true;
  // The direct tone drops the softener itself (realise/tones.ts), so the order is edited for it.
  if (clause.eased && model.hostile.length === 0 && !clause.ask.negative && tone !== 'direct') return true;
  const sentence = model.sentences.find((candidate) => candidate.clauses.includes(clause));
  const pressured = clause.words.some((word) => PRESSURE_ADVERBS.has(word));
  // "Start without me." after "sorry!": a small instruction in a warm message.
  const warm =
    sentence?.end.includes('!') === true || model.hasApology || model.hasThanks || inWarmCompany(model);
  return (
    warm &&
    model.hostile.length === 0 &&
    clause.sentiment >= 0 &&
    !clause.ask.negative &&
    !pressured &&
    spokenWords(clause) <= 6
  );
}

const commandsAreFriendly = (model: MessageModel, tone: TransformRequest['tone']) =>
  model.asks.every((clause) => clause.ask?.kind !== 'command' || isFriendlyCommand(model, clause, tone));

const tidy = (text: string) =>
  text
    .trim()
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

// Anything but the default edit: a task type, intent, tone or persona the person picked.
const chosenOption = (request: TransformRequest) =>
  request.taskType !== 'write-email' ||
  request.intent !== 'ask' ||
  request.tone !== 'supportive' ||
  request.persona !== 'general';

// The person's word lists (request.lists, issue 16) apply throughout: their allowed words are never
// edited, their custom triggers are replaced by their own alternatives, and every score check
// counts with the lists.
export const rewriteMessage = (request: TransformRequest): GenerationResult =>
  honestExplanation(rewriteAsEdited(request));

function rewriteAsEdited(request: TransformRequest): GenerationResult {
  const { lists } = request;
  const typed = tidy(request.originalMessage);
  const original = request.taskType === 'compose-from-notes' ? (notesOnOneLine(typed) ?? typed) : typed;
  if (!hasWords(original)) return { generatedMessage: original, explanation: TEXT.nothingToRewrite };
  const parsed = parseMessage(original);
  const model = buildMessageModel(parsed);
  const allowed = new Set([...untouchableWords(lists), ...kindMessageWords(model)]);
  // Only a greeting or a sign-off: nothing to edit.
  if (!model.sentences.some((sentence) => sentence.role === 'content'))
    return { generatedMessage: original, explanation: TEXT.alreadyKind };
  const structural = request.taskType === 'compose-from-notes' || request.taskType === 'realtime-phrases';
  const lightest = { convertCommands: false, allowed, shape: false, thanks: false };
  const gentle = editMessage(model, parsed, request, lightest);
  // The words-only edit is read up to three times (is it calm? is it the first candidate? is it a
  // candidate?): it is made once, when first read.
  let wordsOnlyEdit: ReturnType<typeof editMessage> | null = null;
  const wordsOnly = () => {
    wordsOnlyEdit ??= editMessage(model, parsed, request, { ...lightest, wordsOnly: true });
    return wordsOnlyEdit;
  };
  const triggers = findTriggerWordsWithLists(original, lists).length > 0;
  // A kind message: only what the task type and the options promise changes (issue 22), and only
  // if the result scores no lower than the message as written.
  if (!gentle.edited && !triggers && commandsAreFriendly(model, request.tone) && !structural) {
    const shaped = editMessage(model, parsed, request, { ...lightest, shape: true });
    const [before, after] = [analyzeWithLists(original, lists), analyzeWithLists(shaped.text, lists)];
    // An option the person chose may add the words it promises (check/length-only-drop.ts).
    const keeps =
      shaped.newForm ||
      after.score >= before.score ||
      (chosenOption(request) && dropIsOnlyLength(before, after));
    // Rule "kind-text-keeps-its-ending": "Feel better soon x" is not sent back as "… x." for a full
    // stop alone; a kind message changes only where an option reshaped it.
    // (A tone's "!" on good news is its promise, and is sent.)
    const onlyItsEnding = shaped.text === `${original}.`;
    if (shaped.text !== original && keeps && hasWords(shaped.text) && !onlyItsEnding)
      return { generatedMessage: shaped.text, explanation: shaped.explanation };
    // Still as written: say so, and what an option found that did not fit.
    const fit = shaped.changed && shaped.text === original ? shaped.explanation : null;
    return {
      generatedMessage: original,
      explanation: fit ? `${TEXT.alreadyKind}\n${fit}` : TEXT.alreadyKind,
    };
  }
  const convertCommands = request.taskType !== 'compose-from-notes';
  const full = editMessage(model, parsed, request, { convertCommands, allowed, shape: true, thanks: true });
  // Only anger, nothing left to send: no stock sentence is invented (realise/nothing-to-send.ts).
  if ((!full.contentLeft || !hasWords(full.text)) && request.taskType !== 'realtime-phrases')
    return wordsOnlyIfCalm(model, wordsOnly(), request, allowed, original) ?? nothingToSend(model);
  // check (check/choose-candidate.ts): candidates from the fullest edit to the lightest; the first
  // that keeps the score and the meaning is sent. If none does, the one that scores best: the
  // original (with its trigger words repaired) is last.
  const floor = scoreFloor(request, { original, typed, model });
  const chosen = chosenOption(request);
  const onlyWords =
    !chosen && !structural && hostileOnlyInItsWords(model, wordsOnly, request, allowed, original);
  const candidates: Array<() => Candidate> = [
    ...(onlyWords ? [wordsOnly] : []),
    () => full,
    () => editMessage(model, parsed, request, { convertCommands, allowed, shape: true, thanks: false }),
    () => editMessage(model, parsed, request, { convertCommands, allowed, shape: false, thanks: false }),
    () => gentle,
    wordsOnly,
    () => ({ text: original, explanation: TEXT.alreadyKind }),
  ];
  return chooseCandidate(candidates, { request, original, floor, allowed, chosen });
}

// Rule "hostile-only-in-its-words": most toxic messages are hostile only in their toxic words ("i 'm
// taking this shit to court", "you 're talking out of your ass and you have a very simplistic view
// of …"); people who rewrite them delete or replace those words and keep every clause (ParaDetox).
// Read with the swearing in, such a clause looks like a threat or an insult, and the fullest edit
// dropped it whole. So when the learned word pass finds toxic words, the message it leaves has
// nothing hostile in it (the test of keep-what-words-alone-calm), and the plan would only keep or
// drop clauses (no order made a request, no blame made an observation), the words-only edit is the
// first candidate; the score floor and the meaning guard still check it. Near misses: a message
// still hostile once its words go ("you are too stupid to understand"), one that labels the reader
// ("You're an idiot and …") and one with a real ask to reshape ("Send me the fucking file") are
// edited as before, and so is one with no toxic word.
function hostileOnlyInItsWords(
  model: MessageModel,
  wordsOnly: () => ReturnType<typeof editMessage>,
  request: TransformRequest,
  allowed: ReturnType<typeof untouchableWords>,
  original: string,
): boolean {
  const toxic = model.sentences.some(
    (sentence) =>
      sentence.role === 'content' &&
      sentence.clauses.some(
        (clause) => detoxEdits(clause.tokens, { allowed, scores: clause.scores }).length > 0,
      ),
  );
  if (!toxic) return false;
  if (!wordsOnlyIfCalm(model, wordsOnly(), request, allowed, original)) return false;
  const plans = planEdits(model, request.taskType !== 'compose-from-notes');
  return plans.every((plan) =>
    plan.clauses.every((clause) => clause.action.kind === 'keep' || clause.action.kind === 'drop'),
  );
}

// Rule "label-goes-whole": "You're an idiot and the report is late", "you are a fucking idiot": an
// insult that labels the reader goes whole (issue 21), so the words-only edit, which gives the
// label a stand-in ("You're a person"), is no calm message. Near misses: "get a life you loser"
// (the insult is deleted, no stand-in is left) and "this bitch came on stage" (not the reader).
// The writer's name for themselves ("I'm such a fool", rule "self-insult") goes whole too.
const labelsReader = (model: MessageModel, allowed: ReadonlySet<string>) =>
  model.sentences.some((sentence) =>
    sentence.clauses.some(
      (clause) =>
        insultsSelf(clause) ||
        (clause.hostility === 'insult' && labelIsThePredicate(clause.tokens)) ||
        // "You absolute idiot, you've parked across my drive": the vocative label goes whole too.
        // Closing the sentence ("…, you bitch": vocative-closer.ts) it goes alone; what it leaves is
        // read below (rule "no-vocative-stand-in").
        (clause.hostility === 'insult' &&
          opensWithPutDown(clause.tokens) &&
          !(sentence.clauses.length > 1 && sentence.clauses.at(-1) === clause)) ||
        (clause.hostility === 'insult' &&
          clause.youSubject &&
          judgesReader(clause) &&
          detoxEdits(clause.tokens, { allowed, scores: clause.scores }).some(
            (edit) => edit.rule === 'predicate' || (edit.rule === 'noun-head' && PERSON_NOUNS.has(edit.text)),
          )),
    ),
  );

// Rule "keep-what-words-alone-calm": the fullest edit drops every clause, but the message may still
// say something once its toxic words are gone ("uber, pay your taxes like everybody else and shut
// up" keeps the taxes). People who rewrite hostile text keep such clauses (ParaDetox), so the
// lightest edit, words only, is sent when the message model finds nothing hostile left in it and
// it still says something of the original. Otherwise nothing is sent: no text is invented.
const CALM_ENOUGH = new Set<string | null>([null, 'emphatic', 'venting', 'rhetorical', 'sarcasm']);

// Rule "blame-left-names-something": once the swearing and insults are gone, a blame that names a
// thing ("you never told me the time", "your title is confusing") is an observation of what
// happened, and issue 21 keeps blame's facts; it is sent rather than nothing. A sweeping blame
// with nothing named ("You never listen.") still leaves nothing to send.
const isObservation = (clause: ClauseModel) =>
  clause.hostility === 'blame' && (clause.hasContent || clause.hasFact);

// Rule "order-to-be-a-label": "Don't be an idiot", "Stop being such a jerk about it": an order
// whose verb is "be" and whose clause judges the reader says only the label; without it the frame
// is "Don't be a person." Near miss: "Don't be rude to the client" asks about conduct toward
// someone (judges-reader.ts), so it is no insult and stays an ask.
const ordersToBeLabel = (clause: ClauseModel) => {
  const verb = clause.tokens[clause.ask?.verbAt ?? clause.imperativeAt];
  const after = clause.tokens[clause.imperativeAt + 1];
  return (
    clause.imperativeAt >= 0 &&
    ['be', 'being'].some((word) => verb?.normal === word || after?.normal === word)
  );
};

// Rule "no-bare-word-left": "Pathetic effort." without its put-down is "Effort.", a sentence of
// one word that says nothing; the words-only edit is no calm message then. Near miss: "Thanks."
// typed as its own sentence was one word already.
const oneWordSentences = (text: string) =>
  tokenizeSentences(text)
    .map((tokens) => tokens.filter(isWord).map((token) => token.normal))
    .filter((words) => words.length === 1)
    .map((words) => words[0]);
function leavesBareWord(original: string, text: string): boolean {
  const before = new Set(oneWordSentences(original));
  return oneWordSentences(text).some((word) => !before.has(word));
}

function wordsOnlyIfCalm(
  model: MessageModel,
  lightest: ReturnType<typeof editMessage>,
  request: TransformRequest,
  allowed: ReturnType<typeof untouchableWords>,
  original: string,
): GenerationResult | null {
  const text = repairTriggerWords(lightest.text, request.lists, allowed);
  if (!hasWords(text) || text === original || text.split(/\s+/).length < 3) return null;
  if (labelsReader(model, allowed) || leavesBareWord(original, text)) return null;
  if (endsOnStandInVocative(tokenizeSentences(text))) return null;
  // A brush-off is hostile in its shape: "Nice of you to turn up" mocks as much without "finally";
  // so is envy ("Must be nice to … while the rest of us …") and a mock reason ("Sure, because …").
  const mocksInShape = (clause: ClauseModel) =>
    isBrushOff(clause) || mocksWithEnvy(clause) || mocksWithReason(clause);
  if (model.sentences.some((sentence) => sentence.clauses.some(mocksInShape))) return null;
  // Rule "insult-leaves-its-frame": "Are you blind or what?", "Are you this stupid or …?": when a
  // clause only judges the reader and names nothing else, its insult word is its point; without
  // the word the frame is a hole ("Are you or what?"), never a calm message. Near misses: "you
  // idiots broke the printer on floor 2" names a thing and a place, "Move your crap off the
  // sofa" asks for something, and a statement ("Your essay is stupid") keeps a sentence.
  const bareInsult = (clause: ClauseModel) =>
    (clause.hostility === 'insult' && ordersToBeLabel(clause)) ||
    (clause.hostility === 'insult' &&
      // A question about what the reader is ("Are you blind?") is nothing but its word; a statement
      // ("your comment is absolutely stupid") keeps a sentence once the word is swapped.
      clause.inQuestion &&
      clause.ask === null &&
      !clause.hasFact &&
      !isObservation(clause) &&
      // "fuck your title is confusing", "you're talking out of your ass": with real swearing
      // (obscenity's list) the swearing was the insult and what is left is read as people rewrote
      // such rows in ParaDetox, words only. "Are you stupid or what?" judges with a plain or mild
      // word, and without it the frame is a hole.
      !clause.tokens.some((token) => toxicityOf(token.normal, 0) === 'listed'));
  if (model.sentences.some((sentence) => sentence.role === 'content' && sentence.clauses.some(bareInsult)))
    return null;
  // "Only a moron could lose the keys" is "Only a person could …" without its insult: nothing.
  if (model.sentences.some((sentence) => sentence.clauses.some(putsDownWhoeverDid))) return null;
  // "I'll make your life hell" is "I'll make your life thing" without its harm word: the threat is
  // in its shape (understand/harm-promised.ts), and nothing calm is left.
  if (model.sentences.some((sentence) => sentence.clauses.some(promisesHarm))) return null;
  // "Imagine being this stupid", "What a total idiot": the frame without its put-down is a hole
  // ("Imagine being this and still posting"), never a calm message (put-down-labels.ts).
  const framesPutDown = (clause: ClauseModel) =>
    imaginesPutDown(clause.tokens) || exclaimsLabel(clause.tokens);
  if (model.sentences.some((sentence) => sentence.clauses.some(framesPutDown))) return null;
  const left = buildMessageModel(parseMessage(text));
  // Venting is calm enough to keep once its words are cleaned, but guilt is not: "I don't know why
  // I bother asking you" reads the same without an "Honestly," (rule "futile-effort"), and "This is
  // how you repay me?" without its "After everything I've done for you," (rule "this-is-how-you").
  const guilt = (clause: ClauseModel) => lamentsFutility(clause) || holdsUpReadersWay(clause);
  const hostile = left.sentences.some((sentence) =>
    sentence.clauses.some(
      (clause) => (!CALM_ENOUGH.has(clause.hostility) && !isObservation(clause)) || guilt(clause),
    ),
  );
  return hostile ? null : { generatedMessage: text, explanation: lightest.explanation };
}
