import { Hono } from 'hono';
import { AnalyzeRequestSchema } from '../../core/schemas.ts';
import { analyzeMessage } from '../../core/tone/analyze-message.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppBindings } from '../http/variables.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { readToneFindings } from '../transform/read-tone-findings.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';
import { resolveRequestLists } from '../word-lists/resolve-request-lists.ts';

export type AnalyzeRouteDeps = Pick<AppDeps, 'env' | 'db'> &
  Partial<Pick<AppDeps, 'logger'>> & { rateLimits: RateLimitStores };

// POST /analyze {text, lists?} → Analysis (spec §5 "Local message analysis"), with the request's
// word lists or else the signed-in user's (issue 16), and the message model's tone findings, whose
// hostile kinds count in the score (issue 25, docs/decisions/017-hostility-counts-in-the-score.md).
// The tone reading runs in the rewrite pool, which starts on the first request, so an idle server
// stays small (issue 13). `toneFindings` is still accepted from older callers; it changes nothing.
export function createAnalyzeRoutes(deps: AnalyzeRouteDeps) {
  const limit = rateLimitByIp({
    store: deps.rateLimits.api,
    name: 'analyze',
    limit: deps.env.RATE_LIMIT_API_MAX,
    windowMs: deps.env.RATE_LIMIT_API_WINDOW_S * 1000,
  });
  return new Hono<AppBindings>().post(
    '/analyze',
    limit,
    validateJsonBody(AnalyzeRequestSchema),
    async (c) => {
      const { text, lists } = c.req.valid('json');
      const resolved = await resolveRequestLists(c, lists, deps);
      const tone = await readToneFindings(text, { logger: deps.logger });
      return c.json(analyzeMessage(text, resolved, tone));
    },
  );
}
