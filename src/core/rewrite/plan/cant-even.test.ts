import { describe, expect, it } from 'vitest';
import { rewriteText } from '../test-support.ts';

describe('rule "cant-even-is-the-wish": the least thing hoped for is asked for, never forbidden', () => {
  it.each([
    ["You can't even rinse your mug.", 'Could you rinse your mug?'],
    ["After everything I've done for you, you can't even water the plants.", 'Could you water the plants?'],
  ])('%s', (text, out) => expect(rewriteText(text)).toBe(out));
  it.each(["You can't park there.", "I can't even find my keys.", "You can't even tell they're twins."])(
    'near miss: %s is asked for nothing',
    (text) => expect(rewriteText(text)).not.toMatch(/^Could you/),
  );
});
