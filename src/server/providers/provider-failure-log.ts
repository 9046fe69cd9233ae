import type { Logger } from '../logger.ts';

// Issue 13 item 3: the one way a failed provider call (ElevenLabs or an OpenAI-compatible chat
// server) reaches the logs. People only ever see the catalogue's texts (each provider's error
// table). The logs get the status and the provider's machine-readable words (its error code or
// type, an HTTP status text, an exception's name), never its free-text message, which may quote
// anything back; and even those words pass through the redaction below first.

const REDACTED = '[redacted]';

// Secret-looking words even when we do not know the secret: `key=value` pairs keep their name,
// while bearer tokens, prefixed keys (sk-…, sk_…, xi-…) and long opaque runs go entirely.
const NAMED_SECRET =
  /\b(api[-_]?key|key|token|secret|password|authorization|xi-api-key)(["']?\s*[:=]\s*["']?)[^\s"',}&]+/gi;
const SECRET_PATTERNS: readonly RegExp[] = [
  /\bBearer\s+[^\s"',]+/gi,
  /\b(?:sk|pk|rk|xi|sess|ghp|gho|xox[abp])[-_][A-Za-z0-9_-]{6,}/g,
  /[A-Za-z0-9_-]{32,}/g,
];

export function redactSecrets(text: string, knownSecrets: readonly (string | undefined)[] = []): string {
  let redacted = text;
  for (const secret of knownSecrets) {
    if (secret && secret.length >= 4) redacted = redacted.split(secret).join(REDACTED);
  }
  redacted = redacted.replace(
    NAMED_SECRET,
    (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`,
  );
  for (const pattern of SECRET_PATTERNS) redacted = redacted.replace(pattern, REDACTED);
  return redacted;
}

export type ProviderFailure = {
  provider: 'elevenlabs' | 'openai';
  operation: string;
  // The catalogue code we answered with.
  code: string;
  status?: number | undefined;
  // The provider's own machine-readable words, e.g. ["invalid_api_key", "Unauthorized"].
  providerWords?: readonly (string | undefined)[] | undefined;
};

// A code, a type or a status text: short, and made of word characters and spaces only.
const MACHINE_WORDS = /^[A-Za-z0-9_. -]{1,64}$/;

export function logProviderFailure(
  logger: Logger,
  message: string,
  failure: ProviderFailure,
  knownSecrets: readonly (string | undefined)[],
) {
  const { providerWords, ...rest } = failure;
  const words = (providerWords ?? [])
    .filter((word): word is string => typeof word === 'string' && MACHINE_WORDS.test(word))
    .map((word) => redactSecrets(word, knownSecrets));
  logger.warn({ ...rest, ...(words.length > 0 ? { providerWords: words } : {}) }, message);
}
