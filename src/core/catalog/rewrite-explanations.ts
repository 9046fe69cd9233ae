// What the offline editor tells the user it changed (realise/explain.ts). Kept apart from
// messages.ts because these are built from parts: one line per change, never a generic sentence.

export const HOSTILITY_LABELS = {
  insult: 'insult',
  abuse: 'hostile order',
  blame: 'blame',
  rhetorical: 'rhetorical question',
  threat: 'threat',
  sarcasm: 'sarcasm',
  venting: 'venting',
  emphatic: 'emphatic aside',
} as const;

export const REWRITE_EXPLANATIONS = {
  alreadyKind: 'Your message was already clear and kind, so it was left as it was.',
  // Left as written though something in it still reads as unkind: never called kind (issue 21).
  keptUnkind: (label: string) =>
    `Left as you wrote it: the ${label} in it could not be taken out without changing what it says.`,
  nothingToRewrite: 'There was nothing to rewrite: the message has no words to work with.',
  // Nothing to send: no text is invented; the original stays as the writer typed it.
  onlyAnger: (about: string | null) =>
    `${about ? `This message only carries anger about ${about}` : 'This message only carries anger'}, so there is nothing in it to send. Your original is kept as you wrote it.`,
  dropped: (label: string, sentences: string) => `Left out the ${label} in ${sentences}.`,
  observed: (sentences: string) => `Kept what happened in ${sentences}, without the blame.`,
  statedConsequence: (sentences: string) =>
    `Kept the consequence in ${sentences} as what you will have to do, not as a threat.`,
  request: (sentences: string) => `Turned the command in ${sentences} into a request.`,
  swearing: (sentences: string) => `Removed the swearing in ${sentences}.`,
  harshWords: (sentences: string) => `Softened the harsh words in ${sentences}.`,
  reproach: (words: string) => `Took out ${words}, which reads as a reproach.`,
  shouting: 'Lowered the capitals that read as shouting.',
  punctuation: 'Calmed the repeated punctuation (“??”, “!!”).',
  customSwap: (from: string, to: string) => `Replaced “${from}” with “${to}”, as your word list asks.`,
  swap: (from: string, to: string) =>
    `Replaced “${from}” with “${to}”, which keeps the meaning without the pressure.`,
  keptTimeLimit: (limits: string) => `Kept the time limit (${limits}) exactly, with no “no rush”.`,
  intentSayNo:
    'Your message asks for something rather than declining, so it stays a request; “say no” didn’t fit.',
  intentApologize: 'Your message doesn’t apologise for anything, so no apology was added.',
  intentUpdate: 'Your message asks for something, so the request was kept alongside the update.',
  followUp: 'Marked it as a follow-up.',
  notesList: 'Put the notes into a numbered list, keeping every item.',
  phrases: 'Wrote short phrases you can say aloud in the moment.',
} as const;

// An honest "I" statement offered when the message names a cause: the writer's own feeling word, or
// this one when they named none.
export const I_STATEMENT = (feeling: string, cause: string) => `I'm ${feeling} that ${cause}.`;
export const DEFAULT_FEELING = 'upset';

// What each task type, intent, tone and persona changed (issue 22), or why it did not fit.
export const SHAPE_EXPLANATIONS = {
  notesAsSentences: 'Wrote the notes as sentences, keeping every item, with the request asked once.',
  notesAsSteps: 'Kept the notes as numbered steps, because they are steps in order.',
  notesDecline:
    'Wrote the notes as a reply that declines what was asked, with your reasons and only the alternative your notes give.',
  meetingInvite: (time: string, hadOrder = false) =>
    hadOrder
      ? `Asked whether ${time} works, instead of ordering people to attend.`
      : `Asked whether ${time} works.`,
  meetingWhich: (times: string, hadOrder = false) =>
    `Asked which of the times offered (${times}) works${hadOrder ? ', instead of ordering people to attend' : ''}.`,
  meetingPickDay: (period: string) =>
    `Asked which day ${period} suits: a stretch of time is not a time to meet, so none was invented.`,
  meetingNothing: 'Your message names no meeting, time or place, so no question about a time was added.',
  meetingPickTime: 'Asked when would suit, since the message offers no time.',
  meetingAlreadyAsks: 'The message already asks whether the time works, so it stays an invitation.',
  phrasesFromSubject: (subject: string) => `Wrote short lines to say aloud about ${subject}.`,
  phrasesFromSlip:
    'Wrote short lines to say aloud that own what you say happened, then offer to explain and help.',
  phrasesNoSubject: 'Wrote short lines to say aloud from what your message asks.',
  phrasesNothing:
    'Your message names nothing to build lines on (no subject, no request), so no phrases were written.',
  stepAwayOrdered: 'Put when you are away first, then when you are back and who covers.',
  stepAwayComplete: 'Your notice already says when you are away first, so its order was kept.',
  stepAwayNoDates: 'The message doesn’t say when you are away or back, so nothing was added.',
  followUpNoReply: 'Replaced what the reader didn’t answer with a plain follow-up on what it was about.',
  followUpAskedPlainly: 'Asked the question inside the reproach plainly, so the follow-up still asks it.',
  followUpStillWaiting: 'Replaced “still waiting” with a plain follow-up.',
  clarifyOneQuestion: 'Kept one specific question, so the reader knows what to answer.',
  clarifyAsQuestion: 'Turned what is unclear into one question.',
  clarifyAlreadyOne: 'Your message already asks one question, so it was kept as the question.',
  clarifyVaguePart: (part: string) =>
    `Asked one specific question about the part the reader has to fill in (“${part}”).`,
  clarifyNoQuestion: 'The message doesn’t say what is unclear, so no question was added.',
  repairNamed: 'Named the misunderstanding and what resolves it, without blame.',
  repairDroppedVerdict:
    'Left out the verdict on how the reader reacted: a repair says what happened and what you meant, without blame.',
  repairAlready: 'Your message already names the misunderstanding and what is true, so it was kept.',
  repairNoMisunderstanding: 'The message doesn’t name a misunderstanding, so none was added.',
  sayNo: 'Declined what was asked, keeping its details.',
  sayNoWithOffer:
    'Declined what was asked, keeping its details, and offered the alternative your message gives.',
  sayNoKept: 'Kept your plain “No.”: it is the decline itself.',
  sayNoAlready: 'Your message already declines, so the decline was kept as you wrote it.',
  sayNoNoAsk: 'Your message doesn’t ask you for anything, so there was nothing to decline.',
  apologize: 'Owned what happened in one plain apology.',
  apologyTrimmed: 'Kept the apology short and plain.',
  updateFirst: 'Put the news first.',
  updateNoNews: 'Your message has no news to share, so nothing was moved.',
  toneFriendly: 'Made the wording casual and short.',
  toneReassuring: 'Worded the request as a calm question the reader can answer.',
  toneFineFirst: 'Said first what is already fine, as your message gives it.',
  toneDirect: 'Took out the softening words and lead-ins, for a brief message.',
  toneFriendlyNews: 'Ended your good news on “!”, as it would be said casually.',
  toneSettledNext: 'Marked what happens next after what is already settled, as your message gives them.',
  toneAlreadySettled:
    'Your message already says what is settled and names nothing to come after it, so the reassuring tone added nothing.',
  // A tone that found nothing of its kind to change says so (issue 22), rather than inventing words.
  toneNoFit: {
    friendly: 'Your message is already casual and short, so the friendly tone changed nothing.',
    direct:
      'Your message has no softening words or lead-ins to take out, so the direct tone changed nothing.',
    reassuring:
      'Nothing in your message says what is fine and it asks nothing to word calmly, so the reassuring tone changed nothing rather than add reassurance that may be false.',
  } as Record<string, string>,
  personaSafe:
    'Left out what a reader sensitive to criticism may hear as blame (why-questions, feelings about them, “again”, “always”).',
  personaCriticismHelp:
    'Said the criticism of the work as what would help, for a reader sensitive to criticism.',
  personaLiteral: (idioms: string) => `Replaced ${idioms} with literal words.`,
  personaLayout: {
    'teammate-adhd':
      'Put the time limit first and each request on its own line, numbered when there are several.',
    'family-adhd': 'Put the request first, after the greeting.',
    'friend-executive': 'Put the request first, after the greeting, one sentence per line.',
    'neurodivergent-client': 'Put each sentence on its own line.',
    'manager-rsd': null,
    general: null,
  },
} as const;

export const TONE_INSIGHT = {
  title: 'Tone beyond the word list',
  body: (count: number) =>
    `${count === 1 ? 'One sentence reads' : `${count} sentences read`} as an order, blame or a dig at the reader, even though no listed trigger word appears. They are marked in the text.`,
} as const;
