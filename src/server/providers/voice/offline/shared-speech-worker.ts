import { createSpeechWorker, type SpeechWorker } from '../../../speech/worker/speech-worker-client.ts';

// The engine holds no per-user state, so one worker thread serves the whole process (each app
// instance, the CLI, a test file). It is idle-unref'd and never keeps the process alive.
let shared: SpeechWorker | null = null;

export function sharedSpeechWorker(): SpeechWorker {
  shared ??= createSpeechWorker();
  return shared;
}
