import { VOICE_NOTE_FILE_PREFIX } from '../../core/constants.ts';

// spec §9: the download is named adhd-friendly-voice-note-{timestamp}.mp3.
export function voiceNoteFileName(createdAt: Date) {
  return `${VOICE_NOTE_FILE_PREFIX}${createdAt.getTime()}.mp3`;
}
