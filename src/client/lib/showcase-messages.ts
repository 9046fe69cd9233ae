// The messages the product shows as its own examples, before their rewrite. Their rewrites are never
// written by hand: the build runs each through the offline engine (scripts/showcase-rewrites.ts), so
// a page can only promise what Calmly produces (issue 25: the info page promised a reply the
// engine never wrote).
export type ShowcaseMessage = { id: string; situation: string; before: string };

// The voice-cloning info page's before/after pairs (spec §2); the calm version is the one spoken by
// Play Voice Sample.
export const BEFORE_AFTER_MESSAGES: readonly ShowcaseMessage[] = [
  {
    id: 'report',
    situation: 'Chasing a report at work',
    before: "I need the Q3 numbers ASAP. Why is this still not done? This is urgent and I'm frustrated.",
  },
  {
    id: 'meeting',
    situation: 'A missed lunch with a friend',
    before: 'You missed our lunch again! Call me back today, we need to pick a new day.',
  },
];

// The landing page's voice-note teaser shows this message's rewrite.
export const TEASER_MESSAGE: ShowcaseMessage = {
  id: 'teaser',
  situation: 'Asking for numbers',
  before: 'Send me the Q3 numbers by Friday. I need them for the board report.',
};
