import { useRef } from 'react';
import { useTransformWorkspace } from '../hooks/use-transform-workspace.ts';
import { ResultCard } from './result-card.tsx';
import { TransformForm } from './transform-form.tsx';

type TransformWorkspaceProps = {
  taskType: string;
  examples: readonly string[];
  isSignedIn: boolean;
};

// spec §2 Transform workspace: the form beside its result (stacked on narrow screens).
export function TransformWorkspace({ taskType, examples, isSignedIn }: TransformWorkspaceProps) {
  const workspace = useTransformWorkspace(taskType);
  const resultRef = useRef<HTMLDivElement>(null);

  // On a phone the result sits below the form: after Transform, bring it into view.
  function submit() {
    if (!workspace.submit()) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  }
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
      <TransformForm workspace={workspace} examples={examples} onSubmit={submit} />
      <ResultCard
        ref={resultRef}
        result={workspace.result}
        insightCards={workspace.insightCards}
        isWorking={workspace.isWorking}
        error={workspace.error}
        isSignedIn={isSignedIn}
        isNothingToRewrite={workspace.isNothingToRewrite}
      />
    </div>
  );
}
