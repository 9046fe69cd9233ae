import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

// Which provider makes personal voices on this server; 'none' when cloning is turned off or needs a
// key that is missing (the workspace flow's api-setup state, spec §4).
export type CloningCapability = 'elevenlabs' | 'offline' | 'none';

export async function fetchCloningCapability(): Promise<CloningCapability> {
  const body = await getJson<{ cloning: CloningCapability }>('/api/voices/capabilities');
  return body.cloning;
}

export function useCloningCapability({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['voice-cloning-capability'],
    queryFn: fetchCloningCapability,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
