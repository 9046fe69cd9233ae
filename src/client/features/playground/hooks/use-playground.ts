import { useState } from 'react';
import { PLAYGROUND_DEBOUNCE_MS } from '../../../../core/constants.ts';
import type { TransformInput } from '../../../../core/schemas.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useTransformQuery } from '../../../hooks/use-transform-query.ts';
import { useWordLists } from '../../../hooks/use-word-lists.ts';
import { DEFAULT_OPTIONS, type GenerationOptions } from '../../../lib/generation-options.ts';
import { hasNothingToRewrite } from '../../../lib/nothing-to-rewrite.ts';
import { type PlaygroundDraft, saveDraft } from '../../../lib/playground-draft.ts';
import { withWordLists } from '../../../lib/request-word-lists.ts';
import { transformErrorMessage } from '../../../lib/transform-error-message.ts';
import { useMessageAnalysis } from '../../../lib/use-message-analysis.ts';

type Example = { message: string; taskType: string };
type Snapshot = Pick<PlaygroundDraft, 'message' | 'taskType' | 'scenarioIndex'>;
// exampleOnScreen: the init message is an example (not the visitor's own words from a draft).
export type PlaygroundInit = Partial<PlaygroundDraft> & Example & { exampleOnScreen?: string | null };

// spec §4 Automatic behaviour (playground): 1 second after the original message or the options
// change, the message is analysed, rewritten and the rewrite analysed. An empty message clears both.
// The analysis runs in the browser; the rewrite goes through the server, where provider keys live (DESIGN §2).
// Every change is kept as this tab's draft (lib/playground-draft.ts).
export function usePlayground(init: PlaygroundInit) {
  const [draft, setDraft] = useState<PlaygroundDraft>(() => ({
    message: init.message,
    taskType: init.taskType,
    options: init.options ?? DEFAULT_OPTIONS,
    scenarioIndex: init.scenarioIndex ?? 0,
  }));
  // Text the visitor wrote that an example just replaced, so it can be brought back (issue 15).
  const [replaced, setReplaced] = useState<Snapshot | null>(null);
  // The example on screen, untouched: replacing it loses nothing.
  // `null` means "no example on screen" (a restored draft of the visitor's own words), so it must not
  // fall back to the message: that turned a reloaded draft into an example that Next replaced
  // without an undo (issue 25).
  const [loadedExample, setLoadedExample] = useState<string | null>(
    init.exampleOnScreen === undefined ? init.message : init.exampleOnScreen,
  );
  const { message, taskType, options } = draft;

  function update(next: Partial<PlaygroundDraft>) {
    setDraft((previous) => {
      const merged = { ...previous, ...next };
      saveDraft(merged);
      return merged;
    });
  }

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
  const isNothingToRewrite = hasSettledText && hasNothingToRewrite(settledText, inputAnalysis);
  const transform = useTransformQuery(settled, { enabled: hasSettledText && !isNothingToRewrite });
  const result = isEmpty || !hasSettledText || isNothingToRewrite ? null : (transform.data ?? null);

  return {
    message,
    taskType,
    scenarioIndex: draft.scenarioIndex,
    setMessage: (next: string) => update({ message: next }),
    options,
    setOptions: (next: GenerationOptions) => update({ options: next }),
    // Loads an example (a scenario or a communication type). Text the visitor wrote is kept for Undo.
    loadExample(example: Example & { scenarioIndex?: number }) {
      const isOwnText = message.trim() !== '' && message !== loadedExample;
      setReplaced(isOwnText ? { message, taskType, scenarioIndex: draft.scenarioIndex } : null);
      setLoadedExample(example.message);
      update(example);
    },
    replacedText: replaced?.message ?? null,
    undoReplace() {
      if (!replaced) return;
      setLoadedExample(null);
      setReplaced(null);
      update(replaced);
    },
    dismissReplaced: () => setReplaced(null),
    analysedText: isEmpty ? '' : settledText,
    inputAnalysis: isEmpty ? null : inputAnalysis,
    result,
    isNothingToRewrite: !isEmpty && isSettled && isNothingToRewrite,
    isWorking: !isEmpty && (!isSettled || (transform.isFetching && !isNothingToRewrite)),
    error: !isEmpty && transform.isError ? transformErrorMessage(transform.error) : null,
  };
}

export type PlaygroundState = ReturnType<typeof usePlayground>;
