// spec §7 Microphone recording: mono, 44.1 kHz, webm/opus. Browsers treat these as hints (Chromium
// records at 48 kHz whatever is asked: DESIGN §6), so the server never relies on the rate.
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = { channelCount: 1, sampleRate: 44_100 };

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus'] as const;

// The first container the browser can record, webm/opus first; undefined lets the browser choose.
export function pickRecordingMimeType(isSupported: (type: string) => boolean = isTypeSupported) {
  return PREFERRED_TYPES.find((type) => isSupported(type));
}

function isTypeSupported(type: string) {
  return typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type);
}

// Rejects when the browser has no microphone API at all, as well as when permission is refused.
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser cannot record audio.');
  return navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
}

export function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
