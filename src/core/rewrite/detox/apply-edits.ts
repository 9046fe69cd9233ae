import { type Token, withText } from '../parse/tokens.ts';
import type { DetoxEdit } from './word-edits.ts';

// "i hate reading this shit ." without "shit": the sentence's end mark stays, on the word before.
// Rule "end-mark-takes-the-comma": "so in short , fuck you ." -> "so in short .": a comma that only
// led into the deleted words is left with nothing to join, and the end mark takes its place
// (it read "so in short , ."). Near miss: "well , that is it" has no deletion at the end.
function keepEndMark(out: Token[], post: string): void {
  // A comma typed as a word of its own ("short , fuck you .") goes whole.
  if (/[.!?…]/.test(post) && out.length > 1 && /^[,;:]$/.test(out.at(-1)?.text.trim() ?? '')) out.pop();
  const before = out.at(-1);
  if (!before || !/[.!?…]/.test(post) || /[.!?…]/.test(before.post)) return;
  out[out.length - 1] = { ...before, post: before.post.replace(/\s*[,;:]?\s*$/, '') + post };
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
