import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from '../test-support.ts';

// Rule "joined-verb-follows-its-clause" (message-model.ts): a verb joined by "and" to a statement
// continues the statement, so it is no hostile order either. Messages written for this test.
describe('a joined verb after a statement tells what happened', () => {
  it.each([
    ['the council raised the rents and pass crazy rules every year .', /and pass crazy rules every year/],
    ['the kids saw the spider and scream aww shit !', /and scream/],
  ])('%s keeps the joined clause', (message, kept) => expect(rewrite(message)).toMatch(kept));
  it.each(['I did my part and go die in a ditch', 'I paid my share and kill yourself'])(
    'near miss: %s still drops the abuse',
    (message) => expect(rewrite(message)).not.toMatch(/die|kill/),
  );
});

// Rule "blamed-event" (blamed-events.ts): a negative word that names someone ("the victim") is
// part of what happened, not a verdict on the reader.
describe('a blamed event may name a negative thing', () => {
  it('you failed to help the victim keeps the event', () =>
    expect(rewrite('you failed to help the victim , so fuck you .')).toMatch(/help the victim/));
  it('near miss: a verdict in the object is no event', () =>
    expect(rewrite('You ruined your stupid chances.')).not.toMatch(/stupid/));
});

describe('"but" after "anything" or "nothing" means "except" (message-model.ts)', () => {
  it('they never do anything but complain', () =>
    expect(rewrite('they never do anything but complain about the damn rota')).toMatch(
      /anything but complain about the rota/,
    ));
  it('near miss: "…, but send it today" still asks', () =>
    expect(rewrite("I know you're busy, but send it today.")).toMatch(/Could you send it today\?/));
});
