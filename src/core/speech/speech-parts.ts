export type SpeechPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'pause'; readonly seconds: number };
