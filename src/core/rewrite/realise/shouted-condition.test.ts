import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// A threat's condition, made the ask (condition-request.ts), is read from the cleaned words, so a
// shouted condition asks in sentence case. Messages written for this test.
describe('a shouted condition asks in sentence case', () => {
  it('capitals are lowered, names and the time kept', () =>
    expect(rewrite('IF THE SIGNED NDA IS NOT BACK BY MONDAY 10AM THERE WILL BE TROUBLE.')).toMatch(
      /^Could you make sure the signed NDA is back by Monday 10am\?/,
    ));
  it('near miss: a condition typed in plain case is unchanged', () =>
    expect(rewrite('If the keys are not back by Monday, there will be trouble.')).toMatch(
      /^Could you make sure the keys are back by Monday\?/,
    ));
});

describe('a contraction typed without its apostrophe loses its "not" whole', () => {
  it('"isnt" becomes "is", never a kept "isnt" that says the opposite', () =>
    expect(rewrite("If it isnt in my account by friday I'm handing it to a collections agency.")).toMatch(
      /^Could you make sure it is in my account by friday\?/,
    ));
  it('near miss: "isn\'t" with its apostrophe', () =>
    expect(rewrite("If it isn't in my account by friday I'm handing it to a collections agency.")).toMatch(
      /^Could you make sure it is in my account by friday\?/,
    ));
});
