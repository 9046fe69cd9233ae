import { z } from 'zod';
import { ENGINE_MESSAGES as MESSAGES } from './catalog/engine-messages.ts';

// Issue 13: the one rule for what any text field (and any cookie) may hold, shared by the forms,
// the server's schemas and its edge guard. Tabs and line breaks are text; the other C0 control
// characters (NUL above all, which PostgreSQL cannot store), DEL, and a UTF-16 surrogate without
// its partner (which no encoding can write) are not.
const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

// z.string() for a person's text: refuses unsafe characters with a message they can act on.
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((text) => !hasUnsafeCharacters(text), MESSAGES.TEXT_HAS_CONTROL_CHARACTERS);
}
