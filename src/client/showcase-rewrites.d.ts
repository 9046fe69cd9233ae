// Made at build time by scripts/showcase-rewrites.ts from src/client/lib/showcase-messages.ts.
declare module 'virtual:showcase-rewrites' {
  type ShowcaseRewrite = { id: string; situation: string; before: string; after: string };
  export const BEFORE_AFTER_REWRITES: readonly ShowcaseRewrite[];
  export const TEASER_REWRITE: ShowcaseRewrite;
}
