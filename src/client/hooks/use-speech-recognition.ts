import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../core/catalog/messages.ts';
import {
  appendTranscript,
  cannotDictate,
  type Recognizer,
  speechErrorMessage,
  speechRecognitionConstructor,
  transcriptOf,
} from '../lib/speech-recognition.ts';

type Options = { text: string; onTextChange: (text: string) => void };

// spec §4/§7: speech recognition toggles listening on and off (continuous, interim results, en-US)
// and ends on error. The microphone button only appears where the browser supports it.
export function useSpeechRecognition({ text, onTextChange }: Options) {
  const [isListening, setIsListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The browser can't dictate at all here: the button offers typing instead of another try.
  const [isUnavailable, setIsUnavailable] = useState(false);
  const recognizerRef = useRef<Recognizer | null>(null);
  const Recognition = speechRecognitionConstructor();

  useEffect(() => () => recognizerRef.current?.abort(), []);

  function start() {
    if (!Recognition) return;
    const recognizer = new Recognition();
    recognizer.continuous = true;
    recognizer.interimResults = true;
    recognizer.lang = 'en-US';
    const base = text;
    recognizer.onresult = (event) => onTextChange(appendTranscript(base, transcriptOf(event.results)));
    recognizer.onerror = (event) => {
      setError(speechErrorMessage(event.error));
      setIsUnavailable(cannotDictate(event.error));
      setIsListening(false);
      recognizer.abort();
    };
    recognizer.onend = () => setIsListening(false);
    try {
      recognizer.start();
      recognizerRef.current = recognizer;
      setError(null);
      setIsUnavailable(false);
      setIsListening(true);
    } catch {
      setError(MESSAGES.SR_START_FAILED);
      setIsListening(false);
    }
  }

  function toggle() {
    if (isListening) {
      recognizerRef.current?.stop();
      setIsListening(false);
    } else start();
  }

  return { isSupported: Recognition !== undefined, isListening, error, isUnavailable, toggle };
}
