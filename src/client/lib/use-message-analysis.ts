import { useEffect, useMemo, useState } from 'react';
import type { WordLists } from '../../core/lists/word-lists-model.ts';
import type { Analysis } from '../../core/schemas.ts';
import { safeAnalyze } from './safe-analyze.ts';

type ToneReader = Pick<typeof import('../../core/engine/on-device-tone.ts'), 'analyzeMessage'>;
type ReaderState = ToneReader | 'failed' | null;

// The message model behind the tone findings is a larger module, so it loads lazily (issue 23), once
// per page, as soon as a screen that analyses opens (not on the first keystroke). Only the engine's
// tone reading: the rewriter's own code loads when a rewrite runs on the device (issue 24).
let loading: Promise<ToneReader> | null = null;
let loaded: ReaderState = null;
function loadToneReader(): Promise<ToneReader> {
  loading ??= import('../../core/engine/on-device-tone.ts').then(
    (reader) => {
      loaded = reader;
      return reader;
    },
    (error: unknown) => {
      loaded = 'failed';
      throw error;
    },
  );
  return loading;
}

// The hostile tone the message model finds counts in the score (issue 25, docs/decisions/017-
// hostility-counts-in-the-score.md), so the score waits for the reader rather than showing the
// §5-only figure and changing a moment later: one score per text, the same as /api/analyze and
// the CLI. Once loaded, every analysis is computed at once. Should the chunk fail to load, the §5
// analysis stands on its own.
export function useMessageAnalysis(text: string, lists?: WordLists): Analysis | null {
  const [reader, setReader] = useState<ReaderState>(loaded);
  useEffect(() => {
    if (reader !== null) return;
    let isCurrent = true;
    loadToneReader().then(
      (module) => isCurrent && setReader(module),
      () => isCurrent && setReader('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [reader]);
  return useMemo(() => {
    if (!text.trim() || reader === null) return null;
    if (reader === 'failed') return safeAnalyze(text, lists);
    try {
      return reader.analyzeMessage(text, lists);
    } catch {
      return safeAnalyze(text, lists);
    }
  }, [text, lists, reader]);
}
