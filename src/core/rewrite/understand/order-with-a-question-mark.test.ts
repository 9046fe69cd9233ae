import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "order-with-a-question-mark": an order typed with a question mark still asks', () => {
  it.each(['Let me know what you think?', 'Call me when you land?', 'Send me the file?'])(
    '%s is kept',
    (text) => expect(rewriteText(text)).toBe(text),
  );
  it.each(["Tell me you didn't just delete it?", 'Get a grip?'])(
    'near miss: %s is disbelief or a put-down, and goes',
    (text) => expect(rewriteText(text)).toBe(''),
  );
});
