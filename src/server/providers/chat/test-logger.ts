import { Writable } from 'node:stream';
import pino from 'pino';
import type { Logger } from '../../logger.ts';

// A pino logger that keeps its lines in memory, so a test can check what would reach the logs.
export function createMemoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger: Logger = pino({ level: 'debug' }, stream);
  return { logger, lines, text: () => lines.join('') };
}
