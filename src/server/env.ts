import { z } from 'zod';
import { AI_DEFAULT_MODEL, AI_TIMEOUT_MS } from '../core/constants.ts';

// All configuration comes from the environment, parsed once at start-up (epic-stack habit).
// Every variable here is documented in .env.example.
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const listed = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);

// An extension's origin is its scheme and its id, nothing else: `new URL()` gives such URLs the
// opaque origin "null", which a sandboxed page also sends, so they are compared as written.
const EXTENSION_ORIGIN = /^(?:chrome-extension:\/\/[a-p]{32}|moz-extension:\/\/[0-9a-f-]{36})$/;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Interface to listen on; unset means every interface.
  HOST: z.string().optional(),
  // DESIGN §3: links in e-mails and the origin check use this, never the request's Host header.
  APP_URL: z.url().optional(),
  // Extra origins allowed to call mutating routes (comma separated), e.g. a second host name.
  TRUSTED_ORIGINS: z
    .string()
    .refine(
      (value) => listed(value).every((origin) => /^https?:\/\/[^/]/.test(origin)),
      'each entry must be an http(s) origin (a browser extension goes in EXTENSION_ORIGINS)',
    )
    .optional(),
  // The Calmly browser extension's origins (comma separated), e.g.
  // chrome-extension://<32-letter id>,moz-extension://<uuid>: allowed on the routes the extension
  // calls (EXTENSION_ROUTES) and nowhere else (issue 23). Unset: no extension may call this server.
  EXTENSION_ORIGINS: z
    .string()
    .refine(
      (value) => listed(value).every((origin) => EXTENSION_ORIGIN.test(origin)),
      'each entry must be chrome-extension://<id> or moz-extension://<uuid>',
    )
    .optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // postgres://… switches from the embedded PGlite to PostgreSQL (DESIGN §1).
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  // PGlite's PostgreSQL buffer cache, in MB. PostgreSQL's 128 MB default is most of an idle
  // embedded server's memory; a single-instance app's working set fits in far less.
  PGLITE_SHARED_BUFFERS_MB: positiveInt.default(16),
  // Signs session cookies. Required in production; development derives a fixed local secret.
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_MAX_AGE_DAYS: positiveInt.default(7),
  // DESIGN §3: an absolute cap on top of the sliding refresh.
  SESSION_ABSOLUTE_MAX_DAYS: positiveInt.default(30),
  // DESIGN §3: read a proxy's client-IP header only when a trusted proxy sets it.
  TRUST_PROXY: booleanFlag.default(false),
  CLIENT_IP_HEADER: z.string().toLowerCase().default('x-forwarded-for'),
  // Without SMTP_URL, e-mails go to DATA_DIR/outbox (DESIGN §1).
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Calmly <no-reply@calmly.local>'),
  // Rate limits (DESIGN §3), counted in the database so every instance shares them.
  RATE_LIMIT_SIGN_IN_MAX: positiveInt.default(3),
  RATE_LIMIT_SIGN_IN_WINDOW_S: positiveInt.default(60),
  // Past this many failed sign-ins on one account (from any IP) within the window, each attempt
  // waits a step longer; it is never refused (docs/decisions/013-issue-13-sign-in-backoff.md).
  RATE_LIMIT_SIGN_IN_ACCOUNT_SLOW_AFTER: positiveInt.default(10),
  RATE_LIMIT_SIGN_IN_ACCOUNT_WINDOW_S: positiveInt.default(900),
  RATE_LIMIT_SIGN_IN_SLOWDOWN_STEP_MS: positiveInt.default(500),
  RATE_LIMIT_SIGN_UP_MAX: positiveInt.default(3),
  RATE_LIMIT_SIGN_UP_WINDOW_S: positiveInt.default(600),
  RATE_LIMIT_RESET_MAX: positiveInt.default(3),
  RATE_LIMIT_RESET_WINDOW_S: positiveInt.default(600),
  // redis://… shares every rate-limit window between instances (docs/decisions/013-…). Without
  // it, API limits count in each instance's memory and account limits in the database.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  // Namespaces our keys, so several apps (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z.string().default('calmly:'),
  // General API routes (e.g. /api/analyze), per client IP.
  RATE_LIMIT_API_MAX: positiveInt.default(60),
  RATE_LIMIT_API_WINDOW_S: positiveInt.default(60),
  // AI rewrite (DESIGN §1): the offline rewriter unless AI_API_KEY or AI_BASE_URL is set. Without a
  // base URL the key goes to OpenAI; a base URL alone suits a keyless local server such as Ollama.
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().default(AI_DEFAULT_MODEL),
  AI_TIMEOUT_MS: positiveInt.default(AI_TIMEOUT_MS),
  RATE_LIMIT_TRANSFORM_PER_MINUTE: positiveInt.default(60),
  // Saves of a person's word lists (PUT /api/word-lists) per user per minute.
  RATE_LIMIT_WORD_LISTS_PER_MINUTE: positiveInt.default(20),
  // The offline rewriter's worker threads (issue 24). Unset: the cores less one, at most 2.
  REWRITE_POOL_SIZE: positiveInt.optional(),
  // The most rewrites that may wait for a worker; past it (or past ~5 s of expected wait at the
  // measured job time) a rewrite is refused with 503 and Retry-After. Unset: 64 per worker.
  REWRITE_QUEUE_MAX: positiveInt.optional(),
  // Voice (DESIGN §1): the offline engine unless ELEVENLABS_API_KEY is set.
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.elevenlabs.io'),
  // The spec's fixed default voice (its value is not shown there): the "Rachel" preset.
  ELEVENLABS_DEFAULT_VOICE_ID: z.string().default('21m00Tcm4TlvDq8ikWAM'),
  ELEVENLABS_TIMEOUT_MS: positiveInt.default(30_000),
  // `off` hides personal voices: the client shows its "API key needed" setup state.
  VOICE_CLONING: z.enum(['on', 'off']).default('on'),
  // `on` loads the offline voice engines at start-up (~220 MB) instead of on the first voice note.
  VOICE_WARM_UP: z.enum(['on', 'off']).default('off'),
  // Speech and cloning are CPU-heavy (offline) or billed (ElevenLabs): limited per client IP.
  RATE_LIMIT_SPEECH_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_CLONE_PER_HOUR: positiveInt.default(10),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", so a blank line in .env never breaks start-up.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  const problems = productionProblems(cleaned);
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  if (!result.success || problems.length > 0) {
    throw new EnvError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return result.data;
}

// Checked on the raw values, so they are listed together with every other problem.
function productionProblems(source: Record<string, string | undefined>) {
  if (source.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!source.AUTH_SECRET) problems.push('AUTH_SECRET: required in production (32+ random characters)');
  if (!source.APP_URL) problems.push('APP_URL: required in production (the public https origin)');
  // Without it the dev outbox would swallow reset e-mails while the screen said "sent" (issue 15).
  if (!source.SMTP_URL) problems.push('SMTP_URL: required in production (reset e-mails need a mail server)');
  return problems;
}

export function appUrl(env: Env) {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

export function appOrigin(env: Env) {
  return new URL(appUrl(env)).origin;
}

export function trustedOrigins(env: Env) {
  const extra = listed(env.TRUSTED_ORIGINS).map((origin) => new URL(origin).origin);
  return [...new Set([appOrigin(env), ...loopbackTwins(env), ...extra])];
}

// The browser extension's own origins (EXTENSION_ORIGINS), as the browser sends them.
export const extensionOrigins = (env: Env) => [...new Set(listed(env.EXTENSION_ORIGINS))];

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

// In development a newcomer may open http://127.0.0.1:PORT as well as http://localhost:PORT:
// both name this machine, so both are the app's origin (issue 13 item 7). Never in production.
function loopbackTwins(env: Env) {
  if (env.NODE_ENV !== 'development') return [];
  const origin = new URL(appOrigin(env));
  if (!LOOPBACK_NAMES.includes(origin.hostname)) return [];
  return LOOPBACK_NAMES.map((name) => `${origin.protocol}//${name}${origin.port ? `:${origin.port}` : ''}`);
}
