import { Hono } from 'hono';
import { analyzeWithLists } from '../../core/lists/analyze-with-lists.ts';
import { AnalyzeRequestSchema } from '../../core/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppBindings } from '../http/variables.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';
import { resolveRequestLists } from '../word-lists/resolve-request-lists.ts';

export type AnalyzeRouteDeps = Pick<AppDeps, 'env' | 'db'> &
  Partial<Pick<AppDeps, 'logger'>> & { rateLimits: RateLimitStores };

// POST /analyze {text, lists?, toneFindings?} → Analysis (spec §5 "Local message analysis"), with
// the request's word lists or else the signed-in user's (issue 16). With toneFindings, the tone
// findings (issue 12) come beside it; their parser loads on the first such request, so the plain
// analysis stays cheap and an idle server small (issue 13).
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
      const { text, lists, toneFindings } = c.req.valid('json');
      const resolved = await resolveRequestLists(c, lists, deps);
      if (!toneFindings) return c.json(analyzeWithLists(text, resolved));
      const { analyzeMessage } = await import('../../core/analysis/tone-findings.ts');
      return c.json(analyzeMessage(text, resolved));
    },
  );
}
