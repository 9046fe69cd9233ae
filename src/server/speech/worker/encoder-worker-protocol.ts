// Messages between the speech worker (synthesis) and its encoder thread (LAME). A note arrives as
// begin, its pcm chunks in order, then end; only end is answered, with the whole mp3.
export type EncoderRequest =
  | { noteId: number; kind: 'begin'; sampleRate: number }
  | { noteId: number; kind: 'chunk'; samples: Float32Array }
  | { noteId: number; kind: 'end' };

export type EncoderReply =
  | { noteId: number; ok: true; mp3: Uint8Array }
  | { noteId: number; ok: false; error: string };
