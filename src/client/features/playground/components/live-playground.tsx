import { useState } from 'react';
import { usePlayground } from '../hooks/use-playground.ts';
import { SCENARIOS } from '../scenarios.ts';
import { PlaygroundWorkbench } from './playground-workbench.tsx';
import { ScenarioCarousel } from './scenario-carousel.tsx';

const FIRST = SCENARIOS[0]!;

// spec §2 live playground: the scenario carousel above the three columns. Picking a scenario loads
// its harsh sample, which the automatic behaviour then analyses and rewrites.
export function LivePlayground({ isSignedIn }: { isSignedIn: boolean }) {
  const [scenarioIndex, setScenarioIndex] = useState(0);
  const playground = usePlayground({ message: FIRST.sample, taskType: FIRST.taskType });

  function showScenario(index: number) {
    const scenario = SCENARIOS[index];
    if (!scenario) return;
    setScenarioIndex(index);
    playground.loadExample({ message: scenario.sample, taskType: scenario.taskType });
  }

  return (
    <div className="flex flex-col gap-6">
      <ScenarioCarousel scenarios={SCENARIOS} index={scenarioIndex} onIndexChange={showScenario} />
      <PlaygroundWorkbench playground={playground} isSignedIn={isSignedIn} />
    </div>
  );
}
