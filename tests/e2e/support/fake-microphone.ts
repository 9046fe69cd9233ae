import { resolve } from 'node:path';
import type { StartServerOptions } from '../../support/start-server.ts';
import { setUpBrowserSuite } from './suite.ts';

// Chromium's fake microphone plays this WAV of speech once, then silence (DESIGN §6). Each
// getUserMedia call starts the file again, so every recording hears the same speech.
export const SPEECH_SAMPLE_WAV = resolve(import.meta.dirname, '../../fixtures/speech-sample.wav');

export const FAKE_MICROPHONE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${SPEECH_SAMPLE_WAV}%noloop`,
];

// A browser suite whose microphone hears the speech sample.
export function setUpFakeMicrophoneSuite(server: StartServerOptions = {}) {
  return setUpBrowserSuite({ launchArgs: FAKE_MICROPHONE_ARGS, server });
}
