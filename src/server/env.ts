import { z } from 'zod';

// All configuration comes from the environment, parsed once at start-up (epic-stack habit).
// Every variable here is documented in .env.example and README.md.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", so a blank line in .env never breaks start-up.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

export function appUrl(env: Env) {
  return env.APP_URL ?? `http://localhost:${env.PORT}`;
}
