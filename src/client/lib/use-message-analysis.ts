import { useEffect, useMemo, useState } from 'react';
import type { WordLists } from '../../core/lists/word-lists-model.ts';
import type { Analysis, Finding } from '../../core/schemas.ts';
import { loadOnDeviceEngine } from './on-device-engine.ts';
import { safeAnalyze } from './safe-analyze.ts';

type ToneFindings = { text: string; findings: Finding[] };

// The §5 analysis is instant and shows at once. The tone findings (orders, blame, threats) need the
// message parser, a larger module, so it loads on first use in the engine's chunk and its findings join
// the analysis when ready. The score never changes: tone findings don't count towards it.
export function useMessageAnalysis(text: string, lists?: WordLists): Analysis | null {
  const base = useMemo(() => (text.trim() ? safeAnalyze(text, lists) : null), [text, lists]);
  const [tone, setTone] = useState<ToneFindings | null>(null);
  useEffect(() => {
    if (!text.trim()) return;
    let isCurrent = true;
    loadOnDeviceEngine()
      .then(({ findToneIssues }) => {
        if (isCurrent) setTone({ text, findings: findToneIssues(text) });
      })
      // Without the tone findings the §5 analysis still stands on its own.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return useMemo(() => {
    if (!base || tone?.text !== text || tone.findings.length === 0) return base;
    return { ...base, findings: [...base.findings, ...tone.findings] };
  }, [base, tone, text]);
}
