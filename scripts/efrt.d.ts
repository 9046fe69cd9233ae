// efrt (compromise's word-trie packer, a dependency of compromise) ships no types. The build only
// unpacks compromise's lexicon with it (engine-parser.ts): a packed trie to each word mapped to true.
declare module 'efrt' {
  export function unpack(packed: string): Record<string, unknown>;
}
