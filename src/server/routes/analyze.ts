import { Hono } from 'hono';
import { analyze } from '../../core/analysis/analyze.ts';
import { AnalyzeRequestSchema } from '../../core/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppBindings } from '../http/variables.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import type { RateLimitStores } from '../rate-limit/rate-limit-store.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';

export type AnalyzeRouteDeps = Pick<AppDeps, 'env'> & { rateLimits: RateLimitStores };

// POST /analyze {text} → Analysis (spec §5 "Local message analysis").
export function createAnalyzeRoutes(deps: AnalyzeRouteDeps) {
  const limit = rateLimitByIp({
    store: deps.rateLimits.api,
    name: 'analyze',
    limit: deps.env.RATE_LIMIT_API_MAX,
    windowMs: deps.env.RATE_LIMIT_API_WINDOW_S * 1000,
  });
  return new Hono<AppBindings>().post('/analyze', limit, validateJsonBody(AnalyzeRequestSchema), (c) =>
    c.json(analyze(c.req.valid('json').text)),
  );
}
