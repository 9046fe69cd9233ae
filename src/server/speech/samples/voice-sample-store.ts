import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUDIO_FORMAT_EXTENSION, AUDIO_FORMAT_MIME, type AudioFormat } from '../analysis/audio-format.ts';
import type { Recording } from '../analysis/measure-voice.ts';

export const SAMPLE_URL_PREFIX = '/api/voices/samples/';
const SAMPLE_FILE = /^[0-9a-f-]{36}\.(webm|ogg|wav)$/;
const FORMAT_BY_EXTENSION = Object.fromEntries(
  Object.entries(AUDIO_FORMAT_EXTENSION).map(([format, extension]) => [extension, format as AudioFormat]),
);

// Voice samples kept for playback (spec §3 audio_sample_url), one folder per user under
// DATA_DIR/samples. Ownership is the folder: a user can only ever read from their own, whatever
// URL a profile row holds (DESIGN §7: kept only as long as the profile needs them).
export function createVoiceSampleStore(dataDir: string) {
  const root = join(dataDir, 'samples');
  // A hash keeps any character of a user id out of the path.
  const userDir = (userId: string) =>
    join(root, createHash('sha256').update(userId).digest('hex').slice(0, 32));
  const fileOf = (url: string) => {
    const name = url.startsWith(SAMPLE_URL_PREFIX) ? url.slice(SAMPLE_URL_PREFIX.length) : url;
    return SAMPLE_FILE.test(name) ? name : null;
  };

  return {
    async save(userId: string, recording: Recording): Promise<string> {
      const name = `${randomUUID()}.${AUDIO_FORMAT_EXTENSION[recording.format]}`;
      await mkdir(userDir(userId), { recursive: true });
      await writeFile(join(userDir(userId), name), recording.bytes);
      return SAMPLE_URL_PREFIX + name;
    },
    async read(userId: string, url: string): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
      const name = fileOf(url);
      if (!name) return null;
      const format = FORMAT_BY_EXTENSION[name.split('.').at(-1) ?? ''];
      const bytes = await readFile(join(userDir(userId), name)).catch(() => null);
      return bytes && format ? { bytes: new Uint8Array(bytes), mimeType: AUDIO_FORMAT_MIME[format] } : null;
    },
    async remove(userId: string, url: string): Promise<void> {
      const name = fileOf(url);
      if (name) await rm(join(userDir(userId), name), { force: true });
    },
  };
}

export type VoiceSampleStore = ReturnType<typeof createVoiceSampleStore>;
