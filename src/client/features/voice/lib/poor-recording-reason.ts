import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { GOOD_RECORDING } from '../../../../core/constants.ts';
import type { MeasuredRecording } from '../../../../core/recording/quality.ts';

// Why a recording was graded poor, in the terms of the figure that failed (spec §5 grades both
// length and size): a short take is told it is short, not to find a quieter room (issue 25).
export function poorRecordingReason({ durationS }: MeasuredRecording): string {
  return durationS < GOOD_RECORDING.seconds ? MESSAGES.RECORDING_TOO_SHORT : MESSAGES.RECORDING_TOO_QUIET;
}
