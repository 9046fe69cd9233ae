import * as chrono from 'chrono-node';

// chrono-node's casual English reader, as chrono.parse uses it, finding exactly what it finds. Three
// of its parsers ("3 days ago", "2 weeks later", "next 5 minutes") wrap the long pattern of every
// number and time unit in words that must be there: "ago", "later", "next" and their like. Their
// patterns are the slowest of chrono's to compile, and the browser compiles each on its first use,
// in the extension's first analysis (issue 23). Here each of them runs only on a text holding one
// of its words: where none is, its pattern cannot match, so it would have found nothing anyway.
// tests: date-reader.test.ts.

type Parser = chrono.Chrono['parsers'][number];
type Context = Parameters<Parser['pattern']>[0];

// Each parser by the end of its pattern (its source, which bundling leaves alone, unlike class
// names), with the words the pattern needs, as the pattern spells them (both ignore case).
export const WORD_GATED = [
  { name: 'time units ago', needs: /ago|before|earlier/i, ends: '(?:ago|before|earlier)(?=\\W|$)' },
  {
    name: 'time units later',
    needs: /later|after|from now|henceforth|forward|out/i,
    ends: '(?:later|after|from now|henceforth|forward|out)(?=(?:\\W|$))',
  },
  {
    name: 'this/next/last time units',
    needs: /this|last|past|next|after|\+|-/i,
    starts: '(this|last|past|next|after|\\+|-)\\s*(',
  },
] as const;

const NEVER = /(?!)/;

const sourceOf = (parser: Parser) => {
  const inner = (parser as { innerPattern?: (context: Context) => RegExp }).innerPattern;
  return inner ? inner.call(parser, { option: {} } as Context).source : '';
};

export const gateOf = (parser: Parser) => {
  const source = sourceOf(parser);
  return WORD_GATED.find((gate) =>
    'ends' in gate ? source.endsWith(gate.ends) : source.startsWith(gate.starts),
  );
};

function gated(parser: Parser): Parser {
  const gate = gateOf(parser);
  if (!gate) return parser;
  const wrapped = Object.create(parser) as Parser;
  wrapped.pattern = (context: Context) => (gate.needs.test(context.text) ? parser.pattern(context) : NEVER);
  return wrapped;
}

export const dateReader = (() => {
  const reader = chrono.casual.clone();
  reader.parsers = reader.parsers.map(gated);
  return reader;
})();
