import { describe, expect, it } from 'vitest';
import { rewriteText as rewrite } from './test-support.ts';

describe('rule "blame-left-names-something": a blame that names a thing is sent as an observation', () => {
  it.each([
    ['shit , you never told me the time', 'You never told me the time'],
    ['fuck your title is confusing .', 'Your title is confusing .'],
  ])('%s', (message, sent) => expect(rewrite(message)).toBe(sent));
  it.each(['You never listen.', "You're an idiot. You never listen."])(
    'near miss: %s names nothing, so nothing is sent',
    (message) => expect(rewrite(message)).toBe(''),
  );
});
