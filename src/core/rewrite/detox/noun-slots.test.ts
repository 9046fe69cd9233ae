import { describe, expect, it } from 'vitest';
import { joinTokens, tokenizeSentences } from '../parse/tokens.ts';
import { readClause } from '../understand/clause-facts.ts';
import { applyDetoxEdits } from './apply-edits.ts';
import { detoxEdits } from './word-edits.ts';

// noun-slots.ts on sentences written for it, each rule with its near misses.
const detox = (text: string) => {
  const tokens = tokenizeSentences(text).flat();
  return joinTokens(
    applyDetoxEdits(tokens, detoxEdits(tokens, { scores: readClause(tokens, false).scores })),
  );
};

describe('rule "nothing-at-all": what a denied verb acts on is "anything"', () => {
  it.each([
    ['these rules dont mean shit .', 'these rules dont mean anything .'],
    ["he doesn 't know shit about boilers", "he doesn 't know anything about boilers"],
  ])('%s', (text, sent) => expect(detox(text)).toBe(sent));
  it('near miss: no denial, so a thing', () =>
    expect(detox('he said that shit in march')).not.toMatch(/anything/));
});

describe('rule "subject-keeps-its-place": a swear-word subject becomes "it" or "things"', () => {
  it.each([
    ['when the money runs out shit gets bad .', 'when the money runs out it gets bad .'],
    ['the hoodie came ! shit is so comfy', 'the hoodie came ! it is so comfy'],
  ])('%s', (text, sent) => expect(detox(text)).toBe(sent));
  it('near miss: "this shit is annoying" keeps "this" as the subject', () =>
    expect(detox('this shit is annoying')).toBe('this is annoying'));
});
