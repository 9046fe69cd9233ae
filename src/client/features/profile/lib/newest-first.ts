import type { VoiceProfile } from '../../../../core/schemas.ts';

// spec §3: profiles are listed newest first (the server sends them so; the list never depends on it).
export function newestFirst(profiles: readonly VoiceProfile[]) {
  return profiles.toSorted((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}
