import { describe, expect, it } from 'vitest';
import { PERSONAS, TransformRequestSchema } from '../schemas.ts';
import { GENERIC_TASK_PROMPT, TASK_TYPES } from '../task-types.ts';
import { PERSONA_GUIDANCE } from './audience.ts';
import { buildChatPrompt } from './build-chat-prompt.ts';

const request = (overrides: Record<string, unknown> = {}) =>
  TransformRequestSchema.parse({ originalMessage: 'Send the Q3 report by Friday.', ...overrides });

describe('buildChatPrompt', () => {
  it('mentions json in the system message, as JSON mode requires (DESIGN §5)', () => {
    const { system, user } = buildChatPrompt(request());
    expect(system.toLowerCase()).toContain('json');
    expect(user.toLowerCase()).toContain('json');
    for (const field of ['generatedMessage', 'explanation', 'issues', 'strengths', 'severity']) {
      expect(system).toContain(field);
    }
    expect(system).toContain('cognitiveLoad');
    expect(system).toContain('recommendations');
  });

  it("uses the task type's own prompt", () => {
    for (const type of TASK_TYPES) {
      expect(buildChatPrompt(request({ taskType: type.id })).user).toContain(type.prompt);
    }
  });

  it('falls back to the generic prompt for an unknown task type (spec §3)', () => {
    const { user } = buildChatPrompt(request({ taskType: 'write-a-sonnet' }));
    expect(user).toContain(GENERIC_TASK_PROMPT);
  });

  it('describes tone, intent and persona', () => {
    const { user } = buildChatPrompt(request({ tone: 'direct', intent: 'say-no', persona: 'manager-rsd' }));
    expect(user).toContain('Tone: direct');
    expect(user).toContain('Intent: say-no');
    expect(user).toContain('lead with appreciation');
    expect(user).toContain('avoid any hint of criticism');
  });

  it('has a description for every persona', () => {
    for (const persona of PERSONAS) {
      expect(buildChatPrompt(request({ persona })).user).toContain(PERSONA_GUIDANCE[persona]);
    }
  });

  it('fences the original message and includes real context only', () => {
    const withContext = buildChatPrompt(request({ context: 'They are new to the team' })).user;
    expect(withContext).toContain('<message>\nSend the Q3 report by Friday.\n</message>');
    expect(withContext).toContain('They are new to the team');
    expect(buildChatPrompt(request({ context: 'none' })).user).not.toContain('Context from the writer');
  });
});

describe('the editing rules in the system prompt (issue 12)', () => {
  const { system, user } = buildChatPrompt(request({ tone: 'reassuring', persona: 'teammate-adhd' }));

  it('asks for every fact and time limit to be kept, and forbids false reassurance', () => {
    expect(system).toContain('Keep every time limit exactly');
    expect(system).toMatch(
      /never write "no rush", "no pressure", "whenever", "when you can", "take your time"/,
    );
    expect(system).toContain('Never invent facts');
  });

  it('drops hostility but keeps negations and obligations, with no padding', () => {
    expect(system).toContain('Drop blame, threats, insults, sarcasm, profanity and venting');
    expect(system).toContain('Keep every negation and every obligation');
    expect(system).toContain('never "you may" or "you could consider"');
    expect(system).toContain('Add no padding');
    expect(system).toContain('return it almost unchanged');
  });

  it("lets the message's own purpose win over a conflicting intent", () => {
    expect(system).toContain("The message's own purpose wins over the chosen intent");
  });

  it('never asks for "no rush" through a tone or a persona', () => {
    expect(user).toContain('Tone: reassuring');
    expect(user).not.toMatch(/no rush|flexible timing/i);
  });
});

describe('the LLM path gets the same task, intent, tone and persona promises as the offline engine (issue 22)', () => {
  const userFor = (overrides: Record<string, unknown>) => buildChatPrompt(request(overrides)).user;

  it('asks a meeting to end with a question about the time, and never to invent one', () => {
    const user = userFor({ taskType: 'schedule-meeting' });
    expect(user).toMatch(/question to confirm or pick a time/);
    expect(user).toMatch(/never invent/);
  });

  it('asks for phrases from the message subject, never generic or echoed', () => {
    const user = userFor({ taskType: 'realtime-phrases' });
    expect(user).toMatch(/three to five/);
    expect(user).toMatch(/No generic lines/);
    expect(user).toMatch(/never repeat the message itself/);
  });

  it('asks notes to become sentences, with a list only for steps', () => {
    expect(userFor({ taskType: 'compose-from-notes' })).toMatch(
      /message in sentences.*only where the items are steps/,
    );
  });

  it('words say-no and apologize so they fit the message, never forced on it', () => {
    expect(userFor({ intent: 'say-no' })).toMatch(/never decline the writer's own instruction/);
    expect(userFor({ intent: 'apologize' })).toMatch(/without "no worries"/);
  });

  it('gives each tone its own wording, and manager-rsd its safety rules', () => {
    expect(userFor({ tone: 'direct' })).toMatch(/no softeners/);
    expect(userFor({ tone: 'friendly' })).toMatch(/contractions/);
    expect(userFor({ persona: 'manager-rsd' })).toMatch(
      /no "why" questions.*never "again", "always" or "this time"/,
    );
    expect(userFor({ persona: 'teammate-adhd' })).toMatch(/time limit first.*numbered/);
  });

  it('keeps closings away from removed reproaches and own sign-offs', () => {
    const { system } = buildChatPrompt(request());
    expect(system).toMatch(/never after blame, an order or a reproach you removed/);
    expect(system).toMatch(/did not fit the message/);
  });
});
