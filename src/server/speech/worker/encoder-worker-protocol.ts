// Messages between the server's event loop and the mp3 encoder thread. A note arrives as begin,
// its pcm chunks in order, then end (or abort). Every chunk and the end are answered, in order,
// with the mp3 bytes LAME produced for them, so a note can be streamed while it is being made.
export type EncoderRequest =
  | { noteId: number; kind: 'begin'; sampleRate: number }
  | { noteId: number; kind: 'chunk'; samples: Float32Array }
  | { noteId: number; kind: 'end' }
  | { noteId: number; kind: 'abort' };

export type EncoderReply =
  | { noteId: number; ok: true; mp3: Uint8Array }
  | { noteId: number; ok: false; error: string };
