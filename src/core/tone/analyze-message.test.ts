import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analyze.ts';
import { MESSAGES } from '../catalog/messages.ts';
import { analyzeMessage } from './analyze-message.ts';

// issue 25: the figures a user reads first (score, severity, issues) see the hostility the tone
// findings see.
describe('analyzeMessage: §5 and the message model together', () => {
  const KIND = 'Hi Sam, could you send me the slides when you have a moment? Thanks!';
  it.each([
    'You are a fucking idiot. Send me the damn report.',
    'What the fuck is this shit? You useless idiot, fix it now.',
    'Are you fucking kidding me? I told you twice. Get your shit together.',
  ])('a hostile, profane message scores below a kind one, with severity high: %s', (hostile) => {
    const analysis = analyzeMessage(hostile);
    expect(analysis.score).toBeLessThan(analyzeMessage(KIND).score);
    expect(analysis.severity).toBe('high');
    expect(analysis.issues).toContain(MESSAGES.ISSUE_HOSTILITY);
    expect(analysis.beyondSpecRules).toEqual(['hostility']);
  });

  it.each([
    ['Send it now', 'pressing-order'],
    ["Why haven't you replied yet??", 'rhetorical'],
  ])('%s no longer scores 100/low', (message, kind) => {
    const analysis = analyzeMessage(message);
    expect(analysis.findings.map((finding) => finding.ruleId)).toContain(kind);
    expect(analysis.score).toBeLessThan(100);
    expect(analysis.severity).toBe('high');
  });

  it.each([
    KIND,
    'Send the report by Friday.',
    'Hey Sam, the fucking printer is broken again. Can you call IT?',
    'You must fix the fence ASAP.',
  ])('a message with no hostile finding scores exactly as §5 says: %s', (message) => {
    const { findings, ...rest } = analyzeMessage(message);
    const { findings: specFindings, ...spec } = analyze(message);
    expect(rest).toEqual(spec);
    expect(findings.filter((finding) => !finding.beyondSpec)).toEqual(specFindings);
  });

  it('takes tone findings read elsewhere (a worker thread) instead of reading them again', () => {
    expect(analyzeMessage('Send it.', undefined, []).score).toBe(analyze('Send it.').score);
  });
});
