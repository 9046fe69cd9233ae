import { EXTENSION_TEXT as TEXT } from '../../core/catalog/surfaces.ts';
import type { Analysis, TransformResult } from '../../core/schemas.ts';
import { h } from './dom.ts';
import { highlightPieces } from './highlight.ts';

// The parts of the panel that show a result: the score with the marked words, and the rewrite with
// what changed and what to check.

export function analysisView(text: string, analysis: Analysis): HTMLElement {
  const pieces = highlightPieces(text, analysis.findings);
  const marked = pieces.filter((piece) => piece.finding);
  return h(
    'section',
    { 'aria-labelledby': 'calmly-score-title' },
    h('h3', { id: 'calmly-score-title' }, TEXT.score),
    h('p', { class: 'score', 'data-testid': 'score' }, TEXT.scoreOutOf(analysis.score)),
    h('p', { class: 'note' }, TEXT.scoreHint),
    h('h3', {}, TEXT.highlights),
    marked.length === 0
      ? h('p', { class: 'note' }, TEXT.noHighlights)
      : h(
          'p',
          { class: 'original', 'data-testid': 'highlighted' },
          ...pieces.map((piece) =>
            piece.finding
              ? h('mark', { title: piece.finding.suggestion ?? undefined }, piece.text)
              : piece.text,
          ),
        ),
  );
}

// The rewrite and, under the panel's Replace and Copy, what changed and what to check.
export function rewriteView(result: TransformResult, note: string | null) {
  const rewrite = h(
    'section',
    { 'aria-labelledby': 'calmly-rewrite-title' },
    h('h3', { id: 'calmly-rewrite-title' }, TEXT.rewrite),
    h('p', { class: 'rewrite', 'data-testid': 'rewrite' }, result.generatedMessage),
    note ? h('p', { class: 'note' }, note) : null,
  );
  const details = h(
    'section',
    {},
    h('h3', {}, TEXT.whatChanged),
    ...result.explanation.split('\n').map((line) => h('p', { class: 'note' }, line)),
    result.warnings.length === 0
      ? null
      : h(
          'div',
          { role: 'group', 'aria-label': TEXT.meaningWarnings },
          h('h3', {}, TEXT.meaningWarnings),
          h('ul', { class: 'warnings' }, ...result.warnings.map((warning) => h('li', {}, warning))),
        ),
  );
  return { rewrite, details };
}
