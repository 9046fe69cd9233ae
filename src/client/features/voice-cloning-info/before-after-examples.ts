import { BEFORE_AFTER_REWRITES } from 'virtual:showcase-rewrites';

// Two before/after pairs for the voice-cloning info page (spec §2). The calm version is the engine's
// own rewrite, made at build time (lib/showcase-messages.ts), and is the one Play Voice Sample speaks.
export type BeforeAfterExample = { id: string; situation: string; before: string; after: string };

export const BEFORE_AFTER_EXAMPLES: readonly BeforeAfterExample[] = BEFORE_AFTER_REWRITES;
