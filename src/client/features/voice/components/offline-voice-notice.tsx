import { Info } from 'lucide-react';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { useCloningCapability } from '../api/cloning-capability.ts';

// Before anyone records (issue 15): without a cloning provider, the personal voice is the offline
// voice match, and the person should know that up front, not after reading aloud for a minute.
export function OfflineVoiceNotice() {
  const capability = useCloningCapability({ enabled: true });
  if (capability.data !== 'offline') return null;
  return (
    <p
      data-testid="offline-voice-notice"
      className="flex items-start gap-2 rounded-2xl border border-dusk-200 bg-dusk-50 px-4 py-3 text-sm text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dusk-700" />
      {MESSAGES.VOICE_MATCH_UPFRONT}
    </p>
  );
}
