import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '../../core/constants.ts';
import type { Database } from '../db/database.ts';
import { account, rateLimit, session, user, verification } from '../db/schema.ts';
import { appUrl, type Env, trustedOrigins } from '../env.ts';
import type { Logger } from '../logger.ts';
import { existingAccountEmail } from '../mail/existing-account-email.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordEmail } from '../mail/reset-password-email.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { CLIENT_IP_HEADER } from './forward-to-auth.ts';
import { capSessionExpiry } from './session-cap.ts';

const DAY_S = 24 * 60 * 60;

export type CreateAuthOptions = { env: Env; db: Database; logger: Logger; mailer: Mailer };

// Accounts with better-auth, configured as DESIGN §3 decides.
export function createAuth({ env, db, logger, mailer }: CreateAuthOptions) {
  const baseURL = appUrl(env);
  const isHttps = baseURL.startsWith('https://');
  return betterAuth({
    appName: 'Calmly',
    // Links in e-mails are built from APP_URL, never from the request's Host header.
    baseURL,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // spec §4: sign-up says "Account created! Please Sign In!" and keeps the dialog open; this
      // also makes a duplicate sign-up answer exactly like a new one.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_CHARS,
      maxPasswordLength: PASSWORD_MAX_CHARS,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: target, url }) => {
        // Not awaited: the answer's timing must not reveal whether the e-mail exists.
        mailer
          .send(resetPasswordEmail({ to: target.email, url }))
          .catch((error: unknown) => logger.error({ err: error }, 'password reset e-mail failed'));
      },
      // The duplicate sign-up gets the same answer on screen; its owner gets a notice (issue 15).
      onExistingUserSignUp: async ({ user: owner }) => {
        mailer
          .send(existingAccountEmail({ to: owner.email, appUrl: baseURL }))
          .catch((error: unknown) => logger.error({ err: error }, 'existing-account notice failed'));
      },
    },
    session: {
      expiresIn: env.SESSION_MAX_AGE_DAYS * DAY_S,
      updateAge: DAY_S,
    },
    databaseHooks: {
      session: { update: { before: async (data, context) => capSessionExpiry(data, context, env) } },
    },
    // DESIGN §3: on in every environment, in the database so every instance shares it. Sign-in,
    // sign-up and reset requests have stricter per-IP and per-e-mail limits in auth-routes.ts.
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/request-password-reset': false,
      },
    },
    advanced: {
      // Set by our own middleware from the socket; any incoming copy is dropped first.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        logger[level]({ source: 'better-auth', details: args.length > 0 ? args : undefined }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
