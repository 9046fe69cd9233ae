import { describe, expect, it } from 'vitest';
import { type Intent, type Persona, TONES, type Tone } from '../schemas.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// spec §3: personas and intents change the message itself, not only the greeting.

const ORIGINAL = 'You need to send the Q3 numbers by Friday. Also update the budget sheet. This is critical.';
const write = (options: { tone?: Tone; intent?: Intent; persona?: Persona }, text = ORIGINAL) =>
  rewriteMessage(
    buildRequest(
      'write-email',
      text,
      options.tone ?? 'supportive',
      options.intent ?? 'ask',
      options.persona ?? 'general',
    ),
  ).generatedMessage;
const bodyLines = (text: string) => text.split('\n').slice(1);

describe('personas', () => {
  it('manager-rsd leads with appreciation', () => {
    expect(bodyLines(write({ persona: 'manager-rsd' }))[0]).toMatch(/^Thank you for all your work/);
  });

  it('friend-executive keeps to exactly one small next step', () => {
    const output = write({ persona: 'friend-executive' });
    expect(output.match(/next step/gi)).toHaveLength(1);
    expect(output).not.toMatch(/^- /m);
    expect(output).toContain('Q3');
  });

  it('teammate-adhd names a concrete first step', () => {
    expect(write({ persona: 'teammate-adhd' })).toMatch(/^First step: Send the Q3 numbers by Friday\.$/m);
  });

  it('neurodivergent-client is literal and uses no idioms', () => {
    for (const tone of TONES) {
      const output = write({ tone, persona: 'neurodivergent-client' });
      expect(output).toContain('What I am asking:');
      expect(output).not.toMatch(/no rush|just say|shout|wires crossed|heads up|touch base/i);
    }
  });

  it('family-adhd is warm and personal', () => {
    expect(write({ persona: 'family-adhd' })).toMatch(
      /I hope your day is going okay\.[\s\S]*I appreciate you\./,
    );
  });

  it('every persona gives a different message', () => {
    const personas: Persona[] = [
      'general',
      'teammate-adhd',
      'manager-rsd',
      'friend-executive',
      'neurodivergent-client',
      'family-adhd',
    ];
    expect(new Set(personas.map((persona) => write({ persona }))).size).toBe(personas.length);
  });
});

describe('intents', () => {
  it('say-no declines clearly and offers an alternative instead of asking', () => {
    const output = write({ intent: 'say-no' });
    expect(output).toContain("I can't send the Q3 numbers by Friday or update the budget sheet.");
    expect(output).toMatch(/instead|another time/i);
    expect(output).not.toContain('Could you help with these?');
  });

  it('apologize owns the writer’s part and says what happens next', () => {
    const output = write({ intent: 'apologize' });
    expect(output).toMatch(/sorry/i);
    expect(output).toMatch(/on me/);
    expect(output).toMatch(/Next, I'll/);
  });

  it('update leads with the news and follow-up says it is a follow-up', () => {
    expect(write({ intent: 'update' })).toMatch(/update/i);
    expect(write({ intent: 'follow-up' })).toMatch(/following up/i);
  });
});
