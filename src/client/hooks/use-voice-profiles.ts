import { useQuery } from '@tanstack/react-query';
import { fetchVoiceProfiles, VOICE_PROFILES_QUERY_KEY } from '../lib/api/voice-profiles.ts';
import type { SessionUser } from '../lib/auth-client.ts';

// The signed-in user's voice profiles and the active one (spec §4: only one is active at a time).
// The key names the user, so a different account in the same tab never sees these; signed out,
// there is nothing to ask (the server would answer 401).
export function useVoiceProfiles(user: SessionUser | null) {
  const query = useQuery({
    queryKey: [...VOICE_PROFILES_QUERY_KEY, user?.email ?? null],
    queryFn: ({ signal }) => fetchVoiceProfiles(signal),
    enabled: user !== null,
  });
  const profiles = user ? (query.data ?? []) : [];
  return {
    profiles,
    activeProfile: profiles.find((profile) => profile.is_active) ?? null,
    isLoading: user !== null && query.isPending,
  };
}
