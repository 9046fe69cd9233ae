import { writeFile } from 'node:fs/promises';
import pino from 'pino';
import { SpeechRequestSchema } from '../../core/schemas.ts';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import { EnvError, parseEnv } from '../../server/env.ts';
import { type CliCommand, EXIT_BAD_INPUT, EXIT_OK } from '../command.ts';
import { readCommandFlags, usageError } from '../command-flags.ts';
import { readAll, writeError } from '../io.ts';

const USAGE = `Usage: calmly speak --out FILE [--voice default|VOICE_ID]

Reads a message from stdin and writes it as an mp3 voice note, with the spec's pauses
(0.5 s after a sentence or question, 0.3 s after an exclamation or bullet, 1.0 s at a blank
line, 0.4 s at a newline) and markdown bold and italic markers removed.

Options:
  --out FILE      where to write the mp3; "-" writes it to stdout
  --voice V       "default" (the default), or with ELEVENLABS_API_KEY an ElevenLabs voice id
  -h, --help      show this help

Provider: the offline voice (eSpeak NG in WebAssembly) unless ELEVENLABS_API_KEY is set
(ELEVENLABS_BASE_URL, ELEVENLABS_DEFAULT_VOICE_ID, ELEVENLABS_TIMEOUT_MS).

Exit codes: 0 success, 1 empty message or a provider failure, 2 usage or configuration error.

Example:
  echo "Hi Sam. No rush at all!" | npm run --silent calmly -- speak --out note.mp3`;

const FLAGS = {
  out: { type: 'string' },
  voice: { type: 'string', default: 'default' },
  help: { type: 'boolean', short: 'h' },
} as const;

// The voice stack is loaded only when this command runs, like the rewrite engines for `rewrite`.
async function speak(text: string, voice: string) {
  const env = parseEnv(process.env);
  const { createVoiceProviders } = await import('../../server/providers/voice/voice-providers.ts');
  // Logs go to stderr, so `--out -` leaves stdout pure mp3.
  const logger = pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 2, sync: true }));
  const { primary } = createVoiceProviders(env, logger);
  if (voice !== 'default' && primary.name !== 'elevenlabs') return null;
  const target =
    voice === 'default'
      ? ({ kind: 'default' } as const)
      : ({ kind: 'personal', providerVoiceId: voice, voiceSettings: null } as const);
  return primary.speak(prepareSpeech(text), target);
}

export const speakCommand: CliCommand = {
  name: 'speak',
  summary: 'Turn a message from stdin into an mp3 voice note (offline voice unless ELEVENLABS_API_KEY)',
  usage: USAGE,
  async run(args, io) {
    const read = await readCommandFlags(args, io, { name: 'speak', usage: USAGE, options: FLAGS });
    if ('exitCode' in read) return read.exitCode;
    const flags = read.flags;
    if (!flags.out) return usageError(io, 'calmly speak needs --out FILE (or --out - for stdout).', USAGE);
    const parsed = SpeechRequestSchema.safeParse({ text: await readAll(io.stdin) });
    if (!parsed.success) {
      await writeError(io, parsed.error.issues[0]?.message ?? 'Invalid message');
      return EXIT_BAD_INPUT;
    }
    let mp3: Uint8Array | null;
    try {
      mp3 = await speak(parsed.data.text, flags.voice);
    } catch (error) {
      if (error instanceof EnvError) return usageError(io, error.message, USAGE);
      // Provider failures are AppErrors whose message is already the spec §8 text.
      await writeError(io, error instanceof Error ? error.message : String(error));
      return EXIT_BAD_INPUT;
    }
    if (!mp3) return usageError(io, 'The offline voice has only --voice default.', USAGE);
    if (flags.out === '-') {
      io.stdout.write(mp3);
    } else {
      await writeFile(flags.out, mp3);
      await writeError(io, `Wrote ${flags.out} (${mp3.length} bytes).`);
    }
    return EXIT_OK;
  },
};
