import { Hono } from 'hono';
import { TransformRequestSchema } from '../../core/schemas.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppBindings } from '../http/variables.ts';
import { createChatProvider } from '../providers/chat/create-chat-provider.ts';
import type { ChatProvider } from '../providers/chat/types.ts';
import { rateLimitByIp } from '../rate-limit/rate-limit-by-ip.ts';
import { transform } from '../transform/transform.ts';
import { validateJsonBody } from '../transform/validate-json-body.ts';
import { resolveRequestLists } from '../word-lists/resolve-request-lists.ts';
import { type AnalyzeRouteDeps, createAnalyzeRoutes } from './analyze.ts';

const MINUTE_MS = 60_000;

// chatProvider replaces the one configured from env (AI_*), e.g. in a test.
export type TransformRouteDeps = AnalyzeRouteDeps & Pick<AppDeps, 'logger'> & { chatProvider?: ChatProvider };

// POST /analyze and POST /transform {taskType, context, originalMessage, tone, intent, persona,
// lists?} → TransformResponse. Provider failures answer 200 with spec §8's fallback result and a
// providerError code (docs/decisions/002-provider-errors.md); only bad input (400) and our own
// rate limit (429) are errors.
export function createTransformRoutes(deps: TransformRouteDeps) {
  const provider = deps.chatProvider ?? createChatProvider(deps.env, deps.logger);
  const limit = rateLimitByIp({
    store: deps.rateLimits.api,
    name: 'transform',
    limit: deps.env.RATE_LIMIT_TRANSFORM_PER_MINUTE,
    windowMs: MINUTE_MS,
  });
  return new Hono<AppBindings>()
    .route('/', createAnalyzeRoutes(deps))
    .post('/transform', limit, validateJsonBody(TransformRequestSchema), async (c) => {
      const request = c.req.valid('json');
      // The rewriter and the scoring of the rewrite get the resolved lists on the request (issue 16).
      const lists = await resolveRequestLists(c, request.lists, deps);
      return c.json(await transform({ ...request, lists }, { provider, logger: deps.logger }));
    });
}
