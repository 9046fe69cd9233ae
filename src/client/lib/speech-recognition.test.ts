import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/catalog/messages.ts';
import {
  appendTranscript,
  speechErrorMessage,
  speechRecognitionConstructor,
  transcriptOf,
} from './speech-recognition.ts';

const resultList = (...transcripts: string[]) =>
  transcripts.map((transcript) => [{ transcript }]) as unknown as SpeechRecognitionResultList;

describe('speech recognition helpers (spec §8)', () => {
  it.each([
    ['not-allowed', MESSAGES.SR_NOT_ALLOWED],
    ['no-speech', MESSAGES.SR_NO_SPEECH],
    ['network', MESSAGES.SR_NETWORK],
    ['audio-capture', MESSAGES.SR_UNAVAILABLE],
    ['service-not-allowed', MESSAGES.SR_UNAVAILABLE],
    ['language-not-supported', MESSAGES.SR_UNAVAILABLE],
    ['bad-grammar', MESSAGES.SR_OTHER],
    ['aborted', null],
  ])('maps %s to its message', (code, message) => {
    expect(speechErrorMessage(code)).toBe(message);
  });

  it('finds the standard or the webkit-prefixed constructor, or none', () => {
    class Recognizer {}
    expect(speechRecognitionConstructor({ webkitSpeechRecognition: Recognizer })).toBe(Recognizer);
    expect(speechRecognitionConstructor({ SpeechRecognition: Recognizer })).toBe(Recognizer);
    expect(speechRecognitionConstructor({})).toBeUndefined();
  });

  it('joins final and interim results in order', () => {
    expect(transcriptOf(resultList('could you send', ' the report'))).toBe('could you send the report');
  });

  it('continues the typed text with exactly one space', () => {
    expect(appendTranscript('Hello', 'there')).toBe('Hello there');
    expect(appendTranscript('Hello ', 'there')).toBe('Hello there');
    expect(appendTranscript('', 'there')).toBe('there');
    expect(appendTranscript('Hello', '')).toBe('Hello');
  });
});
