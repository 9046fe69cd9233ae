import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { CliIo } from './command.ts';

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export const readLines = (stream: NodeJS.ReadableStream): AsyncIterable<string> =>
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });

// Writes with back-pressure, so a large JSONL run never buffers its whole output in memory.
export async function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

export const writeError = (io: CliIo, text: string) => write(io.stderr, `${text}\n`);
