// Plays an mp3 while it is still arriving (issue 14: the player starts within 0.3 s): the chunks
// are appended to a MediaSource that the audio element plays from. Browsers without MSE for mp3
// (older iOS Safari) wait for the whole file instead (canStreamMp3).
export function canStreamMp3() {
  return typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported('audio/mpeg');
}

export type Mp3MediaSource = {
  // For the audio element's src. The source opens once the element has it.
  url: string;
  append(chunk: Uint8Array): Promise<void>;
  end(): Promise<void>;
};

export function createMp3MediaSource(): Mp3MediaSource {
  const mediaSource = new MediaSource();
  const url = URL.createObjectURL(mediaSource);
  const buffer = new Promise<SourceBuffer>((resolve) => {
    mediaSource.addEventListener(
      'sourceopen',
      () => {
        const sourceBuffer = mediaSource.addSourceBuffer('audio/mpeg');
        // mp3 carries no timestamps: each chunk simply follows the last.
        sourceBuffer.mode = 'sequence';
        resolve(sourceBuffer);
      },
      { once: true },
    );
  });
  return {
    url,
    async append(chunk) {
      const sourceBuffer = await buffer;
      await new Promise<void>((resolve, reject) => {
        sourceBuffer.addEventListener('updateend', () => resolve(), { once: true });
        sourceBuffer.addEventListener('error', () => reject(new Error('audio could not be buffered')), {
          once: true,
        });
        sourceBuffer.appendBuffer(chunk as Uint8Array<ArrayBuffer>);
      });
    },
    async end() {
      await buffer;
      if (mediaSource.readyState === 'open') mediaSource.endOfStream();
    },
  };
}
