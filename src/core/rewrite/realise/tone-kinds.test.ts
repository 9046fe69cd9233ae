import { describe, expect, it } from 'vitest';
import type { Tone } from '../../schemas.ts';
import { rewriteWith } from './option-case-support.ts';

// Issue 22: kinds of sentence the four tones used to leave alike (tone-kinds.ts).
const toned = (text: string, tone: Tone, persona = 'general' as const) =>
  rewriteWith(text, { tone, persona }).generatedMessage;
const allTones = (text: string) =>
  new Set((['supportive', 'friendly', 'direct', 'reassuring'] as const).map((tone) => toned(text, tone)));

describe('rule "prohibition-in-tone": "Please don\'t …" worded by the tone', () => {
  const text = 'Do not share the draft outside the team again.';
  it('friendly and reassuring ask it in their frame, supportive and direct keep "Please don\'t"', () => {
    expect(toned(text, 'supportive')).toBe("Please don't share the draft outside the team.");
    expect(toned(text, 'direct')).toBe("Please don't share the draft outside the team.");
    expect(toned(text, 'friendly')).toBe(
      'Can you make sure not to share the draft outside the team, please?',
    );
    expect(toned(text, 'reassuring')).toBe(
      'Would you be able to make sure not to share the draft outside the team, please?',
    );
  });
  it('"don\'t forget to" becomes "remember to" when asked', () =>
    expect(toned("Please don't forget to water the basil.", 'reassuring')).toBe(
      'Would you be able to remember to water the basil, please?',
    ));
  it.each(["Please don't hesitate to ring me.", 'Please do not open the attachment, it carries a virus.'])(
    'near miss: %s is not asked as "make sure not to"',
    (near) => expect(toned(near, 'reassuring')).not.toMatch(/make sure not to/),
  );
  it.each([
    "Please don't ever think you are bothering me.",
    'Please do not consider this note simply kind words.',
  ])('near miss: %s comforts, it forbids nothing', (near) =>
    expect(toned(near, 'reassuring')).not.toMatch(/make sure not to/),
  );
  it('rule "prohibition-keeps-please": the writer\'s "please" stays once', () =>
    expect(toned('Please do not deduct any tax for the year 2001.', 'friendly')).toBe(
      'Can you make sure not to deduct any tax for the year 2001, please?',
    ));
  it('near miss: supportive keeps the prohibition as written', () =>
    expect(toned('Please do not deduct any tax for the year 2001.', 'supportive')).toBe(
      'Please do not deduct any tax for the year 2001.',
    ));
  it('near miss: a dropped "I" before "know" is no prohibition', () =>
    expect(toned("Please don't know if the parcel came.", 'friendly')).not.toMatch(/make sure not to know/));
});

describe('rule "invitation-in-tone": "Please don\'t hesitate to …"', () => {
  const text = "If anything is unclear, please don't hesitate to phone me on 0207 555 0101.";
  it('friendly says "feel free", direct says it plainly, a condition keeps its place', () => {
    expect(toned(text, 'friendly')).toBe(
      'If anything is unclear, please feel free to phone me on 0207 555 0101.',
    );
    expect(toned(text, 'direct')).toBe('If anything is unclear, please phone me on 0207 555 0101.');
    expect(toned("Don't hesitate to text me.", 'direct')).toBe('Please text me.');
    expect(toned(text, 'supportive')).toBe(text);
  });
});

describe('rule "proposal-in-tone": "Let\'s …" worded by the tone', () => {
  const text = "Let's go through the seating plan on Thursday.";
  it('friendly asks, reassuring says it can be done, direct keeps it', () => {
    expect(toned(text, 'friendly')).toBe('How about we go through the seating plan on Thursday?');
    expect(toned(text, 'reassuring')).toBe('We can go through the seating plan on Thursday.');
    expect(toned(text, 'direct')).toBe(text);
    expect(toned(text, 'supportive')).toBe(text);
  });
  it('a join before it keeps its place', () =>
    expect(toned("So let's book the van.", 'friendly')).toBe('So how about we book the van?'));
  it.each([
    "Let's not panic about the boiler.",
    "Let's say the budget is ten thousand.",
    "Let's be honest about the numbers.",
  ])('near miss: %s stays in friendly and reassuring', (near) => {
    expect(toned(near, 'friendly')).not.toMatch(/How about/);
    expect(toned(near, 'reassuring')).not.toMatch(/We can/);
  });
  it('near miss: a time limit keeps "Let\'s" in reassuring', () =>
    expect(toned("Let's send the bid by Friday at noon.", 'reassuring')).toMatch(/^Let's/));
});

describe('rule "news-question-in-tone": "Any update on …?"', () => {
  const text = 'Any update on the boiler repair?';
  it('each tone asks for the news its own way', () => {
    expect(toned(text, 'friendly')).toBe('Any news on the boiler repair?');
    expect(toned(text, 'direct')).toBe('Please send an update on the boiler repair.');
    expect(toned(text, 'reassuring')).toBe('Would you be able to share an update on the boiler repair?');
    expect(toned(text, 'supportive')).toBe(text);
  });
  it('thoughts are asked as thoughts', () =>
    expect(toned('Any thoughts on the new logo?', 'direct')).toBe(
      'Please send your thoughts on the new logo.',
    ));
  it.each(['Any questions?', 'Any update on the lease or should I ring the agent?'])(
    'near miss: %s stays in every tone',
    (near) => expect(allTones(near).size).toBe(1),
  );
});

describe('rule "waiting-as-ask-in-tone": "Waiting on your answer about …"', () => {
  const text = 'Waiting on your answer about the caravan booking.';
  it('each tone asks for the answer', () => {
    expect(toned(text, 'friendly')).toBe('Any answer on the caravan booking?');
    expect(toned(text, 'direct')).toBe('Please send your answer about the caravan booking.');
    expect(toned(text, 'reassuring')).toBe(
      'Would you be able to let me know your answer about the caravan booking?',
    );
  });
  it.each(['Waiting for the bus home.', 'I was waiting for your reply when the call dropped.'])(
    'near miss: %s is not asked',
    (near) => expect(toned(near, 'direct')).not.toMatch(/^Please send/),
  );
});

describe('rule "wanted-instead-as-ask": "I wanted X, not Y."', () => {
  const text = 'I wanted the invoice as a PDF, not a photo.';
  it('friendly and reassuring ask for it, direct keeps the statement', () => {
    expect(toned(text, 'friendly')).toBe('Can I get the invoice as a PDF, not a photo?');
    expect(toned(text, 'reassuring')).toBe('Could I have the invoice as a PDF, not a photo?');
    expect(toned(text, 'direct')).toBe(text);
  });
  it('near miss: a story with no "not" stays', () => {
    const near = 'I wanted the blue sofa but it sold out.';
    expect(toned(near, 'friendly')).toBe(near);
  });
});

describe('rule "let-me-know-in-tone": a hedged or conditional "let me know"', () => {
  it('direct puts the ask first, reassuring asks, the writer\'s "please" stays', () => {
    const text = "If the Tuesday slot doesn't suit, please let me know.";
    expect(toned(text, 'direct')).toBe("Please let me know if the Tuesday slot doesn't suit.");
    expect(toned(text, 'reassuring')).toBe(
      "If the Tuesday slot doesn't suit, would you be able to let me know, please?",
    );
    expect(toned(text, 'supportive')).toBe(text);
  });
  it('friendly drops "just" and turns an offer into a short question', () => {
    expect(toned('Just let me know which room you booked.', 'friendly')).toBe(
      'Let me know which room you booked.',
    );
    expect(toned('If you need a lift, just let me know.', 'friendly')).toBe('Need a lift? Let me know.');
  });
  it('an offer is not asked of the reader in reassuring', () => {
    const offer = 'If you have any questions, please let me know.';
    expect(toned(offer, 'reassuring')).toBe(offer);
  });
  it.each([
    'If you agree, would you let me know what size you need.',
    'If so, please let me know and I will order the chairs.',
    "I'll let you know when the parcel comes.",
  ])('near miss: %s keeps its order in direct', (near) =>
    expect(toned(near, 'direct')).not.toMatch(/^Please let me know if/),
  );
});

describe('rule "wh-question-in-tone": a question for a fact, asked in the tone\'s frame', () => {
  it('direct and reassuring embed the question, a pronoun moving before its verb', () => {
    const text = 'Which shelves are you keeping and where do we put the boxes?';
    expect(toned(text, 'direct')).toBe(
      'Please tell me which shelves you are keeping and where we put the boxes.',
    );
    expect(toned(text, 'reassuring')).toBe(
      'Would you be able to tell me which shelves you are keeping and where we put the boxes?',
    );
    expect(toned(text, 'supportive')).toBe(text);
  });
  it('a question about its first noun keeps its order', () =>
    expect(toned('Which day suits the plumber?', 'direct')).toBe(
      'Please tell me which day suits the plumber.',
    ));
  it.each([
    'What is the plan for the garden?',
    'What does she need for the trip?',
    'Can we meet at six?',
    'How are you getting on with the new job?',
  ])('near miss: %s stays a question in direct', (near) => expect(toned(near, 'direct')).toBe(near));
});

describe('rule "let-me-know-after-a-name": the name keeps its place', () => {
  const text = 'Priya, let me know if the hall is free.';
  it('direct and reassuring word what follows the name', () => {
    expect(toned(text, 'direct')).toBe('Priya, please let me know if the hall is free.');
    expect(toned(text, 'reassuring')).toBe('Priya, would you be able to let me know if the hall is free?');
    expect(toned(text, 'supportive')).toBe(text);
  });
  it('near miss: a name before another ask is not read as "let me know"', () =>
    expect(toned('Priya, the hall is free.', 'direct')).toBe('Priya, the hall is free.'));
});

describe('rule "ask-after-a-condition": the condition keeps its place, the tone frames the ask', () => {
  const text = 'If the form is missing, can you point me to the right one?';
  it('direct and reassuring frame the ask', () => {
    expect(toned(text, 'direct')).toBe('If the form is missing, please point me to the right one.');
    expect(toned(text, 'reassuring')).toBe(
      'If the form is missing, would you be able to point me to the right one?',
    );
    expect(toned(text, 'supportive')).toBe(text);
  });
  it.each(["If you can't, please don't worry about it.", 'If so you can send it on.'])(
    'near miss: %s keeps its words in direct',
    (near) => expect(toned(near, 'direct')).toBe(near),
  );
});

describe('rule "frame-needs-a-verb": no frame before "no …" or the writer\'s "let\'s"', () => {
  it.each(['Please no phones during the call.', "Please let's not tell the neighbours yet."])(
    'near miss: %s takes no question frame',
    (near) => expect(toned(near, 'reassuring')).not.toMatch(/you (?:be able to )?(?:no|let's)\b/),
  );
  it('"Please let me know" still takes the frame', () =>
    expect(toned('Please let me know the gate code.', 'reassuring')).toBe(
      'Would you be able to let me know the gate code, please?',
    ));
});
