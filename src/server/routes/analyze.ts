import { Hono } from 'hono';
import { analyzeMessage } from '../../core/analysis/tone-findings.ts';
import { AnalyzeRequestSchema } from '../../core/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppBindings } from '../http/variables.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';
import { resolveRequestLists } from '../word-lists/resolve-request-lists.ts';

export type AnalyzeRouteDeps = Pick<AppDeps, 'env' | 'db'> &
  Partial<Pick<AppDeps, 'logger'>> & { rateLimits: RateLimitStores };

// POST /analyze {text, lists?} → Analysis (spec §5 "Local message analysis"), with the request's
// word lists or else the signed-in user's (issue 16),
// with the tone findings beside it (issue 12).
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
      return c.json(analyzeMessage(text, await resolveRequestLists(c, lists, deps)));
    },
  );
}
