import { useTransformWorkspace } from '../hooks/use-transform-workspace.ts';
import { ResultCard } from './result-card.tsx';
import { TransformForm } from './transform-form.tsx';

type TransformWorkspaceProps = {
  taskType: string;
  examples: readonly string[];
  isSignedIn: boolean;
  hasActiveVoice: boolean;
};

// spec §2 Transform workspace: the form beside its result (stacked on narrow screens).
export function TransformWorkspace({
  taskType,
  examples,
  isSignedIn,
  hasActiveVoice,
}: TransformWorkspaceProps) {
  const workspace = useTransformWorkspace(taskType);
  return (
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
      <TransformForm workspace={workspace} examples={examples} />
      <ResultCard
        result={workspace.result}
        insightCards={workspace.insightCards}
        isWorking={workspace.isWorking}
        error={workspace.error}
        isSignedIn={isSignedIn}
        hasActiveVoice={hasActiveVoice}
      />
    </div>
  );
}
