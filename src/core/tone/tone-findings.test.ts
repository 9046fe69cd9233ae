import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis/analyze.ts';
import { insightCards } from '../insights/insight-cards.ts';
import { parseMessage } from '../rewrite/parse/segment.ts';
import { buildMessageModel } from '../rewrite/understand/build-message-model.ts';
import { analyzeMessage } from './analyze-message.ts';
import { findToneIssues } from './tone-findings.ts';

const kinds = (text: string) => findToneIssues(text).map((finding) => finding.ruleId);

describe('findings beyond the spec word rules', () => {
  const text = 'Why did you not reply yesterday?? Fix it now.';

  it('finds what no listed word names, with spans and a gentler alternative', () => {
    const findings = findToneIssues(text);
    expect(findings.map((finding) => [finding.ruleId, text.slice(finding.start, finding.end)])).toEqual([
      ['rhetorical', 'Why did you not reply yesterday??'],
      ['pressing-order', 'Fix it now.'],
    ]);
    expect(findings[1]?.suggestion).toMatch(/“Could you fix it\?”/);
    expect(findings.every((finding) => finding.beyondSpec)).toBe(true);
  });

  it('leaves the §5 findings as they were and adds its own after them', () => {
    const mixed = 'You must fix the fence ASAP. Why did you not reply yesterday??';
    const full = analyzeMessage(mixed);
    expect(full.findings.filter((finding) => !finding.beyondSpec)).toEqual(analyze(mixed).findings);
    expect(full.findings.filter((finding) => finding.beyondSpec)).toEqual(findToneIssues(mixed));
  });

  it.each([
    ["You're hopeless with deadlines.", 'insult'],
    ['I will not chase you about this again.', 'threat'],
    ['Great job forgetting the cake, as usual.', 'sarcasm'],
    ['Do you even open your inbox?', 'rhetorical'],
  ])('%s is marked %s', (message, ruleId) => {
    expect(kinds(message)).toContain(ruleId);
  });

  // issue 25: a reproachful double question is a kind of question, not one sentence.
  it.each(["Why haven't you replied yet??", 'Have you sent it yet??', 'Did you read my email??'])(
    '%s is a reproachful double question',
    (message) => {
      expect(kinds(message)).toEqual(['rhetorical']);
    },
  );

  it.each(['Did you get my note?', 'Is the meeting at 3??', 'Can we talk on Monday?'])(
    '%s is a real question',
    (message) => expect(kinds(message)).toEqual([]),
  );

  it('finds nothing in a kind message', () => {
    expect(findToneIssues('Thanks for the flowers, they brightened the whole office!')).toEqual([]);
  });

  it('marks each swear word alone, without its article or punctuation', () => {
    const message = 'What the hell is this shit, and the damn report?';
    const swearing = findToneIssues(message).filter((finding) => finding.ruleId === 'swearing');
    expect(swearing.map((finding) => message.slice(finding.start, finding.end))).toEqual([
      'hell',
      'shit',
      'damn',
    ]);
  });

  it('shows a tone card among the insight cards: first when no rule fired, else second', () => {
    expect(insightCards(text, analyzeMessage(text)).map((card) => card.id)).toContain('tone-beyond-rules');
    const noRule = 'Fix the fence.';
    expect(insightCards(noRule, analyzeMessage(noRule))[0]?.id).toBe('tone-beyond-rules');
    const withRules = 'You must fix the fence ASAP. Why did you not reply yesterday??';
    expect(insightCards(withRules, analyzeMessage(withRules))[1]?.id).toBe('tone-beyond-rules');
  });
});

// issue 25: the tooltip once suggested "Could you the slides as soon as possible?" for "I need the
// slides ASAP": a need names a thing, so it is asked for as a thing.
describe('the suggestion is a whole sentence', () => {
  it.each([
    ['I need the slides ASAP.', '“Could I have the slides as soon as possible?”'],
    ['Need the signed contract by Friday.', '“Could I have the signed contract by Friday?”'],
    ['Send me the slides ASAP.', '“Could you send me the slides as soon as possible?”'],
    ["Don't merge the branch.", '“Please don’t merge the branch.”'],
    ['I need the report now.', '“Could I have the report?”'],
    ['Drop everything else.', '“Could you drop everything else?”'],
  ])('%s → %s', (message, request) => {
    const [finding] = findToneIssues(message);
    expect(finding?.suggestion).toContain(request.replace('’', "'"));
  });

  it('never frames a clause that names no action as "Could you …"', () => {
    const messages = [
      'I need your half ($650) today.',
      'Need an answer.',
      'I need the Q3 numbers.',
      "Kids' school forms are due tomorrow",
      'Also, can you let the schedulers know about the name change?',
    ];
    for (const message of messages) {
      for (const finding of findToneIssues(message))
        expect(finding.suggestion ?? '').not.toMatch(/Could you (the|an?|your|my|kids'|,|can)(\s|$)/i);
    }
  });
});

describe('the message model the tone reading builds', () => {
  // It leaves out the time limits (chrono on every clause), which no finding reads: everything
  // else in the model, the hostility and asks the findings come from, is the full model's.
  it.each([
    'Send me the report by Friday 5pm or else. Why is this always late??',
    'If the deck is not here by 9am tomorrow, don’t bother coming in.',
    'Hi Sam,\n\n- book the room before Thursday\n- fix it now\n\nThanks!',
  ])('is the full model without its time limits: “%s”', (text) => {
    const full = buildMessageModel(parseMessage(text));
    const light = buildMessageModel(parseMessage(text), { timeLimits: false });
    expect(full.timeLimits.length).toBeGreaterThan(0);
    expect(light.timeLimits).toEqual([]);
    const withoutLimits = (model: typeof full) =>
      model.sentences.map((sentence) => sentence.clauses.map((clause) => ({ ...clause, timeLimit: null })));
    expect(withoutLimits(light)).toEqual(withoutLimits(full));
    expect({ ...light, lines: [], sentences: [], timeLimits: [] }).toEqual({
      ...full,
      lines: [],
      sentences: [],
      timeLimits: [],
      asks: full.asks.map((clause) => ({ ...clause, timeLimit: null })),
      hostile: full.hostile.map((clause) => ({ ...clause, timeLimit: null })),
    });
  });
});
