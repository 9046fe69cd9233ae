import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { parseChatCompletion } from './parse-reply.ts';

const completion = (content: unknown, finishReason = 'stop') =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content }, finish_reason: finishReason }] });

describe('parseChatCompletion', () => {
  it('reads the first choice and trims the message', () => {
    const reply = parseChatCompletion(
      completion('{"generatedMessage": "  Hello there  ", "explanation": "x"}'),
    );
    expect(reply?.generatedMessage).toBe('Hello there');
    expect(reply?.explanation).toBe('x');
  });

  it('treats analysis parts of the wrong type as missing (spec §5 defaults)', () => {
    const content = JSON.stringify({
      generatedMessage: 'Hello',
      explanation: '',
      analysis: {
        issues: 'none',
        strengths: ['Clear'],
        severity: 'extreme',
        cognitiveLoad: 'high',
        score: 140,
      },
    });
    expect(parseChatCompletion(completion(content))).toEqual({
      generatedMessage: 'Hello',
      explanation: MESSAGES.AI_DEFAULT_EXPLANATION,
      analysis: {
        issues: [],
        strengths: ['Clear'],
        severity: 'low',
        cognitiveLoad: 'high',
        score: 75,
        recommendations: [],
      },
    });
  });

  it('uses default analysis when the reply has none or a non-object one', () => {
    const reply = parseChatCompletion(completion('{"generatedMessage": "Hello", "analysis": "great"}'));
    expect(reply?.analysis).toEqual({
      issues: [],
      strengths: [],
      severity: 'low',
      cognitiveLoad: 'low',
      score: 75,
      recommendations: [],
    });
  });

  it.each([
    ['a body that is not JSON', 'Bad gateway'],
    ['no choices', JSON.stringify({ choices: [] })],
    ['empty content', completion('')],
    ['null content', completion(null)],
    ['a blank generatedMessage', completion('{"generatedMessage": "   "}')],
    ['a generatedMessage that is not text', completion('{"generatedMessage": 42}')],
    ['a JSON array', completion('[{"generatedMessage": "Hello"}]')],
    ['text without braces', completion('Hello, here you go')],
    ['a reply cut off at max_tokens', completion('{"generatedMessage": "Hello"}', 'length')],
  ])('rejects %s', (_name, body) => {
    expect(parseChatCompletion(body)).toBeUndefined();
  });
});
