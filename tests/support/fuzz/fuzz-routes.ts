import type { Random } from './fuzz-random.ts';

// Every API route, with a generator of valid field values for its JSON body (or a form for the
// multipart upload). Paths with :id get real, foreign and broken ids.

export type FuzzContext = { profileId: string; resetToken: string; email: string };

type Fields = Record<string, (random: Random, context: FuzzContext) => unknown>;
export type FuzzRoute = {
  method: 'GET' | 'POST' | 'DELETE';
  path: (random: Random, context: FuzzContext) => string;
  body?: 'json' | 'multipart';
  fields?: Fields;
};

const fixed = (path: string) => () => path;
const message = (random: Random) =>
  random.pick([
    'I need this ASAP!',
    'Could you send the report by Friday?',
    'Why is this late again?',
    'Thanks!',
  ]);
const email = (random: Random) => `fuzz-${random.int(0, 50)}@example.test`;
const password = (random: Random) => random.pick(['correct horse battery', 'wrong password!', 'short']);
const id = (random: Random, context: FuzzContext) =>
  random.pick([
    context.profileId,
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    '%00',
    '%ED%A0%80',
    'x'.repeat(300),
  ]);

export const FUZZ_ROUTES: readonly FuzzRoute[] = [
  { method: 'GET', path: fixed('/api/health') },
  { method: 'POST', path: fixed('/api/analyze'), body: 'json', fields: { text: message } },
  {
    method: 'POST',
    path: fixed('/api/transform'),
    body: 'json',
    fields: {
      taskType: (r) => r.pick(['write-email', 'gentle-followup', 'unknown-task']),
      context: (r) => r.pick(['', 'A colleague with ADHD']),
      originalMessage: message,
      tone: (r) => r.pick(['supportive', 'friendly', 'direct', 'loud']),
      intent: (r) => r.pick(['ask', 'update', 'say-no']),
      persona: (r) => r.pick(['', 'general', 'manager-rsd']),
    },
  },
  {
    method: 'POST',
    path: fixed('/api/speech'),
    body: 'json',
    fields: { text: message, voice: (r) => r.pick(['default', 'personal', 'robot']) },
  },
  { method: 'GET', path: fixed('/api/voices') },
  { method: 'GET', path: fixed('/api/voices/capabilities') },
  { method: 'POST', path: fixed('/api/voices/clone'), body: 'multipart' },
  {
    method: 'GET',
    path: (r) => `/api/voices/samples/${r.pick(['a.wav', '..%2F..%2Fetc%2Fpasswd', '%00.wav', 'x'])}`,
  },
  { method: 'GET', path: fixed('/api/voice-profiles') },
  {
    method: 'POST',
    path: fixed('/api/voice-profiles'),
    body: 'json',
    fields: {
      voice_name: (r) => r.pick(['Mine', 'Calm voice']),
      elevenlabs_voice_id: (r) => `offline-${r.int(0, 9)}`,
      provider: (r) => r.pick(['offline', 'elevenlabs']),
      audio_sample_url: () => null,
      voice_settings: (r) => r.pick([null, { pitch: 1.1 }]),
    },
  },
  { method: 'POST', path: (r, c) => `/api/voice-profiles/${id(r, c)}/activate`, body: 'json', fields: {} },
  { method: 'DELETE', path: (r, c) => `/api/voice-profiles/${id(r, c)}` },
  {
    method: 'POST',
    path: fixed('/api/auth/sign-up/email'),
    body: 'json',
    fields: { email, password, name: (r) => r.pick(['Sam', 'Ada Lovelace']) },
  },
  { method: 'POST', path: fixed('/api/auth/sign-in/email'), body: 'json', fields: { email, password } },
  { method: 'GET', path: fixed('/api/auth/get-session') },
  { method: 'POST', path: fixed('/api/auth/request-password-reset'), body: 'json', fields: { email } },
  {
    method: 'POST',
    path: fixed('/api/auth/reset-password'),
    body: 'json',
    fields: { token: (r, c) => r.pick([c.resetToken, 'not-a-token']), newPassword: password },
  },
  {
    method: 'GET',
    path: (r, c) => `/api/auth/reset-password/${r.pick([c.resetToken, '%00', 'x'])}?callbackURL=%2F`,
  },
  {
    method: 'POST',
    path: fixed('/api/auth/update-user'),
    body: 'json',
    fields: { name: (r) => r.pick(['Sam', 'Kim']) },
  },
  {
    method: 'POST',
    path: fixed('/api/auth/revoke-session'),
    body: 'json',
    fields: { token: () => 'some-token' },
  },
  { method: 'GET', path: fixed('/api/auth/list-sessions') },
  {
    method: 'POST',
    path: fixed('/api/auth/change-password'),
    body: 'json',
    fields: { currentPassword: password, newPassword: password },
  },
  { method: 'GET', path: fixed('/api/no-such-route') },
];
