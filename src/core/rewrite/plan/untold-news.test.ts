import { describe, expect, it } from 'vitest';
import { leavesAsWritten, rewriteText } from '../test-support.ts';

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

describe('rule "counted-burden": counting what the reader cost the writer is blame', () => {
  it('the count goes, and what the message is about stays', () =>
    expect(
      rewriteText(
        "This is the third time I've had to fix your typos in the newsletter. It goes out at noon.",
      ),
    ).toBe('The newsletter goes out at noon.'));
  leavesAsWritten(
    ["This is the third time I've been to Rome.", "It's the second time you've won, well done!"],
    'near miss: %s is left as it was',
  );
});
