import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "untold-news": the news a why-question says was not told stays as news', () => {
  it('"Why didn\'t you tell me the venue changed?" keeps that the venue changed', () =>
    expect(rewriteText("Why didn't you tell me the venue changed? I drove to Leeds for nothing.")).toMatch(
      /^The venue changed\./,
    ));
  it('"Why didn\'t you tell me?" asks for nothing that can still be done', () => {
    const out = rewriteText("Why didn't you tell me? I waited an hour at the station.");
    expect(out).not.toMatch(/could you tell me/i);
    expect(out).toMatch(/waited an hour at the station/);
  });
  it('near miss: "Why haven\'t you sent the report?" still asks for the report', () =>
    expect(rewriteText("Why haven't you sent the report?")).toMatch(/send the report\?/));
  it('near miss: "Why haven\'t you told me the date yet?" can still be done, and is asked', () =>
    expect(rewriteText("Why haven't you told me the date yet?")).toMatch(/tell me the date\?/));
});
