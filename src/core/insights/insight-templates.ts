import type { RuleId } from '../analysis/rule-types.ts';

// The insight cards of the result card (spec §2, §5), most important first. Each card explains
// what changed and why it helps a reader with ADHD. `words` quotes the matched words, if any.
export interface InsightTemplate {
  readonly id: string;
  readonly rules: readonly RuleId[];
  // When the rewrite no longer triggers the rules.
  readonly resolvedTitle: string;
  // When there is no rewrite yet, or it still triggers them.
  readonly pendingTitle: string;
  readonly body: (words: string) => string;
}

const quoted = (words: string, fallback: string) => (words ? `Words like ${words}` : fallback);

export const INSIGHT_TEMPLATES: readonly InsightTemplate[] = [
  {
    id: 'pressure',
    rules: ['pressure'],
    resolvedTitle: 'Pressure words removed',
    pendingTitle: 'Pressure words found',
    body: (words) =>
      `${quoted(words, 'Urgent words')} can set off anxiety and task paralysis in ADHD readers. A calm, specific time frame makes the task feel doable.`,
  },
  {
    id: 'emotional',
    rules: ['emotional'],
    resolvedTitle: 'Emotional charge taken out',
    pendingTitle: 'Emotional words found',
    body: (words) =>
      `${quoted(words, 'Emotional words')} can land as rejection for people with rejection sensitivity. Stating the facts and the next step keeps the focus on the task.`,
  },
  {
    id: 'demanding',
    rules: ['demanding'],
    resolvedTitle: 'Demands turned into requests',
    pendingTitle: 'Demanding phrases found',
    body: (words) =>
      `${quoted(words, 'Demanding phrases')} leave no room to negotiate. A request invites a reply and makes it easier to say what actually works.`,
  },
  {
    id: 'structure',
    rules: ['too-long', 'lacks-structure'],
    resolvedTitle: 'Broken into small pieces',
    pendingTitle: 'Long block of text',
    body: () =>
      'Long paragraphs are hard to hold in working memory. Short lines and lists let the reader act on one point at a time.',
  },
  {
    id: 'questions',
    rules: ['too-many-questions'],
    resolvedTitle: 'One question at a time',
    pendingTitle: 'Many questions at once',
    body: () =>
      'A string of questions is easy to lose track of. Separate or numbered questions are easier to answer completely.',
  },
  {
    id: 'specifics',
    rules: ['vague', 'negative'],
    resolvedTitle: 'Clear and blame-free wording',
    pendingTitle: 'Vague or negative wording',
    body: (words) =>
      `${quoted(words, 'Vague or negative words')} make the reader guess what is meant or feel blamed. Naming the exact item and the next step removes both.`,
  },
  {
    id: 'context',
    rules: ['lacks-context', 'lacks-reassurance'],
    resolvedTitle: 'Reason and reassurance added',
    pendingTitle: 'Reason and reassurance missing',
    body: () =>
      'Knowing why something matters helps an ADHD brain prioritise, and a line like "no rush" lowers the stress of replying.',
  },
];

// Shown when nothing else applies, so the result card never explains nothing.
export const ALREADY_FRIENDLY = {
  id: 'already-friendly',
  title: 'Already ADHD-friendly',
  body: 'This message is short, calm and clear. It gives the reader room to respond in their own time.',
} as const;
