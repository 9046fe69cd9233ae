// The package ships no types; this declares only the part of its API Calmly calls.
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEvent = { type: string; audio_position: number };
  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    set_pitch(pitch: number): number;
    set_range(range: number): number;
    get_samplerate(): number;
    synthesize(
      text: string,
      onChunk: (samples: Int16Array, events: EspeakEvent[]) => boolean | undefined,
    ): void;
  }
  export type EspeakModule = { eSpeakNGWorker: new () => ESpeakNGWorker };
  const initialize: () => Promise<EspeakModule>;
  export default initialize;
}
