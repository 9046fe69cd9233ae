import { findTaskType } from '../../../../core/task-types.ts';
import { type LivePlaygroundState, useLivePlayground } from '../hooks/use-live-playground.ts';
import { SCENARIOS } from '../scenarios.ts';
import { PlaygroundWorkbench } from './playground-workbench.tsx';
import { ReplacedMessageNotice } from './replaced-message-notice.tsx';
import { ScenarioCarousel } from './scenario-carousel.tsx';

type LivePlaygroundViewProps = { live: LivePlaygroundState; isSignedIn: boolean };

// spec §2 live playground: the scenario carousel above the three columns. Picking a scenario loads
// its harsh sample, which the automatic behaviour then analyses and rewrites.
export function LivePlaygroundView({ live, isSignedIn }: LivePlaygroundViewProps) {
  const { playground } = live;
  const taskTitle = findTaskType(playground.taskType)?.title;
  return (
    <div className="flex flex-col gap-6">
      <ScenarioCarousel
        scenarios={SCENARIOS}
        index={playground.scenarioIndex}
        onIndexChange={live.showScenario}
      />
      {playground.replacedText !== null ? (
        <ReplacedMessageNotice onUndo={playground.undoReplace} onDismiss={playground.dismissReplaced} />
      ) : null}
      {taskTitle ? (
        <p className="text-center text-sm text-ink-soft" data-testid="playground-type">
          Rewriting as: <span className="font-semibold text-ink">{taskTitle}</span>
        </p>
      ) : null}
      <PlaygroundWorkbench playground={playground} isSignedIn={isSignedIn} />
    </div>
  );
}

// The playground with its own state (the workspace's default screen).
export function LivePlayground({ isSignedIn }: { isSignedIn: boolean }) {
  const live = useLivePlayground();
  return <LivePlaygroundView live={live} isSignedIn={isSignedIn} />;
}
