import { type Token, withText } from '../parse/tokens.ts';
import type { DetoxEdit } from './word-edits.ts';

// "i hate reading this shit ." without "shit": the sentence's end mark stays, on the word before.
function keepEndMark(out: Token[], post: string): void {
  const before = out.at(-1);
  if (!before || !/[.!?…]/.test(post) || /[.!?…]/.test(before.post)) return;
  out[out.length - 1] = { ...before, post: before.post.replace(/\s+$/, '') + post };
}

// The tokens with the edits made; a replacement keeps the spacing after the last word it covers.
export function applyDetoxEdits(tokens: readonly Token[], edits: readonly DetoxEdit[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  for (const edit of edits) {
    while (index < edit.from) out.push(tokens[index++] as Token);
    const last = tokens[edit.to - 1] as Token;
    if (edit.text) out.push({ ...withText(tokens[edit.from] as Token, edit.text), post: last.post });
    else keepEndMark(out, last.post);
    index = edit.to;
  }
  while (index < tokens.length) out.push(tokens[index++] as Token);
  return out;
}
