import { useState } from 'react';
import { PLAYGROUND_DEBOUNCE_MS } from '../../../../core/constants.ts';
import type { TransformInput } from '../../../../core/schemas.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useTransformQuery } from '../../../hooks/use-transform-query.ts';
import { useWordLists } from '../../../hooks/use-word-lists.ts';
import { DEFAULT_OPTIONS, type GenerationOptions } from '../../../lib/generation-options.ts';
import { withWordLists } from '../../../lib/request-word-lists.ts';
import { transformErrorMessage } from '../../../lib/transform-error-message.ts';
import { useMessageAnalysis } from '../../../lib/use-message-analysis.ts';

type PlaygroundInit = { message: string; taskType: string };

// spec §4 Automatic behaviour (playground): 1 second after the original message or the options
// change, the message is analysed, rewritten and the rewrite analysed. An empty message clears both.
// The analysis runs in the browser; the rewrite goes through the server, where provider keys live (DESIGN §2).
export function usePlayground(init: PlaygroundInit) {
  const [message, setMessage] = useState(init.message);
  const [taskType, setTaskType] = useState(init.taskType);
  const [options, setOptions] = useState<GenerationOptions>(DEFAULT_OPTIONS);

  const { lists } = useWordLists();

  const request: TransformInput = withWordLists(
    { taskType, context: '', originalMessage: message, ...options },
    lists,
  );
  const { value: settled, isSettled } = useDebouncedValue(request, PLAYGROUND_DEBOUNCE_MS);
  const settledText = settled.originalMessage;
  const hasSettledText = settledText.trim().length > 0;
  const isEmpty = message.trim().length === 0;

  const inputAnalysis = useMessageAnalysis(settledText, lists);
  const transform = useTransformQuery(settled, { enabled: hasSettledText });
  const result = isEmpty || !hasSettledText ? null : (transform.data ?? null);

  return {
    message,
    setMessage,
    options,
    setOptions,
    loadExample(example: PlaygroundInit) {
      setMessage(example.message);
      setTaskType(example.taskType);
    },
    analysedText: isEmpty ? '' : settledText,
    inputAnalysis: isEmpty ? null : inputAnalysis,
    result,
    isWorking: !isEmpty && (!isSettled || transform.isFetching),
    error: !isEmpty && transform.isError ? transformErrorMessage(transform.error) : null,
  };
}

export type PlaygroundState = ReturnType<typeof usePlayground>;
