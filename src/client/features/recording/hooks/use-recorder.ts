import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { openMicrophone, pickRecordingMimeType, stopStream } from '../lib/microphone.ts';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';
import { useInputLevel } from './use-input-level.ts';

// Chunks every second, so a recording stopped at any moment has all its audio.
const CHUNK_MS = 1000;

export type RecordedAudio = { blob: Blob; durationS: number; sizeBytes: number };
export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopping';

type Session = { stream: MediaStream; recorder: MediaRecorder; chunks: Blob[]; startedAt: number };

// One microphone recording at a time (spec §7: mono, 44.1 kHz asked, webm/opus), with the app's own
// timer and a live input level. The microphone is released as soon as a recording stops or the
// component unmounts.
export function useRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessionRef = useRef<Session | null>(null);
  // Guards against a second start while the first still waits for the microphone.
  const isStartingRef = useRef(false);
  const isMountedRef = useRef(true);
  const elapsedS = useElapsedSeconds(session?.startedAt ?? null);
  const level = useInputLevel(session?.stream ?? null);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
      const current = sessionRef.current;
      sessionRef.current = null;
      if (!current) return;
      current.recorder.ondataavailable = null;
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      stopStream(current.stream);
    };
  }, []);

  async function start() {
    if (isStartingRef.current || sessionRef.current) return;
    isStartingRef.current = true;
    setError(null);
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch {
      // spec §8: a refused or missing microphone gets one calm message.
      setError(MESSAGES.MICROPHONE_UNAVAILABLE);
      setStatus('idle');
      return;
    } finally {
      isStartingRef.current = false;
    }
    if (!isMountedRef.current) return stopStream(stream);
    try {
      const mimeType = pickRecordingMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const next: Session = { stream, recorder, chunks: [], startedAt: Date.now() };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) next.chunks.push(event.data);
      };
      recorder.start(CHUNK_MS);
      sessionRef.current = next;
      setSession(next);
      setStatus('recording');
    } catch {
      stopStream(stream);
      setError(MESSAGES.MICROPHONE_UNAVAILABLE);
      setStatus('idle');
    }
  }

  // Resolves with the recording once the recorder has flushed its last chunk.
  function stop(): Promise<RecordedAudio | null> {
    const current = sessionRef.current;
    if (!current) return Promise.resolve(null);
    sessionRef.current = null;
    const durationS = (Date.now() - current.startedAt) / 1000;
    setStatus('stopping');
    return new Promise((resolve) => {
      current.recorder.onstop = () => {
        stopStream(current.stream);
        const blob = new Blob(current.chunks, { type: current.recorder.mimeType || 'audio/webm' });
        if (isMountedRef.current) {
          setSession(null);
          setStatus('idle');
        }
        resolve({ blob, durationS, sizeBytes: blob.size });
      };
      current.recorder.stop();
    });
  }

  function clearError() {
    setError(null);
  }

  return { status, isRecording: status === 'recording', elapsedS, level, error, start, stop, clearError };
}

export type Recorder = ReturnType<typeof useRecorder>;
