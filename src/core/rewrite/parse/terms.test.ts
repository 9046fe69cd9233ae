import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { TransformRequestSchema } from '../../schemas.ts';
import { analyzeMessage } from '../../tone/analyze-message.ts';
import { findChangedReferents } from '../check/changed-referents.ts';
import { meaningGuardWarnings } from '../check/meaning-guard.ts';
import { readSentences } from '../check/read-clauses.ts';
import { rewriteMessage } from '../rewrite.ts';
import { keptPerJob, parseTerms, withParseReuse } from './terms.ts';
import { type Token, tokenizeSentences } from './tokens.ts';
import { markVocativeNames } from './vocative-names.ts';
import { categoriesOf } from './word-categories.ts';

const MESSAGES = [
  "Why haven't you replied?? I asked on Monday. Fix it now, don't make me ask again.",
  'Hi Sam,\n\n- send the slides by Thursday 5pm\n- book the room\n\nThanks!',
  "You forgot to renew the car insurance and there's a penalty. Renew it today.",
  'Could you send me the report when you have a moment? Thanks so much.',
  "It's telling that nobody answered. Drop everything else and do NOT merge.",
];

describe('one parse per text within a job', () => {
  it('gives a job the same parse of a text each time it is read', () => {
    withParseReuse(() => {
      expect(parseTerms(MESSAGES[0]!)).toBe(parseTerms(MESSAGES[0]!));
      expect(parseTerms(MESSAGES[0]!)).not.toBe(parseTerms(MESSAGES[1]!));
    });
  });

  it('keeps nothing between jobs, so no text is cheaper for having been sent before', () => {
    const first = withParseReuse(() => parseTerms(MESSAGES[0]!));
    const second = withParseReuse(() => parseTerms(MESSAGES[0]!));
    expect(second).not.toBe(first);
    expect(parseTerms(MESSAGES[0]!)).not.toBe(parseTerms(MESSAGES[0]!));
  });

  it('lets a job inside a job share the outer one’s parses', () => {
    withParseReuse(() => {
      const outer = parseTerms(MESSAGES[2]!);
      expect(withParseReuse(() => parseTerms(MESSAGES[2]!))).toBe(outer);
    });
  });

  it('leaves a rewrite, its analysis and its meaning guard exactly as parsing each time does', () => {
    const job = (text: string) => {
      const reply = rewriteMessage(TransformRequestSchema.parse({ originalMessage: text }));
      return {
        reply,
        analysis: analyzeMessage(reply.generatedMessage),
        original: analyzeMessage(text),
        warnings: meaningGuardWarnings(text, reply.generatedMessage),
        guard: [readSentences(text), findChangedReferents(text, reply.generatedMessage)],
      };
    };
    for (const text of MESSAGES) expect(withParseReuse(() => job(text))).toEqual(job(text));
  });
});

describe('a reading kept per job', () => {
  const counted = () => {
    const texts: string[] = [];
    const read = keptPerJob((text: string) => {
      texts.push(text);
      return { length: text.length };
    });
    return { texts, read };
  };
  it('is read once per text within a job, and the same reading is given each time', () => {
    const { texts, read } = counted();
    withParseReuse(() => {
      expect(read('Send the file.')).toBe(read('Send the file.'));
      read('Thanks!');
    });
    expect(texts).toEqual(['Send the file.', 'Thanks!']);
  });
  it('near miss: outside a job, or in the next job, the text is read again', () => {
    const { texts, read } = counted();
    read('Send the file.');
    read('Send the file.');
    withParseReuse(() => read('Send the file.'));
    withParseReuse(() => read('Send the file.'));
    expect(texts).toHaveLength(4);
  });
});

describe('a text parsed by sentence within a job', () => {
  const TEXTS = [
    ...MESSAGES,
    'Mr. Smith left at 5 p.m. on Jan. 3. He said "no way." and (really!) went home. e.g. this, i.e. that.',
    'WHY IS THIS NOT DONE. FIX IT NOW!!! seriously. I can’t keep asking... ok?',
    '  Hello there.   How are you?  \nSee you at 9am tomorrow!',
  ];
  // Every field a reader may use (CompromiseTerm), the tags as a list.
  const pick = (terms: ReturnType<typeof parseTerms>[number]) =>
    terms.map(({ text, pre, post, normal, implicit, machine, root, tags, switch: maybe }) => ({
      text,
      pre,
      post,
      normal,
      implicit,
      machine,
      root,
      tags: [...tags],
      maybe,
    }));

  it.each(TEXTS)('reads “%s” as a parse of the whole text does', (text) => {
    const whole = parseTerms(text).map(pick);
    const shared = withParseReuse(() => {
      // Texts that share some of its sentences come first, as an original before its rewrite.
      for (const part of text.split(/(?<=[.?!]\s)/)) parseTerms(part);
      parseTerms(`Hello there. ${text}`);
      return parseTerms(text).map(pick);
    });
    expect(shared).toEqual(whole);
  });

  // The meaning guard reads a text whole, after the rewrite read it line by line: a sentence that
  // ends a line then keeps its line break, and is read from the line's terms.
  const LINES = [
    'Hi Sam,\n\nSend the slides today. The client is waiting.\n\nThanks,\nAlex',
    'Fix it now.  \n- book the room\t\n',
    'Call me.\r\nOr not.',
    // Near misses: a last "word" of punctuation alone takes the break into its own text.
    'what do you want , ?\nfine . """\nok',
  ];
  it.each(LINES)('reads “%s” line by line as a parse of the whole text does', (text) => {
    const whole = parseTerms(text).map(pick);
    const shared = withParseReuse(() => {
      for (const line of text.split('\n')) parseTerms(line);
      return parseTerms(text).map(pick);
    });
    expect(shared).toEqual(whole);
  });

  it('reads a sentence that ends a line from its line’s terms', () => {
    withParseReuse(() => {
      const line = parseTerms('Send the slides today.');
      const [sentence] = parseTerms('Send the slides today.\nThanks!');
      expect(sentence?.[0]).toBe(line[0]?.[0]);
      expect(sentence?.at(-1)?.post).toBe('.\n');
    });
  });

  it('parses only the sentences a rewrite does not keep from its original', () => {
    withParseReuse(() => {
      const original = parseTerms('Send it today. The client is waiting. Thanks!');
      const rewrite = parseTerms('Could you send it today? The client is waiting. Thanks!');
      expect(rewrite[1]).toBe(original[1]);
      expect(rewrite[2]).toBe(original[2]);
      expect(rewrite[0]).not.toBe(original[0]);
    });
  });
});

describe('tokens from compromise’s own terms', () => {
  // The fields as compromise's doc.json() reports them, which tokens were once read from.
  const fromJson = (line: string) => {
    const doc = nlp(line);
    doc.compute('root');
    return (doc.json() as Array<{ terms: Array<Record<string, unknown> & { tags: string[] }> }>)
      .map(({ terms }) =>
        terms.map((term) => {
          const normal = String(term.implicit ?? term.machine ?? term.normal ?? term.text).toLowerCase();
          const root = term.root ? String(term.root).toLowerCase() : undefined;
          // The project's word categories are tagged on top (word-categories.ts).
          const categories = categoriesOf(normal, root ?? normal, String(term.text));
          const verb = String(term.switch ?? '').includes('Verb') ? ['MaybeVerb'] : [];
          return {
            text: term.text,
            pre: term.pre,
            post: term.post,
            normal,
            ...(root ? { root } : {}),
            tags: new Set([...term.tags, ...verb, ...categories]),
          };
        }),
      )
      .filter((tokens) => tokens.length > 0);
  };

  it.each(MESSAGES.flatMap((text) => text.split('\n')))('reads “%s” as compromise reports it', (line) => {
    // A greeting's name is tagged on top of compromise's reading (vocative-names.ts).
    expect(tokenizeSentences(line)).toEqual(
      fromJson(line).map((tokens) => markVocativeNames(tokens as Token[])),
    );
  });

  it('skips only its own chunking: other callers of compromise still get verb phrases', () => {
    const hooks = [...nlp.hooks()];
    tokenizeSentences('I want to see the report.');
    expect(nlp.hooks()).toEqual(hooks);
    const [terms] = nlp('I want to see the report.').docs as Array<Array<{ chunk?: string }>>;
    expect(terms?.map((term) => term.chunk)).toContain('Verb');
    expect(nlp('I want to see the report.').verbs().found).toBe(true);
  });

  it('marks a word that may also be a verb, and expands contractions', () => {
    const [tokens] = tokenizeSentences("Don't drop everything.");
    expect(tokens?.map((token) => token.normal)).toEqual(['do', 'not', 'drop', 'everything']);
    expect(tokens?.find((token) => token.text === 'drop')?.tags.has('Verb')).toBe(true);
  });
});
