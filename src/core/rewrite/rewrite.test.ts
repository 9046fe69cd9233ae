import { describe, expect, it } from 'vitest';
import { findTriggerWords } from '../analysis/analyze.ts';
import type { TransformRequest } from '../schemas.ts';
import { buildRequest } from './quality.ts';
import { rewriteMessage } from './rewrite.ts';

// The editor on messages of every kind, written for these tests. Each case says what a careful
// human editor keeps and what they would never write.

const rewrite = (originalMessage: string, options: Partial<TransformRequest> = {}) =>
  rewriteMessage({
    ...buildRequest('write-email', originalMessage, 'supportive', 'ask', 'general'),
    ...options,
  });

const FALSE_REASSURANCE =
  /no rush|no pressure|no hurry|take your time|when(ever)? you can\b|in your own time/i;

describe('real time limits', () => {
  it.each([
    ['You must return the rental van by 9am Saturday or they keep the deposit.', /9am Saturday/],
    ['Submit your timesheet before payroll closes at 6pm today.', /6pm today/],
    ['The venue needs final numbers by 14 March. Send them now.', /14 March/],
  ])('%s keeps the limit and adds no reassurance', (text, limit) => {
    const { generatedMessage, explanation } = rewrite(text);
    expect(generatedMessage).toMatch(limit);
    expect(generatedMessage).not.toMatch(FALSE_REASSURANCE);
    expect(explanation).toMatch(/time limit/);
  });

  it('points "now" at the time limit the message already gives', () => {
    const text = 'The courier leaves at 4pm because the depot shuts early. Pack the boxes now.';
    const { generatedMessage } = rewrite(text, { tone: 'direct' });
    expect(generatedMessage).toBe(
      'The courier leaves at 4pm because the depot shuts early. Please pack the boxes before then.',
    );
  });
});

describe('already-kind messages', () => {
  it.each([
    'Thanks so much for covering my shift on Sunday, I owe you one!',
    'Would Tuesday at 11 suit you for the handover? Happy to move it if not.',
    'Running ten minutes late, grab us a table!',
    'I can’t make the book club this month, I’m away for work.',
  ])('%s comes back unchanged, and the explanation says why', (text) => {
    const { generatedMessage, explanation } = rewrite(text, { tone: 'friendly', intent: 'update' });
    expect(generatedMessage).toBe(text);
    expect(explanation).toMatch(/already clear and kind/);
  });
});

describe('hostility goes, the content stays', () => {
  it.each([
    [
      'Are you completely incapable of reading? The form goes to Priya, not me.',
      /form goes to Priya/,
      /incapable/,
    ],
    [
      'You broke the build AGAIN. Revert commit 4f2a1c before the demo.',
      /4f2a1c.*demo|demo.*4f2a1c/,
      // What happened stays as an observation ("The build was broken."); the finger goes.
      /again|you broke/i,
    ],
    ['I will not remind you again. The car insurance renews on 2 June.', /2 June/, /remind you/],
    ['Wow, great job losing the keys as usual. The spare set is with Nadia.', /Nadia/, /great job|as usual/],
    ['Do you even read the group chat? The picnic moved to Hyde Park.', /Hyde Park/, /even read/],
    [
      'Nobody here ever cleans the microwave. Could you wipe it after lunch?',
      /wipe it after lunch/,
      /nobody/i,
    ],
  ])('%s', (text, keep, forbid) => {
    const { generatedMessage } = rewrite(text);
    expect(generatedMessage).toMatch(keep);
    expect(generatedMessage).not.toMatch(forbid);
  });

  it('removes swearing and keeps the sentence around it', () => {
    const { generatedMessage } = rewrite(
      'The damn printer on level 2 is jammed. Can you call facilities before 3pm?',
    );
    expect(generatedMessage).toBe('The printer on level 2 is jammed. Can you call facilities before 3pm?');
  });

  it('lowers a shouted "PLEASE" even when nothing else in the sentence changes', () => {
    const { generatedMessage } = rewrite(
      "Can you PLEASE water the plants before the 4pm viewing? It's a disgrace.",
    );
    expect(generatedMessage).toBe('Can you please water the plants before the 4pm viewing?');
  });

  it('lowers a sentence typed in capitals, but keeps names in capitals', () => {
    const { generatedMessage } = rewrite('SEND THE SIGNED NDA TO HR BY 5PM FRIDAY!!!', { tone: 'direct' });
    expect(generatedMessage).toBe('Please send the signed NDA to HR by 5pm Friday.');
  });

  it('when every fuller edit would score below the original, still lowers its shouting', () => {
    const { generatedMessage } = rewrite(
      'The printer is jammed AGAIN because nobody ever refills the paper tray. Refill it on your way in.',
    );
    expect(generatedMessage).not.toMatch(/AGAIN/);
    expect(generatedMessage).toMatch(/printer is jammed again/);
  });

  it("keeps the writer's greeting and signature as typed, and adds no thank-you after a sign-off", () => {
    const { generatedMessage } = rewrite(
      'Hi Priya,\n\nAs I said before, the boiler service is booked for 8am Monday. Leave the side gate open.\n\nCheers,\nFacilities Team',
    );
    expect(generatedMessage).toBe(
      'Hi Priya,\n\nThe boiler service is booked for 8am Monday. Could you leave the side gate open?\n\nCheers,\nFacilities Team',
    );
  });

  it('reads a threat that hangs on a condition as a request for what the condition names', () => {
    const direct = rewrite("If the invoice doesn't reach accounts by the 3rd, there will be consequences.", {
      tone: 'direct',
    });
    expect(direct.generatedMessage).toBe('Please make sure the invoice reaches accounts by the 3rd.');
    // A consequence that says what happens is information and stays.
    const real = rewrite("If the payment isn't received by Friday, the account will be suspended.");
    expect(real.generatedMessage).toMatch(/account will be suspended/);
  });

  it('turns the one real ask inside an insult into a request', () => {
    const { generatedMessage } = rewrite('Stop being an idiot and send me the spreadsheet.');
    expect(generatedMessage).toMatch(/^Could you send me the spreadsheet\?/);
    expect(generatedMessage).not.toMatch(/idiot/);
  });

  it('a blaming why-question becomes the request it implies', () => {
    const { generatedMessage } = rewrite("Why haven't you booked the train tickets to York?");
    expect(generatedMessage).toMatch(/^Could you book the train tickets to York\?/);
  });
});

describe('meaning is kept', () => {
  it('keeps a negation as a firm, kind request', () => {
    expect(rewrite('Never share the admin password over email.', { tone: 'direct' }).generatedMessage).toBe(
      "Please don't share the admin password over email.",
    );
  });

  it('keeps an obligation an obligation: "must" is never "may"', () => {
    const { generatedMessage } = rewrite('The boiler must be serviced every year.');
    expect(generatedMessage).toBe('The boiler needs to be serviced every year.');
  });

  it('keeps a feeling that carries information, with a calmer word', () => {
    const { generatedMessage } = rewrite("I'm worried that the caterer hasn't confirmed for Friday.");
    expect(generatedMessage).toMatch(/uneasy that the caterer hasn't confirmed for Friday/);
  });

  it('keeps links, ids and their casing exactly', () => {
    const text = 'Fix ticket OPS-118 now, the log is at https://logs.example.com/Run/77';
    const { generatedMessage } = rewrite(text);
    expect(generatedMessage).toContain('OPS-118');
    expect(generatedMessage).toContain('https://logs.example.com/Run/77');
    expect(generatedMessage).not.toContain('https://logs.example.com/Run/77.');
  });

  it('leaves no spec trigger word behind', () => {
    const text =
      'URGENT: you need to send the mandatory forms ASAP, the deadline is critical and I am frustrated.';
    expect(findTriggerWords(rewrite(text).generatedMessage)).toEqual([]);
  });
});

describe('intents that fit, and ones that do not', () => {
  it('a say-no that declines stays a refusal', () => {
    const text = "Sorry, I can't lend you the tent this weekend, we're camping ourselves.";
    const { generatedMessage } = rewrite(text, { intent: 'say-no' });
    expect(generatedMessage).toMatch(/can't lend you the tent/);
    expect(generatedMessage).not.toMatch(/\byes\b/i);
  });

  it("say-no on the writer's own instruction keeps the request and says why", () => {
    const { generatedMessage, explanation } = rewrite(
      'Please send me the venue invoice by the 30th so I can pay it.',
      { intent: 'say-no' },
    );
    expect(generatedMessage).not.toMatch(/I can't|I won't/);
    expect(generatedMessage).toMatch(/venue invoice by the 30th/);
    expect(explanation).toMatch(/say no/);
  });

  it('say-no declines a favour asked as a question, from the other side, keeping its details', () => {
    const { generatedMessage, explanation } = rewrite(
      'Could you water my plants while I am in Lisbon from 3 to 10 May? The key is under the mat.',
      { intent: 'say-no', tone: 'direct' },
    );
    expect(generatedMessage).toBe(
      "I can't water your plants while you are in Lisbon from 3 to 10 May. The key is under the mat.",
    );
    expect(explanation).toMatch(/Declined/);
  });

  it('say-no on news that asks nothing declines nothing, and says why', () => {
    const { generatedMessage, explanation } = rewrite('The boiler engineer comes on Thursday at 8am.', {
      intent: 'say-no',
    });
    expect(generatedMessage).toBe('The boiler engineer comes on Thursday at 8am.');
    expect(explanation).toMatch(/nothing to decline/);
  });

  it('apologize never invents an apology', () => {
    const { generatedMessage, explanation } = rewrite('Send the minutes to the whole team now.', {
      intent: 'apologize',
    });
    expect(generatedMessage).not.toMatch(/sorry|apolog/i);
    expect(explanation).toMatch(/doesn’t apologise/);
  });
});

describe('options change the message for real', () => {
  const text = 'Send the signed consent form to the school office by Thursday.';

  it('each tone words the ask differently', () => {
    const bodies = (['supportive', 'friendly', 'direct', 'reassuring'] as const).map(
      (tone) => rewrite(text, { tone }).generatedMessage,
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it('teammate-adhd gets several asks as numbered steps, first', () => {
    const { generatedMessage } = rewrite('The demo is on Friday at 10am. Update the slides. Book room 3B.', {
      persona: 'teammate-adhd',
    });
    expect(generatedMessage.split('\n').slice(0, 2)).toEqual([
      '1. Could you update the slides?',
      '2. Could you book room 3B?',
    ]);
  });

  it('manager-rsd gets no bare order even in a direct tone, and no reproach', () => {
    const { generatedMessage } = rewrite('Send the Q3 numbers again, they still have gaps.', {
      persona: 'manager-rsd',
      tone: 'direct',
    });
    expect(generatedMessage).toMatch(/^Could you send the Q3 numbers/);
    expect(generatedMessage).not.toMatch(/\bagain\b|\bstill\b/);
  });
});

describe('task types', () => {
  it('realtime-phrases gives 3 to 5 distinct lines to say aloud', () => {
    const lines = rewrite('You keep talking over me in every meeting.', {
      taskType: 'realtime-phrases',
    }).generatedMessage.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('compose-from-notes writes sentences, keeps every note and asks once', () => {
    const notes = '- vet for Pip Thu 5pm\n- council tax due 1 Dec\n- ask Ravi about the gutter';
    const output = rewrite(notes, { taskType: 'compose-from-notes' }).generatedMessage;
    expect(output).toBe(
      'Vet for Pip is Thursday at 5pm. The council tax is due 1 Dec.\nCould you ask Ravi about the gutter?',
    );
  });

  it('schedule-meeting keeps the times given and invents none', () => {
    const output = rewrite('Meet me in room 4B at 9:30 tomorrow.', {
      taskType: 'schedule-meeting',
    }).generatedMessage;
    expect(output).toContain('room 4B at 9:30 tomorrow');
    expect(output.match(/\d+/g)).toEqual(['4', '9', '30']);
  });
});

describe('input with nothing to rewrite', () => {
  it.each(['ok', '👍🎉', '?!…'])('%s gets a plain "nothing to rewrite"', (text) => {
    const { generatedMessage, explanation } = rewrite(text);
    expect(generatedMessage.length).toBeLessThanOrEqual(text.length + 1);
    if (!/[a-z]/i.test(text)) expect(explanation).toMatch(/nothing to rewrite/i);
  });
});

describe('hostile orders are dropped, never asked for', () => {
  it.each(['Go to hell.', 'Get lost.', 'Drop dead.', 'Piss off.', 'Shut the fuck up.'])(
    '%s alone leaves nothing to send',
    (text) => expect(rewrite(text).generatedMessage).toBe(''),
  );
  it.each([
    ['Send me the file and shut up.', 'Could you send me the file?'],
    ['Just send me the file and shut your mouth.', 'Could you send me the file?'],
    ['Go to hell and send me the file.', 'Could you send me the file?'],
    ['Go to hell, Dave. I want the invoice by Friday.', 'I want the invoice by Friday.'],
  ])('%s keeps only the real ask', (text, expected) => expect(rewrite(text).generatedMessage).toBe(expected));
  // Issue 21: a sour concession is a brush-off (brush-offs.ts); alone it leaves nothing to send,
  // and the writer keeps their original.
  it.each(['Fine. Have it your way.', 'Suit yourself.'])('%s is a brush-off, never a request', (text) =>
    expect(rewrite(text).generatedMessage).toBe(''),
  );
});

describe('rule "writers-own-opening": a sentence the writer opened with "and" or "but" keeps it', () => {
  it.each([
    ['and the damn bus was late again today .', /^And the bus/],
    ['The report is late. But the slides are done.', /But the slides are done\./],
  ])('%s', (text, expected) => expect(rewrite(text).generatedMessage).toMatch(expected));
  it('near miss: a clause cut loose by a dropped one loses its joining word', () =>
    expect(rewrite('You idiot. And the report is late.').generatedMessage).toBe('The report is late.'));
});

describe('a dropped swear word takes its elided g with it', () => {
  it.each([
    ["Put a fuckin' coat on, the bus leaves at 8.", /^Could you put a coat on/],
    ["I've got fuckin' moves.", /^I've got moves\.$/],
  ])('%s', (text, expected) => expect(rewrite(text).generatedMessage).toMatch(expected));
  it("near miss: a quoted word keeps its closing quote: I said 'stop'", () =>
    expect(rewrite("I said 'stop' damn it.").generatedMessage).toMatch(/'stop'/));
});

describe('rule "no-swearing-sent": the swearing goes even when the clean edit scores lower', () => {
  it.each(["i 'm in galveston and ain 't do shit about it lol", 'your history of fixing shit is amazing'])(
    '%s',
    (text) => expect(rewrite(text).generatedMessage).not.toMatch(/shit/),
  );
  it('near miss: a message without swearing that no edit can improve stays as written', () =>
    expect(rewrite('See you at the station at 6.').generatedMessage).toBe('See you at the station at 6.'));
});
