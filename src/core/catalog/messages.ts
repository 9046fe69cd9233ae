import { ENGINE_MESSAGES } from './engine-messages.ts';

// Every user-visible string of the spec (§5, §8) lives here once. The UI, the server and the tests
// all read it from this table, so a wording change is one edit.
export const MESSAGES = {
  // The strings the engine itself shows (analysis, meaning guard, input checks), in engine-messages.ts.
  ...ENGINE_MESSAGES,
  // §8 AI transform failure
  AI_FALLBACK_ISSUE: 'API error occurred',
  AI_FALLBACK_EXPLANATION: 'There was an error connecting to the AI service.',
  AI_KEY_MISSING:
    'Please configure your AI provider key (AI_API_KEY) in the environment file to use the AI rewrite.',
  AI_NOT_INITIALIZED: 'AI service is not available. Please check your API key configuration.',
  AI_INVALID_KEY: 'Invalid API key. Please check your AI provider key configuration in the environment file.',
  RATE_LIMITED: 'Rate limit exceeded. Please wait a moment before trying again.',
  AI_QUOTA_EXCEEDED: 'API quota exceeded. Please check your account usage.',
  AI_BAD_FORMAT: 'I received an unexpected response format. Please try again.',
  AI_GENERIC_FAILURE: "I apologize, but I'm having trouble generating a response right now.",
  // §5 AI response validation
  AI_DEFAULT_EXPLANATION: 'Message transformed to be more ADHD-friendly.',

  // §8 Voice cloning
  VOICE_INVALID_KEY: 'Invalid voice provider API key. Please check your API key configuration.',
  VOICE_SUBSCRIPTION:
    'Your voice provider subscription does not support voice cloning. Please upgrade your plan to use this feature, or continue using the default voices.',
  CLONE_FAILED_PREFIX: 'Failed to clone voice: ',
  VOICE_PROFILE_CREATE_FAILED: 'Failed to create voice profile',
  MICROPHONE_UNAVAILABLE: 'Unable to access microphone. Please check your permissions and try again.',

  // §8 Speech generation
  SPEECH_ACCESS_DENIED: 'Access denied. Please check your voice provider subscription and permissions.',
  SPEECH_VOICE_NOT_FOUND:
    'Voice not found. Your personal voice may have been deleted. Please re-enroll your voice.',
  SPEECH_FAILED_PREFIX: 'Failed to generate audio: ',
  VOICE_KEY_MISSING:
    'Please configure your voice provider API key in the environment file to use voice features.',
  NO_PERSONAL_VOICE: 'No personal voice enrolled. Please set up your voice first.',
  // Voice notes and cloning (our own, not in the spec)
  VOICE_PROVIDER_TIMEOUT: 'The voice service took too long to answer. Please try again.',
  VOICE_PROVIDER_UNREACHABLE: 'The voice service could not be reached. Please try again in a moment.',
  VOICE_NEEDS_VERIFICATION:
    'Your voice provider must verify this voice before it can be used. The profile was saved but not made active.',
  VOICE_CLONING_DISABLED:
    'Voice cloning is turned off on this server. You can keep using the default voices.',
  VOICE_MATCH_NOTE: 'Offline voice match: an approximation of your pitch and pace, not a copy of your voice.',
  RECORDING_TOO_LARGE: 'Each recording must be 10 MB or smaller.',
  TOO_MANY_RECORDINGS: 'Please send at most 3 recordings.',
  RECORDING_UNSUPPORTED: 'Recordings must be WebM (Opus), Ogg (Opus) or WAV audio.',
  SPEECH_ENGINE_FAILED: 'The offline voice could not read this message.',

  // §8 Screens
  AUTH_GENERIC_ERROR: 'An error occurred',
  AUTH_SIGNED_IN: 'Successfully signed in!',
  AUTH_ACCOUNT_CREATED: 'Account created! Please Sign In!',
  AUTH_RESET_SENT: 'Password reset email sent! Check your inbox.',
  AUTH_NEEDS_CREDENTIALS: 'You must provide either an email or phone number and a password',
  GENERATION_FAILED: 'Sorry, there was an error generating the message. Please try again.',
  VOICE_NOTE_FAILED_PREFIX: 'Failed to generate voice note: ',
  UNKNOWN_ERROR: 'Unknown error',
  DOWNLOAD_FAILED: 'Download failed. Please try again.',
  SET_ACTIVE_FAILED: 'Failed to set active voice',
  DELETE_PROFILE_FAILED: 'Failed to delete voice profile',
  UPDATE_PROFILE_FAILED: 'Failed to update profile',
  RESET_EMAIL_FAILED: 'Failed to send reset email',
  PROFILE_UPDATED: 'Profile updated successfully!',
  ACTIVE_VOICE_UPDATED: 'Active voice updated!',
  PROFILE_DELETED: 'Voice profile deleted successfully!',
  PROFILE_CREATED: 'New voice profile created successfully!',
  USER_NOT_AUTHENTICATED: 'User not authenticated',
  SIGN_IN_TO_MANAGE_VOICES: 'Please sign in to manage voice profiles',
  COPIED: 'Copied!',

  // §1 Marketing claims shown on the landing page
  CLAIM_SETUP_TIME: 'Setup takes 3 minutes',
  CLAIM_NO_CARD: 'No credit card required',

  // §5 Transform and voice-note validation
  SELECT_TASK_AND_MESSAGE: 'Please select a task type and enter your message.',
  // §5 Auth form
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INVALID: 'Please enter a valid email address',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  FULL_NAME_REQUIRED: 'Full name is required',

  // §5 Voice setup
  DEFAULT_VOICE_NAME: 'My Personal Voice',
  NEED_TWO_GOOD_RECORDINGS: 'Please provide at least 2 good quality recordings to create your voice profile.',
  POOR_RECORDING_TIP: 'Try recording for at least 20 seconds in a quieter place.',
  RECORDING_GUIDANCE: 'Speak naturally for 20-40 seconds for each recording.',
  // Issue 15/25: the spec's "Minimum 15 seconds required for good quality" let a person stop at 15 s
  // while anything under 20 s is graded Poor (§5); Stop now waits for the length the grading accepts.
  WIZARD_MIN_STOP: 'You can stop after 20 seconds, the length a good recording needs.',
  RECORDING_UNDER_GOOD:
    'You can stop now, but recordings under 20 seconds are graded Poor. Keep going past 0:20.',
  RECORDING_UNDER_EXCELLENT: 'Good length. Past 0:35 the recording counts as excellent.',
  DELETE_PROFILE_CONFIRM: 'Delete this voice profile? This cannot be undone.',
  CONSENT_REQUIRED: 'Please confirm that this is your own voice before creating a voice profile.',

  // §8 Speech recognition
  SR_NOT_ALLOWED:
    'Microphone access denied. Please enable microphone permissions in your browser settings and try again.',
  SR_NO_SPEECH: 'No speech detected. Please try speaking again.',
  SR_NETWORK: 'Network error occurred. Please check your connection and try again.',
  SR_OTHER: 'Speech recognition error occurred. Please try again.',
  SR_START_FAILED: 'Unable to start speech recognition. Please check your microphone permissions.',

  // Server-side guards (our own, not in the spec)
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment before trying again.',
  CROSS_ORIGIN_BLOCKED: 'This request came from another site and was blocked.',
  JSON_ONLY: 'Please send this request as JSON.',
  BODY_TOO_LARGE: 'This request is too large.',
  NOT_FOUND: 'Not found.',
  INVALID_REQUEST: 'Some of the details sent were not valid.',
  SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  // Hardening (issue 13): a dependency that dropped away, and input no field accepts.
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  UPLOAD_UNREADABLE: 'The upload could not be read. Please record again and send it once more.',
  VOICE_PROVIDER_FAILED: 'The voice service could not complete this request. Please try again later.',
  VOICE_RECORDINGS_REJECTED: 'The voice service could not use these recordings. Please record them again.',
  DEFAULT_VOICE_LABEL: 'Default voice',
  // Accounts (our own): the same answer for a wrong password and an unknown e-mail.
  INVALID_CREDENTIALS: 'Invalid email or password',
  RESET_LINK_INVALID: 'This reset link is invalid or has expired. Please request a new one.',
  PASSWORD_CHANGED: 'Your password has been changed. Please sign in.',

  // UX pass (issue 15, our own)
  SCORE_GAIN_LABEL: 'points gained (scores are out of 100)',
  NOTHING_TO_SEND_TITLE: 'Nothing to send',
  NOTHING_TO_SEND_I_STATEMENT: 'If you want to say how it landed, one honest way is:',
  NOTHING_TO_REWRITE:
    'Nothing to rewrite here: there are no words that could land hard. Write a sentence or two and Calmly will suggest a calmer version.',
  FULL_NAME_TOO_LONG: 'Full name must be at most 100 characters',
  MESSAGE_NEAR_LIMIT: 'Messages can be up to 5,000 characters.',
  DARK_THEME_TOGGLE: 'Dark theme',
  EXAMPLE_REPLACED_TEXT: 'The example replaced the message you wrote.',
  UNDO_REPLACE: 'Bring my message back',
  DISMISS: 'Dismiss',
  TRY_TYPE_IN_PLAYGROUND: 'Try it in the playground',
  VOICE_MATCH_UPFRONT:
    'This server has no voice-cloning service, so your personal voice will be an offline voice match: the default voice tuned to the pitch and pace of your recordings. It is an approximation, not a copy of your voice.',
  PAGE_NOT_FOUND_TITLE: 'This page does not exist',
  PAGE_NOT_FOUND_TEXT: 'The link may be old or mistyped. Nothing you wrote has been lost.',
  PAGE_NOT_FOUND_HOME: 'Go to Calmly',

  // Meaning guard (our own): what a rewrite may have changed, each followed by the words concerned
  MEANING_GUARD_HEADING: 'Please check before sending',
  // Offline voices (issue 14): their names, the preview they read, and the signed-out length cap
  VOICE_RMS: 'Ray · US English, deeper',
  VOICE_AWB: 'Alan · Scottish English, warm',
  VOICE_SLT: 'Sally · US English, higher',
  VOICE_KAL16: 'Kal · US English, quickest and more robotic',
  VOICE_PREVIEW_TEXT: 'Hi, this is how your voice notes will sound. No rush, reply whenever suits you.',
  SIGNED_OUT_VOICE_NOTE_TOO_LONG:
    'Voice notes without an account are limited to 600 characters. Please shorten the message, or sign in for longer notes.',
  SPEECH_PREFERENCES_SAVE_FAILED: 'Your voice choice could not be saved. Please try again.',

  WORD_LISTS_SAVED: 'Word lists saved.',
  WORD_LISTS_SAVE_FAILED: 'Failed to save word lists',
  WORD_LISTS_LOAD_FAILED: 'Your word lists could not be loaded. Please try again.',
  WORD_LISTS_TITLE: 'Your word lists',
  WORD_LISTS_OPENING: 'Opening your word lists…',
  WORD_LISTS_IMPORTED: 'Word lists imported. Review them, then save.',
  WORD_LISTS_LOCAL_NOTE: 'Your lists are kept in this browser. Sign in to keep them with your account.',

  // Issue 25, what a user sees (our own, not in the spec)
  TEASER_CAPTION: 'An example rewrite, ready to become a voice note',
  COPY_FAILED:
    "Copying didn't work: this browser did not allow it. The message is selected below, so you can copy it yourself (Ctrl+C, or ⌘C on a Mac).",
  SR_UNAVAILABLE:
    "This browser can't dictate: it has no speech service or microphone to use. You can type your message instead.",
  COPY_FALLBACK_LABEL: 'Message to copy',
  TYPE_INSTEAD: 'Type instead',
  WIZARD_WELCOME_LENGTH: 'You read three short scripts aloud, for 20-40 seconds each.',
  RECORDING_TOO_SHORT:
    'Too short: a good recording lasts at least 20 seconds. Please record it again and keep reading past 0:20.',
  RECORDING_TOO_QUIET:
    'Long enough, but it holds too little sound. Please record it again closer to the microphone, in a quieter place.',
} as const;

export { WORD_LIST_PROBLEMS } from './engine-messages.ts';

export type MessageKey = keyof typeof MESSAGES;

// Verdict labels by final score (spec §9), highest threshold first.
export const VERDICTS = [
  { min: 80, label: 'Excellent Professional Communication' },
  { min: 70, label: 'Good Professional Communication' },
  { min: 60, label: 'Improved Communication Quality' },
  { min: 50, label: 'Better Communication Structure' },
  { min: 0, label: 'Communication Needs Improvement' },
] as const;

// Issue 25: issues the rewrite brought in, shown apart from those it resolved.
export const REPORT_TEXT = {
  newIssues: (count: number) => `${count} new ${count === 1 ? 'issue' : 'issues'} in the rewrite`,
} as const;
