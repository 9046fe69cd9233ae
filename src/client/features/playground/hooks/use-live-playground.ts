import { useState } from 'react';
import { findTaskType, TASK_TYPES } from '../../../../core/task-types.ts';
import { loadDraft } from '../../../lib/playground-draft.ts';
import { SCENARIOS } from '../scenarios.ts';
import { usePlayground } from './use-playground.ts';

const FIRST = SCENARIOS[0]!;
// An example the page itself put there (a scenario or a communication type's first example).
const isExample = (message: string) =>
  SCENARIOS.some((scenario) => scenario.sample === message) ||
  TASK_TYPES.some((type) => type.examples[0] === message);

// The live playground of spec §2: the scenario carousel over the workbench. It starts from this
// tab's draft when there is one (issue 15: nothing typed is lost through sign-in), else from the
// first scenario. Picking a scenario or a communication type loads its example.
export function useLivePlayground() {
  const [restored] = useState(loadDraft);
  const playground = usePlayground(
    restored
      ? { ...restored, exampleOnScreen: isExample(restored.message) ? restored.message : null }
      : { message: FIRST.sample, taskType: FIRST.taskType },
  );

  function showScenario(index: number) {
    const scenario = SCENARIOS[index];
    if (!scenario) return;
    playground.loadExample({ message: scenario.sample, taskType: scenario.taskType, scenarioIndex: index });
  }

  // A communication type card (landing page): the playground on that type, with its first example.
  function showTaskType(id: string) {
    const type = findTaskType(id);
    if (!type) return;
    playground.loadExample({ message: type.examples[0] ?? '', taskType: type.id });
  }

  return { playground, showScenario, showTaskType };
}

export type LivePlaygroundState = ReturnType<typeof useLivePlayground>;
