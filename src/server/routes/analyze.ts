import { Hono } from 'hono';
import { analyzeMessage } from '../../core/analysis/tone-findings.ts';
import { AnalyzeRequestSchema } from '../../core/schemas.ts';
import type { AppDeps } from '../app.ts';
import type { AppBindings } from '../http/variables.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';

export type AnalyzeRouteDeps = Pick<AppDeps, 'env' | 'db'>;

// POST /analyze {text} → Analysis (spec §5 "Local message analysis"), with the tone findings beside it.
export function createAnalyzeRoutes(deps: AnalyzeRouteDeps) {
  const limit = rateLimitByIp({
    db: deps.db,
    name: 'analyze',
    limit: deps.env.RATE_LIMIT_API_MAX,
    windowMs: deps.env.RATE_LIMIT_API_WINDOW_S * 1000,
  });
  return new Hono<AppBindings>().post('/analyze', limit, validateJsonBody(AnalyzeRequestSchema), (c) =>
    c.json(analyzeMessage(c.req.valid('json').text)),
  );
}
