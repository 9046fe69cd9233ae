import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransformInput } from '../../core/schemas.ts';
import { transformMessage } from '../lib/api/transform.ts';

// The rewrite of one exact request. A newer request gets a new key, and TanStack Query aborts the
// older fetch through `signal` and never shows its answer under the newer key, so a stale response
// can never overwrite a newer one. The previous result stays visible (dimmed) while the next loads.
export function useTransformQuery(request: TransformInput, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['transform', request],
    queryFn: ({ signal }) => transformMessage(request, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
