import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TASK_TYPES } from '../../../../core/task-types.ts';
import { TASK_TYPE_ICONS } from '../../../lib/task-type-icons.ts';
import { TransformWorkspace } from './transform-workspace.tsx';

type TaskDetailProps = {
  task: (typeof TASK_TYPES)[number];
  onBack: () => void;
  isSignedIn: boolean;
};

// spec §2 Task detail screen: Back to Live Playground, the task's title and description, and the
// transform workspace.
export function TaskDetail({ task, onBack, isSignedIn }: TaskDetailProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Icon = TASK_TYPE_ICONS[task.id];
  // A new screen without a router: move focus to its title so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each newly chosen task is a new screen
  useEffect(() => {
    headingRef.current?.focus();
  }, [task.id]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <button
          type="button"
          onClick={onBack}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-ink-soft hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Live Playground
        </button>
        <div className="mt-3 flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-calm-100 text-calm-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight text-ink outline-none sm:text-3xl"
            >
              {task.title}
            </h1>
            <p className="mt-1 text-lg text-ink-soft">{task.description}</p>
          </div>
        </div>
      </div>
      <TransformWorkspace taskType={task.id} examples={task.examples} isSignedIn={isSignedIn} />
    </div>
  );
}
