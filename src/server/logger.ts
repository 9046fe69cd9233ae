import pino from 'pino';

// Secrets never reach the logs, whatever object a caller hands us.
const REDACT = [
  'password',
  '*.password',
  'apiKey',
  '*.apiKey',
  'headers.authorization',
  'headers.cookie',
  'headers["xi-api-key"]',
  '*.headers.authorization',
  '*.headers["xi-api-key"]',
  'token',
  '*.token',
  'newPassword',
  '*.newPassword',
  'secret',
  '*.secret',
  'req.headers.cookie',
  '*.headers["set-cookie"]',
  'DATABASE_URL',
  'SMTP_URL',
  'AUTH_SECRET',
  '*.DATABASE_URL',
  '*.SMTP_URL',
  '*.AUTH_SECRET',
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}

export type Logger = ReturnType<typeof createLogger>;
