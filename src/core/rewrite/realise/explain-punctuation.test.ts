import { describe, expect, it } from 'vitest';
import { REWRITE_EXPLANATIONS as TEXT } from '../../catalog/rewrite-explanations.ts';
import { TransformRequestSchema } from '../../schemas.ts';
import { rewriteMessage } from '../rewrite.ts';

// The explanation names what changed: calmed "??" is not "lowered capitals". Messages written for
// this test.
const rewrite = (originalMessage: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage }));

describe('explaining calmer punctuation and capitals', () => {
  it('says the punctuation was calmed, not that capitals were lowered', () => {
    const { explanation } = rewrite('did the courier come?? the box is not on the porch');
    expect(explanation).toContain(TEXT.punctuation);
    expect(explanation).not.toContain(TEXT.shouting);
  });

  it('says capitals were lowered where they were shouted (near miss)', () => {
    expect(rewrite('THE COURIER IS COMING AT NOON.').explanation).toContain(TEXT.shouting);
  });
});
