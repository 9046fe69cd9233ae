import { reportFigures } from '../../../../core/report/report-figures.ts';
import type { PlaygroundState } from '../hooks/use-playground.ts';
import { AnalysisReport } from './analysis-report.tsx';
import { EngineColumn } from './engine-column.tsx';
import { OptimizedColumn } from './optimized-column.tsx';
import { OriginalColumn } from './original-column.tsx';

type PlaygroundWorkbenchProps = {
  playground: PlaygroundState;
  isSignedIn: boolean;
  isReadOnly?: boolean;
};

// The three columns of spec §2 and the Communication Analysis Report below them. The workspace reuses
// this with its own usePlayground state.
export function PlaygroundWorkbench({ playground, isSignedIn, isReadOnly }: PlaygroundWorkbenchProps) {
  const { inputAnalysis, result } = playground;
  const outputAnalysis = result && !result.providerError ? result.analysis : null;
  // The same §9 figure the report shows below, so the two never disagree.
  const improvement =
    inputAnalysis && outputAnalysis ? reportFigures(inputAnalysis, outputAnalysis).scoreImprovement : null;
  return (
    // A container query: the columns follow the space the workbench gets (landing page or workspace),
    // not the window's width.
    <div className="@container flex flex-col gap-6">
      <div className="grid gap-5 @4xl:grid-cols-[minmax(0,1fr)_16rem_minmax(0,1fr)] @4xl:items-start">
        <OriginalColumn
          message={playground.message}
          onMessageChange={playground.setMessage}
          analysedText={playground.analysedText}
          analysis={inputAnalysis}
          isReadOnly={isReadOnly}
        />
        <EngineColumn
          options={playground.options}
          onOptionsChange={playground.setOptions}
          improvement={improvement}
          isWorking={playground.isWorking}
        />
        <OptimizedColumn
          result={result}
          isWorking={playground.isWorking}
          error={playground.error}
          isSignedIn={isSignedIn}
          isNothingToRewrite={playground.isNothingToRewrite}
        />
      </div>
      <AnalysisReport input={inputAnalysis} output={outputAnalysis} />
    </div>
  );
}
