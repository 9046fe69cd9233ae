import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Mailer, MailMessage } from './mailer.ts';

const OutboxEntrySchema = z.object({
  id: z.string(),
  sentAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

// DESIGN §1: without SMTP, each e-mail becomes one JSON file under DATA_DIR/outbox.
export function createOutboxMailer(outboxDir: string): Mailer {
  return {
    async send(message: MailMessage) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: OutboxEntry = { id, sentAt, ...message };
      // Written aside, then renamed into place: a reader never sees half a file.
      const partial = join(outboxDir, `${id}.partial`);
      await writeFile(partial, `${JSON.stringify(entry, null, 2)}\n`, { flag: 'wx' });
      await rename(partial, join(outboxDir, `${id}.json`));
    },
  };
}

// Newest first.
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) =>
        OutboxEntrySchema.parse(JSON.parse(await readFile(join(outboxDir, name), 'utf8'))),
      ),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
