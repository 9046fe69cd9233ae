import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../../schemas.ts';
import { rewriteMessage } from '../../rewrite.ts';

const compose = (originalMessage: string) =>
  rewriteMessage(TransformRequestSchema.parse({ originalMessage, taskType: 'compose-from-notes' }))
    .generatedMessage;

describe('rule "event-note": a word then a day and a time names an event, never an order', () => {
  it('"bbq sun 1pm" says when the barbecue is', () => {
    const text = compose('bbq sun 1pm, bring chairs, gate code 4471');
    expect(text).toMatch(/^The bbq is on Sunday at 1pm\./);
    expect(text).not.toMatch(/could you bbq/i);
    expect(text).toMatch(/bring chairs/);
    expect(text).toMatch(/4471/);
  });
  it('near miss: "ring Sam 6pm" takes an object and stays an ask', () =>
    expect(compose('ring Sam 6pm, gate code 4471, bring chairs')).toMatch(/ring Sam 6pm/));
});
