import { MESSAGES } from '../../../core/catalog/messages.ts';
import { MAX_RECORDING_BYTES, MAX_RECORDINGS, MIN_GOOD_RECORDINGS } from '../../../core/constants.ts';
import { recordingQuality } from '../../../core/recording/quality.ts';
import { AppError } from '../../http/app-error.ts';
import { detectAudioFormat } from '../analysis/audio-format.ts';
import type { Recording } from '../analysis/measure-voice.ts';

const MAX_NAME_CHARS = 100;
const MAX_DESCRIPTION_CHARS = 500;

type FormValue = string | File;
export type CloneForm = Record<string, FormValue | FormValue[]>;
export type CloneUpload = { name: string; description: string; recordings: Recording[] };

const all = (value: FormValue | FormValue[] | undefined) => (value === undefined ? [] : [value].flat());
const text = (value: FormValue | FormValue[] | undefined) => {
  const first = all(value)[0];
  return typeof first === 'string' ? first.trim() : '';
};
const fail = (code: string, status: 400 | 413 | 415, message: string) =>
  new AppError({ code, status, message });

// Durations come from the browser's own timer (Chromium's WebM has none, DESIGN §6), one per
// file, as repeated fields or one comma-separated list; anything unreadable counts as unknown.
function readDurations(value: FormValue | FormValue[] | undefined) {
  return all(value)
    .flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : []))
    .map((entry) => (entry.trim() === '' ? Number.NaN : Number(entry)))
    .map((seconds) => (Number.isFinite(seconds) && seconds >= 0 ? seconds : null));
}

// spec §5: at least 2 good recordings (1 when only one is sent, as the workspace flow does). A
// recording without a known duration is judged on its size alone.
function countGood(sizes: number[], durations: (number | null)[]) {
  return sizes.filter((sizeBytes, index) => {
    const durationS = durations[index] ?? Number.POSITIVE_INFINITY;
    return recordingQuality({ durationS, sizeBytes }) !== 'poor';
  }).length;
}

// Checks a clone upload in the order a person can fix it: consent, how many, how big, what kind,
// how good. Types are judged by content (magic bytes), never by file name or declared type.
export async function parseCloneUpload(form: CloneForm): Promise<CloneUpload> {
  if (text(form.consent) !== 'true') throw fail('CONSENT_REQUIRED', 400, MESSAGES.CONSENT_REQUIRED);
  const files = all(form.files).filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) throw fail('NEED_GOOD_RECORDINGS', 400, MESSAGES.NEED_TWO_GOOD_RECORDINGS);
  if (files.length > MAX_RECORDINGS) throw fail('TOO_MANY_RECORDINGS', 413, MESSAGES.TOO_MANY_RECORDINGS);
  if (files.some((file) => file.size > MAX_RECORDING_BYTES)) {
    throw fail('RECORDING_TOO_LARGE', 413, MESSAGES.RECORDING_TOO_LARGE);
  }
  const recordings: Recording[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const format = detectAudioFormat(bytes);
    if (!format) throw fail('RECORDING_UNSUPPORTED', 415, MESSAGES.RECORDING_UNSUPPORTED);
    recordings.push({ format, bytes });
  }
  const needed = Math.min(MIN_GOOD_RECORDINGS, recordings.length);
  const sizes = recordings.map((recording) => recording.bytes.length);
  if (countGood(sizes, readDurations(form.durations)) < needed) {
    throw fail('NEED_GOOD_RECORDINGS', 400, MESSAGES.NEED_TWO_GOOD_RECORDINGS);
  }
  return {
    name: (text(form.name) || MESSAGES.DEFAULT_VOICE_NAME).slice(0, MAX_NAME_CHARS),
    description: text(form.description).slice(0, MAX_DESCRIPTION_CHARS),
    recordings,
  };
}
