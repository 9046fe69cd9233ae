import { useMemo, useState } from 'react';
import {
  WORKSPACE_ANALYSIS_DEBOUNCE_MS,
  WORKSPACE_GENERATION_DEBOUNCE_MS,
} from '../../../../core/constants.ts';
import { insightCards } from '../../../../core/insights/insight-cards.ts';
import type { TransformInput } from '../../../../core/schemas.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useTransformQuery } from '../../../hooks/use-transform-query.ts';
import { useWordLists } from '../../../hooks/use-word-lists.ts';
import { DEFAULT_OPTIONS, type GenerationOptions } from '../../../lib/generation-options.ts';
import { hasNothingToRewrite } from '../../../lib/nothing-to-rewrite.ts';
import { withWordLists } from '../../../lib/request-word-lists.ts';
import { safeAnalyze } from '../../../lib/safe-analyze.ts';
import { transformErrorMessage } from '../../../lib/transform-error-message.ts';
import { useMessageAnalysis } from '../../../lib/use-message-analysis.ts';
import { transformValidationError } from '../transform-validation.ts';

// spec §4 Automatic behaviour (workspace): the original is analysed 300 ms after a change and
// rewritten 1 s after a message or option change; an empty message clears both. The Transform
// button skips the wait. Each rewrite is cached under its exact request, so a stale answer can
// never replace a newer one (see useTransformQuery).
export function useTransformWorkspace(taskType: string) {
  const [message, setMessageState] = useState('');
  const [options, setOptions] = useState<GenerationOptions>(DEFAULT_OPTIONS);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The request the user asked for right now with Transform, so it need not wait for the debounce.
  const [submittedKey, setSubmittedKey] = useState<string | null>(null);

  const { lists } = useWordLists();

  const isEmpty = message.trim() === '';
  const analysed = useDebouncedValue(message, WORKSPACE_ANALYSIS_DEBOUNCE_MS);
  const inputAnalysis = useMessageAnalysis(analysed.value, lists);

  const request: TransformInput = withWordLists(
    { taskType, context: '', originalMessage: message, ...options },
    lists,
  );
  const requestKey = JSON.stringify(request);
  const debounced = useDebouncedValue(request, WORKSPACE_GENERATION_DEBOUNCE_MS, requestKey);
  const isSubmitted = submittedKey === requestKey;
  const effective = isSubmitted ? request : debounced.value;
  const isNothingToRewrite = useMemo(
    () => !isEmpty && hasNothingToRewrite(message, safeAnalyze(message)),
    [isEmpty, message],
  );
  const transform = useTransformQuery(effective, {
    enabled: effective.originalMessage.trim() !== '' && !isNothingToRewrite,
  });

  const result = isEmpty || isNothingToRewrite ? null : (transform.data ?? null);
  const rewrite = result && !result.providerError ? result : null;
  const cards = useMemo(() => {
    if (!rewrite) return [];
    const original = effective.originalMessage;
    const analysis =
      inputAnalysis && analysed.value === original ? inputAnalysis : safeAnalyze(original, lists);
    return insightCards(original, analysis, rewrite.analysis);
  }, [rewrite, effective.originalMessage, inputAnalysis, analysed.value, lists]);

  function setMessage(next: string) {
    setMessageState(next);
    setSubmitError(null);
  }

  // Returns whether a rewrite was asked for.
  function submit() {
    const error = transformValidationError({ taskType, message });
    setSubmitError(error);
    if (error || isNothingToRewrite) return false;
    // Asking again for the rewrite already on screen fetches a fresh one.
    if (JSON.stringify(effective) === requestKey && transform.data && !transform.isPlaceholderData) {
      void transform.refetch();
    } else setSubmittedKey(requestKey);
    return true;
  }

  return {
    message,
    setMessage,
    options,
    setOptions,
    submit,
    submitError,
    analysedText: isEmpty ? '' : analysed.value,
    inputAnalysis: isEmpty ? null : inputAnalysis,
    result,
    insightCards: cards,
    // Shown once the analysis has caught up with the typing, so a first word does not flash it.
    isNothingToRewrite: isNothingToRewrite && analysed.value === message,
    isWorking:
      !isEmpty && !isNothingToRewrite && ((!debounced.isSettled && !isSubmitted) || transform.isFetching),
    error: !isEmpty && transform.isError ? transformErrorMessage(transform.error) : null,
  };
}

export type TransformWorkspaceState = ReturnType<typeof useTransformWorkspace>;
