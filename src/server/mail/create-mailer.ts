import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

export function outboxDir(env: Pick<Env, 'DATA_DIR'>) {
  return resolve(env.DATA_DIR, 'outbox');
}

// SMTP when SMTP_URL is set, otherwise the development outbox (DESIGN §1).
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (!env.SMTP_URL) return createOutboxMailer(outboxDir(env));
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return {
    async send(message) {
      await transport.sendMail({ from: env.MAIL_FROM, ...message });
    },
  };
}
