import type { Persona, Tone } from '../../schemas.ts';
import { hasTag, joinTokens, type Token, withText } from '../parse/tokens.ts';
import { PRESSURE_ADVERBS } from '../understand/cue-words.ts';
import { splitClosingSymbols } from './sentence-end.ts';

// A command becomes a request with the same verb and object; the tone picks the frame.

export interface RequestContext {
  readonly tone: Tone;
  readonly persona: Persona;
  // The message names a time limit elsewhere, so "now" can point at it ("before then").
  readonly otherTimeLimit: boolean;
  // The person's allowed words (issue 16): left as written.
  readonly allowed?: ReadonlySet<string>;
}

export type Frame = { readonly open: string; readonly close: string };

const POSITIVE_FRAMES: Record<Tone, Frame> = {
  supportive: { open: 'Could you', close: '?' },
  friendly: { open: 'Can you', close: '?' },
  direct: { open: 'Please', close: '.' },
  reassuring: { open: 'Would you be able to', close: '?' },
};

// How every request this module words begins, whatever the tone.
export const REQUEST_OPENINGS: readonly string[] = Object.values(POSITIVE_FRAMES).map((frame) => frame.open);

// The tone's frame for a request, as the persona needs it (also used by tones.ts to reword the
// message's own questions).
export const askFrame = (tone: Tone, persona: Persona): Frame =>
  frameFor({ tone, persona, otherTimeLimit: false }, false);

function frameFor(context: RequestContext, negative: boolean): Frame {
  if (negative) return { open: "Please don't", close: '.' };
  // manager-rsd: no bare orders, even in a direct tone; friends get the casual form.
  if (context.persona === 'manager-rsd' && context.tone === 'direct') return POSITIVE_FRAMES.supportive;
  if (context.persona === 'friend-executive' && context.tone !== 'direct') return POSITIVE_FRAMES.friendly;
  return POSITIVE_FRAMES[context.tone];
}

// "now" and its kind: pointed at the message's own time limit, or left as the writer's "now".
function easePressure(tokens: readonly Token[], context: RequestContext): Token[] {
  return tokens.flatMap((token) => {
    if (!PRESSURE_ADVERBS.has(token.normal) || context.allowed?.has(token.normal)) return [token];
    if (context.otherTimeLimit) return [withText(token, 'before then')];
    return token.normal === 'now' ? [token] : [withText(token, 'as soon as possible')];
  });
}

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;

// "I need the Q3 report" worded by the tone; a direct tone keeps the writer's plain statement.
const NEED_FRAMES: Record<Tone, Frame> = {
  supportive: { open: 'Could I have', close: '?' },
  friendly: { open: 'Can I have', close: '?' },
  direct: { open: 'I need', close: '.' },
  reassuring: { open: 'Could I please have', close: '?' },
};

export function phraseNeed(thing: readonly Token[], context: RequestContext): string {
  const frame =
    NEED_FRAMES[
      context.persona === 'friend-executive' && context.tone !== 'direct' ? 'friendly' : context.tone
    ];
  const body = joinTokens(easePressure(thing, context))
    .trim()
    .replace(/[\s.!?,;:]+$/u, '');
  return `${frame.open} ${body}${frame.close}`;
}

// Rule "exasperated-ending": an order that ends on "already" ("Sign it already!") is impatience,
// and a request never ends on "yet" ("Why haven't you sent it yet?" asks for the sending, so
// "Could you send it yet?" is not English). Both go; "yet" stays in an embedded question ("Could
// you check whether it has arrived yet?") and in a "don't" (rule "not-yet-is-not-never": "Don't
// book the flights yet" allows it later, "Please don't book the flights" forbids it), and either
// stays inside the phrase ("the files already sent").
// Rule "closing-please-in-a-request": "redo the deck before Thursday pls" -> "Could you redo the deck
// before Thursday?": the request frame asks politely, and a closing "pls" or "plz" reads as a typo
// after it. Near misses: "please" typed out is the writer's courtesy, and "please the client" is a
// verb; both stay.
const EXASPERATED_ENDINGS = new Set(['already', 'yet', 'please']);
const EMBEDDED_QUESTION = new Set(['if', 'whether']);

function withoutExasperatedEnding(tokens: readonly Token[], negative: boolean): readonly Token[] {
  const words = tokens.filter((token) => /[\p{L}\p{N}]/u.test(token.text));
  const last = words.at(-1);
  if (!last || words.length < 2 || !EXASPERATED_ENDINGS.has(last.normal)) return tokens;
  const embedded = words.some((token) => EMBEDDED_QUESTION.has(token.normal));
  if (last.normal === 'yet' && (negative || embedded)) return tokens;
  // A "please" typed out is the writer's own courtesy, and stays ("…, please?").
  if (last.normal === 'please' && (!hasTag(last, 'Expression') || /^please$/i.test(last.text))) return tokens;
  const at = tokens.lastIndexOf(last);
  const before = tokens[at - 1];
  // The space before the dropped word goes with it; what followed it (a "!") is trimmed later.
  return before ? [...tokens.slice(0, at - 1), { ...before, post: last.post }] : tokens.slice(at + 1);
}

export function phraseRequest(
  verbPhrase: readonly Token[],
  negative: boolean,
  context: RequestContext,
): string {
  const eased = easePressure(withoutExasperatedEnding(verbPhrase, negative), context);
  const body = lowerFirst(
    joinTokens(eased)
      .trim()
      .replace(/[\s.!?,;:—–-]+$/u, ''),
  );
  const frame = frameFor(context, negative);
  // Rule "ability-asked-once": "Could you post it today if you can?" asks whether the reader can
  // twice; a question frame already asks it, so a closing "if you can" goes. Near miss: "if you
  // can't make it" (a condition) and "Please post it if you can" (no question frame) keep it.
  const asked = frame.close.includes('?') ? body.replace(/,?\s+if you can$/i, '') : body;
  return framed(frame, asked);
}

function framed(frame: { open: string; close: string }, body: string): string {
  const { body: words, symbols } = splitClosingSymbols(body);
  if (symbols) return `${frame.open} ${words}${frame.close} ${symbols}`;
  // "Join now: https://..." -> "Could you join before then? https://...": the link stays whole.
  const link = body.match(/[\s:]+((?:https?:\/\/|www\.)\S+)$/u);
  if (link?.[1]) return `${frame.open} ${body.slice(0, link.index)}${frame.close} ${link[1]}`;
  return `${frame.open} ${body}${frame.close}`;
}
