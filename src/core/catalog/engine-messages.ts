// The catalogue's strings that the engine shows itself: the analysis' issues, the meaning guard's
// warnings, the checks on a request and on word lists. They live apart from messages.ts so that
// the engine the browser and the extension load carries these, not every string of the web app;
// MESSAGES includes them, so every other surface reads one table as before.
export const ENGINE_MESSAGES = {
  ANALYSIS_FAILED_ISSUE: 'Unable to analyze message',
  ANALYSIS_FAILED_RECOMMENDATION: 'Please try again',
  EMPTY_VOICE_NOTE: 'Please generate a message first before creating a voice note.',
  PROVIDER_VOICE_VIA_CLONE: 'A provider voice can only be added by recording and cloning your own voice.',
  // §5 Local message analysis: the three issue texts the spec words exactly
  ISSUE_PRESSURE: 'Contains urgent/pressure language that may trigger anxiety',
  ISSUE_EMOTIONAL: 'Uses emotional language that may trigger rejection sensitivity',
  ISSUE_DEMANDING: 'Contains demanding language that lacks flexibility',
  // Beyond §5, in its wording style (docs/decisions/017-hostility-counts-in-the-score.md)
  ISSUE_HOSTILITY:
    'Contains hostile language (insults, threats, blame or pressing orders) that may trigger rejection sensitivity',

  MESSAGE_REQUIRED: 'Please enter a message to transform.',
  MESSAGE_TOO_LONG: 'Your message is over 5,000 characters. Please shorten it and try again.',

  PROFILE_NAME_REQUIRED: 'Please enter a name for your voice profile.',
  TEXT_HAS_CONTROL_CHARACTERS:
    'The text contains invisible control characters or broken symbols. Please remove them and try again.',
  MEANING_GUARD_DROPPED: 'The rewrite may have dropped: ',
  MEANING_GUARD_TIME_LIMIT_DROPPED: 'The rewrite may have dropped a time limit: ',
  MEANING_GUARD_FALSE_REASSURANCE: 'The original has a time limit, but the rewrite says: ',
  MEANING_GUARD_NEGATION_LOST: 'The rewrite may have lost a "not". The original says: ',
  MEANING_GUARD_NEGATION_ADDED: 'The rewrite may have added a "not" the original does not have: ',
  MEANING_GUARD_REFERENT_CHANGED: 'The rewrite may ask about a different thing than the original “it”: ',
  MEANING_GUARD_FEELING_FLIPPED: 'The rewrite may say the opposite of the feeling in the original: ',
  MEANING_GUARD_OBLIGATION_WEAKENED: 'The rewrite may make something required sound optional: ',
  MEANING_GUARD_ASK_CHANGED: 'The rewrite may ask for something different. The original asks: ',
  MEANING_GUARD_ASK_REFUSED: 'The rewrite may refuse what the original asks for: ',

  // Personal word lists (issue 16, src/core/lists)
  WORD_LISTS_NOT_OBJECT:
    'Word lists must be a JSON object such as {"allow": ["deadline"], "off": [], "custom": []}.',
  WORD_LISTS_NOT_JSON: 'This file is not valid JSON. Export your word lists to see the format.',
} as const;

// Problems with a word list name the list and the entry, so a person can find and fix it
// (src/core/lists/describe-problem.ts builds them from zod's issues).
export const WORD_LIST_PROBLEMS = {
  unknownList: (name: string) => `"${name}" is not a word list. The lists are allow, off and custom.`,
  notAList: (name: string) => `"${name}" must be a list, such as ["deadline"].`,
  tooMany: (name: string, count: number, max: number) =>
    `The "${name}" list has ${count} entries; it can hold at most ${max}.`,
  // `where` names the entry, e.g. 'Allowed word 3 ("deadline")'.
  allowedWord: (position: number, text: string) => `Allowed word ${position}${quoted(text)}`,
  switchedOffRule: (position: number, text: string) => `Switched-off rule ${position}${quoted(text)}`,
  customTrigger: (position: number, phrase: string) => `Custom trigger ${position}${quoted(phrase)}`,
  notText: (where: string) => `${where} must be text.`,
  blank: (where: string) => `${where} is empty. Type a word or remove it.`,
  tooLong: (where: string, max: number) => `${where} is longer than ${max} characters. Please shorten it.`,
  unknownRule: (where: string, ids: readonly string[]) =>
    `${where} is not a rule Calmly knows. Use one of: ${ids.join(', ')}.`,
  notACustomTrigger: (where: string) =>
    `${where} must be an object such as {"phrase": "per my last email", "category": "pressure"}.`,
  unknownField: (where: string, field: string) =>
    `${where} has an unknown field "${field}". The fields are phrase, alternative and category.`,
  needsCategory: (where: string) => `${where} needs a category: pressure, emotional or demanding.`,
  alternativeNotText: (where: string) => `${where} has an alternative that is not text.`,
  alternativeTooLong: (where: string, max: number) =>
    `${where} has an alternative longer than ${max} characters. Please shorten it.`,
  notValid: (where: string) => `${where} is not valid.`,
};

// ' ("text")', shortened so a long entry still fits in one line of a message.
const QUOTE_CHARS = 40;
function quoted(text: string) {
  if (text.trim() === '') return '';
  const short = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
  return ` ("${short}")`;
}
