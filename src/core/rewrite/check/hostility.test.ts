import { describe, expect, it } from 'vitest';
import { isAbusiveWord } from './hostility.ts';

// isAbusiveWord keeps its answers per word (issue 24): a word asked again answers as the first time.
describe('isAbusiveWord', () => {
  it('reads profane and insulting words as abusive, each time it is asked', () => {
    for (const word of ['Shit', 'idiot', 'Shit', 'idiot']) expect(isAbusiveWord(word)).toBe(true);
  });
  it('leaves names and plain words, each time it is asked (near misses)', () => {
    for (const word of ['Sam', 'Monday', 'Sam', 'Monday', 'Scunthorpe'])
      expect(isAbusiveWord(word)).toBe(false);
  });
});
