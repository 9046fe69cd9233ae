import { resolve } from 'node:path';

// tests/fixtures/speech-sample.wav, written by scripts/make-speech-fixture.ts.
export const SPEECH_FIXTURE_PATH = resolve(import.meta.dirname, '../fixtures/speech-sample.wav');
export const SPEECH_FIXTURE_RATE_HZ = 48_000;
// The speaker the fixture imitates, so tests can check that the voice match measures it back.
export const SPEECH_FIXTURE_SPEAKER = { pitchHz: 120, wordsPerMinute: 150 };
export const SPEECH_FIXTURE_SCRIPT = `Hi, this is my voice for Calmly. I am recording this sample at my desk on a quiet afternoon.
When I write to my team, I like to keep things short and clear. I try to say what I need, why it matters, and when it would help.
There is no rush on any of this. Thank you for listening, and have a lovely day!`;

// The first seconds of the WAV, recorded by Chromium's MediaRecorder (make-speech-fixture --webm).
export const WEBM_FIXTURE_PATH = resolve(import.meta.dirname, '../fixtures/speech-sample-chromium.webm');
export const WEBM_FIXTURE_SECONDS = 6;
