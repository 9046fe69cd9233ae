import { type AnchorMask, mayMatch, registerListWords, UNKNOWN_TEXT } from '../analysis/anchor-scan.ts';
import type { PhraseMatch, PhraseMatcher } from '../analysis/phrase-matcher.ts';
import { isSpaceCode, isWordCodePoint } from '../analysis/phrase-program.ts';
import type { Phrase } from '../analysis/rule-types.ts';
import { foldedCodePoint } from './case-fold.ts';
import { pickListAnchor } from './list-anchor.ts';

// A person's phrases (custom triggers, allowed phrases) matched over the text's tokens with a trie:
// no regex is built from what a person typed, and the time is linear in the text whatever the list
// (issue 24: a list of 400 look-alike phrases held the server for 37 s). From each place a match
// may start the trie is walked at most as deep as the longest phrase, whose 100 characters
// (limits.ts) are at most 100 tokens.
//
// The matches are exactly those of the phrase regexes in phrase-matcher.ts (regexMatcher, which
// the tests hold this to): whole words under the 'iu' flags, any run of whitespace for a space, '
// or ’ for an apostrophe; of the phrases that match at the leftmost place the first listed wins,
// and the next match starts after it. A text reads as tokens: words (runs of [\p{L}\p{N}\p{M}_]),
// single other characters, and whitespace between them. A phrase's word can only match a whole
// word of the text (its neighbours are boundaries or non-word characters), so comparing tokens is
// comparing characters.

const RIGHT_SINGLE_QUOTE = '’';
const APOSTROPHE = "'";
// Whitespace before a token is part of its key in the trie: "a b" and "a-b" differ there.
const SPACED = ' ';

// Most nodes of a list's trie have one child (phrases share their first words, then part), so a
// node keeps its first child inline and makes a map only for a second one: a 500-entry list
// compiles in about a millisecond.
interface TrieNode {
  edge: string | undefined;
  child: TrieNode | undefined;
  more: Map<string, TrieNode> | undefined;
  // The phrases that end here, in list order.
  phrases: number[] | undefined;
}

const newNode = (): TrieNode => ({ edge: undefined, child: undefined, more: undefined, phrases: undefined });

function childOf(node: TrieNode, edge: string): TrieNode | undefined {
  if (node.edge === edge) return node.child;
  return node.more?.get(edge);
}

function addChild(node: TrieNode, edge: string): TrieNode {
  const existing = childOf(node, edge);
  if (existing) return existing;
  const child = newNode();
  if (node.edge === undefined) {
    node.edge = edge;
    node.child = child;
  } else {
    node.more ??= new Map();
    node.more.set(edge, child);
  }
  return child;
}

interface Token {
  key: string;
  // The key with the whitespace before it, when there was some.
  edge: string;
  start: number;
  end: number;
  isWord: boolean;
  // Whether a word touches it on the left (no match starts here) or on the right (none ends here).
  wordBefore: boolean;
  wordAfter: boolean;
  // Whether it is a ’: a phrase's ’ matches only that, its ' either.
  curly: boolean;
}

// The tokens of a text (or of a phrase, which reads the same way).
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let spaced = false;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (isSpaceCode(code)) {
      spaced = true;
      index += 1;
      continue;
    }
    const start = index;
    let codePoint = text.codePointAt(index)!;
    const isWord = isWordCodePoint(codePoint);
    let key = '';
    do {
      key += codePoint === 0x2019 ? APOSTROPHE : foldedCodePoint(codePoint);
      index += codePoint > 0xffff ? 2 : 1;
      codePoint = index < text.length ? text.codePointAt(index)! : -1;
    } while (isWord && codePoint >= 0 && isWordCodePoint(codePoint));
    const previous = tokens.at(-1);
    const touching = previous !== undefined && !spaced;
    if (touching) previous.wordAfter = isWord;
    tokens.push({
      key,
      edge: spaced ? SPACED + key : key,
      start,
      end: index,
      isWord,
      wordBefore: touching && previous.isWord,
      wordAfter: false,
      curly: text[start] === RIGHT_SINGLE_QUOTE,
    });
    spaced = false;
  }
  return tokens;
}

interface CompiledPhrase {
  // The offsets of its tokens that are a ’ (matched only by a ’).
  readonly curlyAt: readonly number[];
}

const NO_MATCHES: readonly PhraseMatch[] = Object.freeze([]);

function acceptsCurly(phrase: CompiledPhrase, tokens: readonly Token[], first: number): boolean {
  for (const offset of phrase.curlyAt) if (!tokens[first + offset]!.curly) return false;
  return true;
}

const ASCII_WORD_KEY = /^[a-z0-9_]+$/;

export function compileListPhrases(phrases: readonly Phrase[]): PhraseMatcher {
  if (phrases.some((phrase) => phrase.text.trim() === '')) throw new Error('A phrase must not be blank');
  const root = newNode();
  const anchors: string[] = [];
  const compiled: CompiledPhrase[] = phrases.map(({ text }, phraseIndex) => {
    const tokens = tokensOf(text.trim());
    let node = root;
    tokens.forEach((token, offset) => {
      node = addChild(node, offset === 0 ? token.key : token.edge);
    });
    node.phrases ??= [];
    node.phrases.push(phraseIndex);
    // A word whose key is ASCII is read by the anchor scan as the same word, whatever the case
    // (only ſ and the Kelvin sign fold to ASCII, and the scan folds them too: anchor-scan.ts).
    const words = tokens.flatMap((token) =>
      token.isWord && ASCII_WORD_KEY.test(token.key) ? [token.key] : [],
    );
    anchors.push(words.length > 0 ? pickListAnchor(words) : '');
    const curlyAt = tokens.flatMap((token, offset) => (token.curly ? [offset] : []));
    return { curlyAt };
  });
  // Without an anchor word of the list in the text there is no match (a phrase without one is
  // always looked for).
  const bit = anchors.includes('') ? UNKNOWN_TEXT : registerListWords(anchors);

  // The first listed phrase that matches from token `first` (its index and last token), or none.
  const winner = { phraseIndex: -1, last: -1 };
  const matchFrom = (tokens: readonly Token[], first: number) => {
    winner.phraseIndex = -1;
    let node = childOf(root, tokens[first]!.key);
    for (let last = first; node !== undefined; ) {
      if (node.phrases !== undefined && !tokens[last]!.wordAfter) {
        for (const phraseIndex of node.phrases) {
          if (winner.phraseIndex >= 0 && phraseIndex > winner.phraseIndex) break;
          if (!acceptsCurly(compiled[phraseIndex]!, tokens, first)) continue;
          winner.phraseIndex = phraseIndex;
          winner.last = last;
          break;
        }
      }
      last += 1;
      if (last >= tokens.length) break;
      node = childOf(node, tokens[last]!.edge);
    }
    return winner;
  };

  const findAll = (text: string, present: AnchorMask = UNKNOWN_TEXT, stopAtFirst = false) => {
    if (!mayMatch(present, bit)) return NO_MATCHES;
    const tokens = tokensOf(text);
    const matches: PhraseMatch[] = [];
    for (let first = 0; first < tokens.length; first += 1) {
      if (tokens[first]!.wordBefore) continue;
      const { phraseIndex, last } = matchFrom(tokens, first);
      if (phraseIndex < 0) continue;
      matches.push({ start: tokens[first]!.start, end: tokens[last]!.end, phraseIndex });
      if (stopAtFirst) break;
      first = last;
    }
    return matches;
  };
  return {
    mayMatch: (present) => mayMatch(present, bit),
    findAll: (text, present) => findAll(text, present),
    test: (text, present) => findAll(text, present, true).length > 0,
  };
}
