import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { EXCELLENT_RECORDING, GOOD_RECORDING } from '../../../../core/constants.ts';

// Once Stop is allowed, what the length so far is worth, in the words of the grading (spec §5:
// good from 20 s, excellent from 35 s), so a recording stopped at 16 s is never a surprise.
export function qualityHint(elapsedS: number): string | null {
  if (elapsedS < GOOD_RECORDING.seconds) return MESSAGES.RECORDING_UNDER_GOOD;
  if (elapsedS < EXCELLENT_RECORDING.seconds) return MESSAGES.RECORDING_UNDER_EXCELLENT;
  return null;
}
