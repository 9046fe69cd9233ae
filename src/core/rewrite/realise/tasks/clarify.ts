import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import type { OutSentence } from '../realise-sentences.ts';
import {
  contentSentence,
  endsQuestion,
  type ShapeInput,
  type ShapeOutcome,
  unchanged,
  withoutEnd,
} from './types.ts';
import { vaguePartQuestion } from './vague-part.ts';

// clarify-message: one specific question, so the reader knows exactly what to answer. With
// several questions, the most specific one stays (it names a thing, a number or a quote); with
// none, "I don't understand which files you mean" becomes "Could you tell me which files you
// mean?".

// "I don't understand which files you mean", "Not sure what you mean by 'soon'", "I'm confused
// about whether the call is on Tuesday", "I couldn't work out from your note if I should book it":
// the writer says what is unclear, and that is the question.
const UNCLEAR =
  /^(?:(?:sorry|hmm|hi|hey),?\s+)?(?:I (?:really |just |honestly )?(?:don't|do not|can't|cannot|couldn't|could not) (?:quite |really )?(?:understand|tell|work out|figure out|see|know)(?: from (?:your|the|this) \w+)?|(?:I have |I've )?no idea|(?:I'm |I am )?(?:(?:still|a bit|slightly|a little) )?(?:not (?:sure|clear)|unsure|unclear|confused)(?: (?:about|on|as to))?)\s+((?:what|which|when|where|who|how|whether|if)\b.+?)[.!]?$/i;

// Rule "choices-are-specific": "Do you need the slides today or next week?" offers the answers and
// names the thing; "Which is it?" names nothing (three words or fewer) and is the vaguer one.
const specificity = (text: string) =>
  (/\d/.test(text) ? 2 : 0) +
  (/['"‘“]/.test(text) ? 2 : 0) +
  (/\b(?:which|when|where|who|what time|how many)\b/i.test(text) ? 1 : 0) +
  (/\s\bor\b\s/i.test(text) ? 1.5 : 0) -
  (text.split(/\s+/).length <= 3 ? 1 : 0) +
  text.split(/\s+/).length / 100;

// A question with a fact in it can't go: its fact would be lost.
const hasFact = (text: string) => /\d|\b\p{Lu}[\p{L}\d-]+/u.test(text.slice(1));

// "Your message made no sense", "Be specific": a verdict on the reader's message, or an order to do
// better, where the one question says what is unclear.
const VERDICT =
  /^(?:your|the|that|this) (?:message|email|e-mail|text|note|reply|explanation)s? (?:made|makes|make) no sense\b|^(?:could you |please )?be (?:more )?(?:specific|clear|clearer)\b/i;

// "which branch you want me to deploy" -> "Which branch do you want me to deploy?": the direct
// question is shorter than "Could you tell me …?"; other shapes take that frame.
const INDIRECT = /^(what|which|when|where|who|how)\b(.*?)\byou (want|need|mean|expect|prefer|meant)\b(.*)$/i;
// "whether the meeting is on Tuesday or Wednesday" -> "Is the meeting on Tuesday or Wednesday?": a
// noun phrase and a form of "be" turn round; other shapes keep "Could you tell me …?".
const WHETHER_BE =
  /^(?:whether|if) ((?:the|my|your|our|this|that|a|an) [\p{L}\d' -]+?) (is|are|was|were) (.+)$/iu;
function directQuestion(unclear: string): string {
  const be = unclear.match(WHETHER_BE);
  if (be?.[1] && be[2] && be[3])
    return `${be[2][0]?.toUpperCase()}${be[2].slice(1).toLowerCase()} ${be[1]} ${be[3]}?`;
  const match = unclear.match(INDIRECT);
  if (!match?.[1]) return `Could you tell me ${unclear}?`;
  const verb = match[3]?.toLowerCase() === 'meant' ? 'mean' : match[3];
  const wh = `${match[1][0]?.toUpperCase()}${match[1].slice(1).toLowerCase()}`;
  return `${wh}${match[2]}do you ${verb}${match[4]}?`;
}

export function clarifyMessage(full: ShapeInput): ShapeOutcome {
  const kept = full.sentences.filter(
    (sentence) => sentence.role !== 'content' || !VERDICT.test(sentence.text),
  );
  const dropped = kept.length !== full.sentences.length;
  const input = { ...full, sentences: kept };
  const outcome = oneQuestion(input);
  return dropped
    ? { ...outcome, droppedOrder: true, explanation: outcome.explanation ?? TEXT.clarifyOneQuestion }
    : outcome;
}

// Rule "vague-part-question" (vague-part.ts): the request's vague part becomes the one question;
// the sentences around it stay, as they give the reader the context to answer.
function vagueAsk(input: ShapeInput, content: readonly OutSentence[]): ShapeOutcome | null {
  for (const sentence of content) {
    const vague = vaguePartQuestion(sentence.text, content.length === 1);
    if (!vague) continue;
    const question = contentSentence(vague.question, true, sentence.line);
    const sentences = input.sentences.map((each) => (each === sentence ? question : each));
    // The question replaces the vague "it" on purpose: a new message, not an edit of the ask.
    return { sentences, explanation: TEXT.clarifyVaguePart(vague.part), droppedOrder: true, newForm: true };
  }
  return null;
}

function narrowsQuestionBefore(asked: readonly OutSentence[], index: number, input: ShapeInput): boolean {
  const question = asked[index];
  const before = asked[index - 1];
  if (!question || !before) return false;
  const next = input.sentences.indexOf(before) + 1;
  const words = question.text.split(/\s+/).length;
  // Rule "named-options": "Which thing? The invoice? The rota?": a question of a few words naming a
  // thing ("the …") is one answer offered, like "… or …". Near miss: "Who is coming?" (no thing named).
  const option = words <= 3 && /^(?:the|a|an|your|my|our|this|that)\b/i.test(question.text);
  // (options may follow a "Which thing." typed without its question mark)
  return option || (input.sentences[next] === question && words <= 6 && /\bor\b/i.test(question.text));
}

function oneQuestion(input: ShapeInput): ShapeOutcome {
  const content = input.sentences.filter((sentence) => sentence.role === 'content');
  const unclearAt = input.sentences.findIndex(
    (sentence) => sentence.role === 'content' && UNCLEAR.test(sentence.text),
  );
  if (unclearAt >= 0 && !content.some((sentence) => endsQuestion(sentence.text)))
    return asQuestion(input, unclearAt);
  const asked = content.filter((sentence) => endsQuestion(sentence.text));
  // Rule "options-narrow-the-question": "What do you mean by 'the list'? Just names or also
  // emails?": a short question offering choices straight after another is that question's
  // possible answers, so the two are one specific question and both stay. Near miss: "Is it on
  // Monday? And who is coming?" asks two things, and the more specific one is kept.
  const questions = asked.filter((_, index) => !narrowsQuestionBefore(asked, index, input));
  if (questions.length <= 1) {
    const vague = vagueAsk(input, content);
    if (vague) return vague;
  }
  if (questions.length === 1) {
    const restated = input.sentences.filter(
      (sentence) => !asked.includes(sentence) && UNCLEAR.test(sentence.text),
    );
    if (restated.length === 0) return unchanged(input, TEXT.clarifyAlreadyOne);
    return {
      sentences: input.sentences.filter((sentence) => !restated.includes(sentence)),
      explanation: TEXT.clarifyOneQuestion,
    };
  }
  if (questions.length > 1) {
    const best = [...questions].sort((a, b) => specificity(b.text) - specificity(a.text))[0] as OutSentence;
    // A question's choices after it go with it (rule "options-narrow-the-question").
    const choices = asked.filter(
      (sentence, index) => asked[index - 1] === best && !questions.includes(sentence),
    );
    // "I have no idea what you want" beside the questions only says again that it is unclear.
    const sentences = input.sentences.filter(
      (sentence) =>
        (!asked.includes(sentence) && !UNCLEAR.test(sentence.text)) ||
        sentence === best ||
        choices.includes(sentence) ||
        hasFact(sentence.text),
    );
    return { sentences, explanation: TEXT.clarifyOneQuestion };
  }
  return unchanged(input, TEXT.clarifyNoQuestion);
}

// The editor may have cut part of what is unclear as an aside ("… or you will"): the sentence is
// read as typed when it is the same sentence.
function typedUnclear(input: ShapeInput, text: string): string | undefined {
  const own = text.match(UNCLEAR)?.[1];
  const typed = input.model.sentences
    .map(
      (sentence) =>
        sentence.clauses
          .map((clause) => clause.text)
          .join(' ')
          .match(UNCLEAR)?.[1],
    )
    .find((unclear) => unclear && own && unclear.startsWith(withoutEnd(own)));
  return typed ?? own;
}

function asQuestion(input: ShapeInput, at: number): ShapeOutcome {
  const unclear = typedUnclear(input, input.sentences[at]?.text ?? '');
  if (!unclear) return unchanged(input, TEXT.clarifyNoQuestion);
  const question = contentSentence(directQuestion(withoutEnd(unclear)), true, input.sentences[at]?.line ?? 0);
  const sentences = input.sentences.map((sentence, index) => (index === at ? question : sentence));
  return { sentences, explanation: TEXT.clarifyAsQuestion };
}
