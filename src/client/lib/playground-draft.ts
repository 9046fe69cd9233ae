import { DEFAULT_OPTIONS, type GenerationOptions } from './generation-options.ts';

// What a visitor has written in the live playground, kept for this tab (sessionStorage), so
// signing in from "Generate Voice Note" (the landing page gives way to the workspace) or a reload
// brings back the same text, options and scenario, and with them the same cached rewrite.
export type PlaygroundDraft = {
  message: string;
  taskType: string;
  options: GenerationOptions;
  scenarioIndex: number;
};

const DRAFT_KEY = 'calmly.playground-draft';

const isString = (value: unknown): value is string => typeof value === 'string';

export function loadDraft(): PlaygroundDraft | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const draft = parsed as Partial<PlaygroundDraft>;
    if (!isString(draft.message) || !isString(draft.taskType)) return null;
    return {
      message: draft.message,
      taskType: draft.taskType,
      options: { ...DEFAULT_OPTIONS, ...(draft.options ?? {}) },
      scenarioIndex: Number.isInteger(draft.scenarioIndex) ? Number(draft.scenarioIndex) : 0,
    };
  } catch {
    return null; // storage blocked or a damaged entry: start fresh
  }
}

export function saveDraft(draft: PlaygroundDraft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage blocked or full: the draft lives only as long as the page
  }
}
