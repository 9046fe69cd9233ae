import { SHAPE_EXPLANATIONS as TEXT } from '../../../catalog/rewrite-explanations.ts';
import { scoreOfWord } from '../../understand/clause-facts.ts';
import type { OutSentence } from '../realise-sentences.ts';
import { reactionVerdict } from './reaction-verdict.ts';
import {
  capitalise,
  contentSentence,
  lettersOf,
  type ShapeInput,
  type ShapeOutcome,
  unchanged,
  withoutEnd,
} from './types.ts';

// repair-misunderstanding: name the misunderstanding and the fact that resolves it, without blame.
// "You assumed I skipped the meeting on purpose but my train was cancelled" -> "It may have looked
// as if I skipped the meeting on purpose, but my train was cancelled." An order about how the reader
// treats the writer ("quit treating me like …", "stop overreacting") only carries the reproach.

// "You assumed I …", "Somehow you got the idea that …", "You keep saying I …": what the reader
// took to be so, which the repair names as how it may have looked.
const ASSUMED =
  /^(?:.*?\bthat )?(?:(?:somehow|clearly|apparently),?\s+)?you (?:(?:clearly|obviously|just|completely|totally|somehow|must have|seem to|seemed to|might have)\s+)*(?:assumed|assume|thought|think|decided|believed|believe|got the idea|got the impression|were under the impression|keep saying|kept saying|took it|heard|were told)(?: that)?\s+(.+)$/i;
const MISREAD =
  /^(?:I think |it seems |maybe |perhaps )?you(?:'ve|\s+have)?\s+(?:(?:clearly|obviously|completely|totally|may have|might have|must have)\s+)*(?:misunderstood|misread|misheard|mixed up|got|took)\s+(.+)$/i;
// "You got the wrong idea about what I meant": what the idea was about is what was misread.
const WRONG_IDEA = /^the wrong (?:idea|impression|end of the stick) (?:about|of|on) (?=\S)/i;
const WRONG_TAIL = /\s+(?:completely |all |totally )?(?:wrong(?:ly)?|the wrong way)$/i;
// "You've got it wrong", "you misunderstood me": a misunderstanding that names nothing itself; the
// fact after it ("… I never said I'd do the slides") is what resolves it.
const ONLY_POINTS =
  /^(?:it|that|this|me|what I (?:said|meant|wrote)|my (?:message|email|point|text)|the wrong (?:end of the stick|idea|impression|message))$/i;
const NOT_WHAT = /^(?:that's|that is|this is) not what I (said|meant|asked for|wrote)\b(?: at all)?/i;
// "There seems to be a mix-up", "we got our wires crossed": the message names it already.
const NAMES_IT =
  /\b(?:mix-up|mixup|misunderstanding|confusion|crossed wires|wires crossed|miscommunication|clear (?:things|this|that) up)\b/i;
// "I wasn't criticising your work, I was asking …", "I'm not leaving, I'm moving to part-time":
// what was meant, said against what was heard; the message repairs it already.
const CORRECTS =
  /\bI(?:'m not| am not| wasn't| was not| didn't| did not| never)\b[^.?!]*?,\s*(?:but\s+)?I(?:'m| am| was| did| said| meant)\b/i;
// Rule "says-what-was-meant": "When I said the slides need work I meant the charts, not your
// writing." already names what was heard and what was meant: the repair is there. Near miss: "I
// meant to call you" (an intention, no "not …" or "when I said" against it).
const SAYS_MEANT =
  /\bwhen I (?:said|wrote|asked)\b.*\bI (?:only |just )?meant\b|\bI (?:only |just )?meant\b[^.?!]*,\s*not\b/i;
const ABOUT_TREATMENT =
  /\b(?:quit|stop) (?:treating me|overreacting|assuming|acting like|being so)\b|\b(?:treating|treat) me like\b/i;

// ", so stop treating me like I never care" after the fact: the order goes with its joint.
const TREATMENT_TAIL = /,?\s*(?:so|and)?\s*(?:quit|stop) (?:treating|overreacting|assuming|acting)\b.*$/i;

// Rule "reaction-order": "so stop sulking", "Could you quit complaining?": an order to stop a
// reaction the AFINN list scores as negative (sulking, overreacting, moaning, blaming) is about how
// the reader took the misunderstanding, a reproach, not a fact; it goes like the treatment orders.
// Near miss: "Please stop printing the old forms" (no score) is a real ask and stays.
const STOP_DOING =
  /,?\s*(?:(?:so|and)\s+)?(?:(?:could|can|would) you\s+)?(?:please\s+)?(?:quit|stop) (\p{L}+ing)\b[^.?!]*[.?!]?/iu;
const reactionOrder = (text: string) => {
  const match = text.match(STOP_DOING);
  return match?.[1] && scoreOfWord(match[1].toLowerCase()) < 0 ? match[0] : null;
};
const withoutReaction = (text: string) => {
  const order = reactionOrder(text);
  return order ? text.replace(order, '').trim() : text;
};

// Rule "told-others": "You told everyone I cancelled the trip, I didn't, the airline did": what
// the reader passed on is the misunderstanding, and the correction after it is the fact. Said
// without the telling (who told whom is the blame): "It may have sounded as if I cancelled the
// trip, but I didn't: the airline did." Near misses: "You told me the trip was off" (what the
// reader told the writer: news, no claim about the writer), "I told everyone I'd be late" (the
// writer told).
const TOLD =
  /^you(?:'ve| have)?\s+(?:told|been telling|were telling|keep telling|kept telling|said to|mentioned to)\s+(?:everyone|everybody|people|the (?:whole )?(?:team|group|class|family|office)|them|him|her|\p{Lu}[\p{L}'-]*)(?:\s+that)?\s+(I\b.+)$/iu;
// Rule "comma-correction": "I cancelled the trip, I didn't, the airline did", "I was angry, I was
// just tired": after what was believed, a comma and the writer's own denial or account sets it
// right, as "but" would. Near miss: "I skipped the meeting on purpose" has no correction after it.
const CORRECTION =
  /,\s+(?:but\s+)?(?=I\s+(?:didn't|did not|wasn't|was not|'m not|am not|haven't|never|was just|was only|only|just)\b|it was\b|that's not\b)/i;
// "I didn't, the airline did": the short denial then who did it reads "I didn't: the airline did".
const DENIAL_THEN_WHO = /^(I (?:didn't|did not|wasn't|was not|'m not|am not|haven't|never did)),\s+/i;
function asLooked(what: string, verb: 'looked' | 'sounded'): string {
  const [claim, ...fixes] = what.split(/,?\s+but\s+/i);
  const [before, after] =
    fixes.length > 0
      ? [claim ?? '', fixes.join(' but ')]
      : (() => {
          const at = (claim ?? '').search(CORRECTION);
          return at < 0
            ? [claim ?? '', '']
            : [(claim ?? '').slice(0, at), (claim ?? '').slice(at).replace(/^,\s+(?:but\s+)?/i, '')];
        })();
  const fix = after.replace(DENIAL_THEN_WHO, '$1: ');
  return fix ? `It may have ${verb} as if ${before}, but ${fix}.` : `It may have ${verb} as if ${before}.`;
}

function named(text: string): string | null {
  const body = withoutEnd(withoutReaction(text).replace(TREATMENT_TAIL, ''));
  const verdict = reactionVerdict(body);
  if (verdict) return verdict.thing ? `There was a misunderstanding about ${verdict.thing}.` : null;
  const told = body.match(TOLD)?.[1];
  if (told) return asLooked(told, 'sounded');
  const assumed = body.match(ASSUMED)?.[1];
  if (assumed) return asLooked(assumed, 'looked');
  const misread = body.match(MISREAD)?.[1];
  if (misread) {
    // "got it wrong, I never said …": what was misread, then the fact that sets it right.
    // "what I said in the meeting" is what was misread, not the fact after it.
    const cut = misread.search(
      /\s*[,:;]\s*|(?<!\bwhat)\s+(?=I (?:said|meant|never|didn't|did not|was|wasn't)\b)/i,
    );
    const what = (cut < 0 ? misread : misread.slice(0, cut)).replace(WRONG_TAIL, '').replace(WRONG_IDEA, '');
    const fact = cut < 0 ? '' : misread.slice(cut).replace(/^\s*[,:;]?\s*/, '');
    const lead = ONLY_POINTS.test(what)
      ? 'There was a misunderstanding'
      : `There was a misunderstanding about ${what.replace(/\bme\b/g, 'I')}`;
    return fact ? `${lead}: ${fact}.` : `${lead}.`;
  }
  const notWhat = body.match(NOT_WHAT)?.[1];
  if (notWhat) return `There was a misunderstanding about what I ${notWhat}.`;
  return null;
}

// The editor may have dropped "You completely misunderstood what I said" as blame; what it names
// is still the misunderstanding, so it is read from the message as written.
function namedInMessage(input: ShapeInput): string | null {
  for (const sentence of input.model.sentences) {
    if (sentence.role !== 'content') continue;
    const text = named(sentence.clauses.map((clause) => clause.text).join(' '));
    if (text) return text;
  }
  return null;
}

export function repairMisunderstanding(input: ShapeInput): ShapeOutcome {
  let repaired = false;
  let droppedOrder = false;
  let droppedVerdict = false;
  const sentences = input.sentences.flatMap((sentence): OutSentence[] => {
    if (sentence.role !== 'content') return [sentence];
    const reaction = reactionOrder(sentence.text);
    const onlyReaction = reaction !== null && withoutReaction(sentence.text).split(/\s+/).length < 3;
    if ((ABOUT_TREATMENT.test(sentence.text) || onlyReaction) && !/\d/.test(sentence.text)) {
      droppedOrder = true;
      return [];
    }
    // A verdict on how the reader reacted that names no misread thing only blames: it goes.
    if (reactionVerdict(sentence.text)?.thing === null) {
      droppedVerdict = true;
      return [];
    }
    const text = repaired ? null : named(sentence.text);
    if (!text) return [sentence];
    repaired = true;
    return [{ ...sentence, text: capitalise(text), isAsk: false }];
  });
  const fromMessage = repaired ? null : namedInMessage(input);
  if (fromMessage) {
    const first = sentences.findIndex((sentence) => sentence.role === 'content');
    const at = first < 0 ? sentences.length : first;
    // The resolving fact the editor kept on its own is now part of the named misunderstanding.
    const said = lettersOf(fromMessage);
    // Rule "repair-replaces-its-edit": the editor's own rewording of the same sentence ("Everyone
    // was told I cancelled the trip …") would say it twice; a sentence whose words are nearly all
    // in the repair (seven in ten) goes. Near miss: a sentence of other facts stays.
    const words = new Set(said.split(' '));
    const within = (text: string) => {
      const own = lettersOf(text).split(' ').filter(Boolean);
      return own.length > 0 && own.filter((word) => words.has(word)).length / own.length >= 0.7;
    };
    const rest = sentences.filter(
      (sentence) =>
        sentence.role !== 'content' || (!said.includes(lettersOf(sentence.text)) && !within(sentence.text)),
    );
    rest.splice(at, 0, contentSentence(capitalise(fromMessage), false, sentences[at]?.line ?? 0));
    sentences.splice(0, sentences.length, ...rest);
    repaired = true;
  }
  // The editor may have dropped the verdict as blame already; the explanation still says why.
  droppedVerdict ||= input.model.sentences.some(
    (sentence) => reactionVerdict(sentence.clauses.map((clause) => clause.text).join(' '))?.thing === null,
  );
  if (!repaired && droppedVerdict)
    return { sentences, explanation: TEXT.repairDroppedVerdict, droppedOrder: true };
  if (!repaired && !droppedOrder) {
    const says = input.sentences.some(
      (sentence) =>
        sentence.role === 'content' &&
        (NAMES_IT.test(sentence.text) || CORRECTS.test(sentence.text) || SAYS_MEANT.test(sentence.text)),
    );
    return unchanged(input, says ? TEXT.repairAlready : TEXT.repairNoMisunderstanding);
  }
  return {
    sentences,
    explanation: repaired
      ? [TEXT.repairNamed, droppedVerdict ? TEXT.repairDroppedVerdict : null].filter(Boolean).join('\n')
      : TEXT.repairNoMisunderstanding,
    droppedOrder: droppedOrder || droppedVerdict,
  };
}
