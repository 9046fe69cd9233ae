import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/catalog/messages.ts';
import { isSubmitShortcut, transformValidationError } from './transform-validation.ts';

describe('transformValidationError (spec §5)', () => {
  it('asks for a message, not a task type, when only the message is missing', () => {
    expect(transformValidationError({ taskType: 'write-email', message: '' })).toBe(
      MESSAGES.MESSAGE_REQUIRED,
    );
    expect(transformValidationError({ taskType: 'write-email', message: ' \n\t ' })).toBe(
      MESSAGES.MESSAGE_REQUIRED,
    );
  });

  it('asks for a task type and a message when the type is missing', () => {
    expect(transformValidationError({ taskType: null, message: 'Send the report' })).toBe(
      MESSAGES.SELECT_TASK_AND_MESSAGE,
    );
    expect(transformValidationError({ taskType: '', message: 'Send the report' })).toBe(
      MESSAGES.SELECT_TASK_AND_MESSAGE,
    );
  });

  it('accepts a task type with a non-blank message', () => {
    expect(transformValidationError({ taskType: 'write-email', message: ' Send it ' })).toBeNull();
  });
});

describe('isSubmitShortcut', () => {
  it('is Ctrl+Enter or Cmd+Enter, not a plain Enter', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
