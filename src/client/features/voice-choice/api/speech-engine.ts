import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client.ts';

// Which provider reads default-voice notes on this server. The voice choice is offered only for
// the offline voice: with ElevenLabs configured, its default voice reads every note.
export function useIsOfflineSpeech() {
  const query = useQuery({
    queryKey: ['voice-capabilities', 'speech'],
    queryFn: async () => (await getJson<{ speech: string }>('/api/voices/capabilities')).speech,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data === 'offline';
}
