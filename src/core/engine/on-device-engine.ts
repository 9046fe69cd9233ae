import { meaningGuardWarnings } from '../rewrite/check/meaning-guard.ts';
import { withParseReuse } from '../rewrite/parse/terms.ts';
import { rewriteMessage } from '../rewrite/rewrite.ts';
import type { Analysis, TransformRequest, TransformResult } from '../schemas.ts';
import { analyzeMessage } from '../tone/analyze-message.ts';

// The engine that runs where the person writes (issue 23): the web app when our server is out of
// reach, and the browser extension always. One entry, so a bundler makes one lazily loaded chunk of
// it (plus the parser's own chunk) and both surfaces run the very functions the server runs.
export { findToneIssues } from '../tone/tone-findings.ts';
export { analyzeMessage };

// What POST /api/transform answers with the offline provider, computed here: the rewrite, scored
// as the original is, with the same word lists and tone reading (issue 25), and the meaning
// guard's warnings (server transform.ts).
// Its stages share their parses of the message and the rewrite, as the server's worker does.
export function rewriteOnDevice(request: TransformRequest): TransformResult {
  return withParseReuse(() => {
    const { generatedMessage, explanation } = rewriteMessage(request);
    return {
      generatedMessage,
      explanation,
      analysis: analyzeMessage(generatedMessage, request.lists),
      warnings: meaningGuardWarnings(request.originalMessage, generatedMessage),
    };
  });
}

// The message's analysis and its rewrite together, as the extension's panel first shows them: one
// job, so the rewrite reads the message from the parse the analysis made rather than parsing it
// again. Each is what analyzeMessage and rewriteOnDevice give alone.
export function analyzeAndRewrite(request: TransformRequest): {
  analysis: Analysis;
  result: TransformResult;
} {
  return withParseReuse(() => ({
    analysis: analyzeMessage(request.originalMessage, request.lists),
    result: rewriteOnDevice(request),
  }));
}

// One job for the engine, by name: how the browser extension's panel asks the engine it keeps warm
// in its offscreen document (a worker there runs it), or, failing that, the engine in the page.
export type EngineJob =
  | { kind: 'analyze-and-rewrite'; request: TransformRequest }
  | { kind: 'rewrite'; request: TransformRequest }
  | { kind: 'analyze'; text: string; lists: TransformRequest['lists'] };

export type EngineJobValue = {
  'analyze-and-rewrite': ReturnType<typeof analyzeAndRewrite>;
  rewrite: TransformResult;
  analyze: Analysis;
};

export function runEngineJob(job: EngineJob): EngineJobValue[EngineJob['kind']] {
  switch (job.kind) {
    case 'analyze-and-rewrite':
      return analyzeAndRewrite(job.request);
    case 'rewrite':
      return rewriteOnDevice(job.request);
    case 'analyze':
      return analyzeMessage(job.text, job.lists);
  }
}
