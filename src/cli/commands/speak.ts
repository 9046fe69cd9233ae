import { writeFile } from 'node:fs/promises';
import pino from 'pino';
import { SpeechRequestSchema } from '../../core/schemas.ts';
import {
  OFFLINE_VOICE_IDS,
  type OfflineVoiceId,
  SPEECH_PACES,
  type SpeechPace,
} from '../../core/speech/offline-voices.ts';
import { prepareSpeech } from '../../core/speech/prepare-speech.ts';
import { EnvError, parseEnv } from '../../server/env.ts';
import type { SpeechVoice } from '../../server/providers/voice/voice-provider.ts';
import { type CliCommand, EXIT_BAD_INPUT, EXIT_OK } from '../command.ts';
import { readCommandFlags, usageError } from '../command-flags.ts';
import { readAll, writeError } from '../io.ts';

const VOICES = OFFLINE_VOICE_IDS.join('|');
const PACES = SPEECH_PACES.join('|');

const USAGE = `Usage: calmly speak --out FILE [--voice default|${VOICES}|VOICE_ID] [--pace ${PACES}]

Reads a message from stdin and writes it as an mp3 voice note, with the spec's pauses
(0.5 s after a sentence or question, 0.3 s after an exclamation or bullet, 1.0 s at a blank
line, 0.4 s at a newline) and markdown bold and italic markers removed.

Options:
  --out FILE      where to write the mp3; "-" writes it to stdout
  --voice V       "default" (the default): the offline voice rms, or ElevenLabs' default voice
                  when ELEVENLABS_API_KEY is set; one of the four offline voices ${OFFLINE_VOICE_IDS.join(', ')}
                  (always offline); or, with ELEVENLABS_API_KEY, an ElevenLabs voice id
  --pace P        ${SPEECH_PACES.join(' (the default) or ')}: how fast the voice speaks
  -h, --help      show this help

Provider: the offline voice (flite speech synthesis and LAME mp3 encoding in WebAssembly) unless
ELEVENLABS_API_KEY is set (ELEVENLABS_BASE_URL, ELEVENLABS_DEFAULT_VOICE_ID, ELEVENLABS_TIMEOUT_MS).

Exit codes: 0 success, 1 empty message or a provider failure, 2 usage or configuration error.

Examples:
  echo "Hi Sam. No rush at all!" | npm run --silent calmly -- speak --out note.mp3
  echo "Hi Sam. No rush at all!" | npm run --silent calmly -- speak --out note.mp3 --voice slt --pace slower`;

const FLAGS = {
  out: { type: 'string' },
  voice: { type: 'string', default: 'default' },
  pace: { type: 'string', default: 'natural' },
  help: { type: 'boolean', short: 'h' },
} as const;

const isOfflineVoice = (voice: string): voice is OfflineVoiceId =>
  OFFLINE_VOICE_IDS.includes(voice as OfflineVoiceId);
const isPace = (pace: string): pace is SpeechPace => SPEECH_PACES.includes(pace as SpeechPace);

// The voice stack is loaded only when this command runs, like the rewrite engines for `rewrite`.
// null: the voice asked for is an ElevenLabs voice id, and no ElevenLabs key is set.
async function speak(text: string, voice: string, pace: SpeechPace) {
  const env = parseEnv(process.env);
  const { createVoiceProviders } = await import('../../server/providers/voice/voice-providers.ts');
  // Logs go to stderr, so `--out -` leaves stdout pure mp3.
  const logger = pino({ level: env.LOG_LEVEL }, pino.destination({ dest: 2, sync: true }));
  const providers = createVoiceProviders(env, logger);
  const parts = prepareSpeech(text);
  if (isOfflineVoice(voice)) {
    const offline = providers.byName('offline');
    return offline ? offline.speak(parts, { kind: 'default', style: { voice, pace } }) : null;
  }
  const { primary } = providers;
  if (voice === 'default') {
    const target: SpeechVoice =
      primary.name === 'offline' ? { kind: 'default', style: { voice: 'rms', pace } } : { kind: 'default' };
    return primary.speak(parts, target);
  }
  if (primary.name !== 'elevenlabs') return null;
  return primary.speak(parts, { kind: 'personal', providerVoiceId: voice, voiceSettings: null, pace });
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
    if (!isPace(flags.pace))
      return usageError(io, `--pace is ${SPEECH_PACES.join(' or ')}, not "${flags.pace}".`, USAGE);
    const parsed = SpeechRequestSchema.safeParse({ text: await readAll(io.stdin) });
    if (!parsed.success) {
      await writeError(io, parsed.error.issues[0]?.message ?? 'Invalid message');
      return EXIT_BAD_INPUT;
    }
    let mp3: Uint8Array | null;
    try {
      mp3 = await speak(parsed.data.text, flags.voice, flags.pace);
    } catch (error) {
      if (error instanceof EnvError) return usageError(io, error.message, USAGE);
      // Provider failures are AppErrors whose message is already the spec §8 text.
      await writeError(io, error instanceof Error ? error.message : String(error));
      return EXIT_BAD_INPUT;
    }
    if (!mp3)
      return usageError(
        io,
        `"${flags.voice}" is not an offline voice (default, ${OFFLINE_VOICE_IDS.join(', ')}); other voice ids need ELEVENLABS_API_KEY.`,
        USAGE,
      );
    if (flags.out === '-') {
      io.stdout.write(mp3);
    } else {
      await writeFile(flags.out, mp3);
      await writeError(io, `Wrote ${flags.out} (${mp3.length} bytes).`);
    }
    return EXIT_OK;
  },
};
