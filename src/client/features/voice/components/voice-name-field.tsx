import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { TextField } from '../../../components/text-field.tsx';

type VoiceNameFieldProps = { value: string; onChange: (value: string) => void; showError: boolean };

// spec §5: the profile name must be non-empty after trimming; the default is 'My Personal Voice'.
export function VoiceNameField({ value, onChange, showError }: VoiceNameFieldProps) {
  return (
    <TextField
      label="Voice profile name"
      value={value}
      maxLength={100}
      onChange={(event) => onChange(event.target.value)}
      error={showError && !value.trim() ? MESSAGES.PROFILE_NAME_REQUIRED : undefined}
    />
  );
}
