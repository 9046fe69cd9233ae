import { MESSAGES } from '../../../core/catalog/messages.ts';

// spec §5: in the workspace a transform needs a task type and a non-blank message. The task screen
// always has its type, so a blank message there hears what is actually missing.
export function transformValidationError({
  taskType,
  message,
}: {
  taskType: string | null;
  message: string;
}) {
  if (!taskType) return MESSAGES.SELECT_TASK_AND_MESSAGE;
  if (message.trim() === '') return MESSAGES.MESSAGE_REQUIRED;
  return null;
}

// Ctrl+Enter (Cmd+Enter on a Mac) transforms from anywhere in the form.
export function isSubmitShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }) {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
