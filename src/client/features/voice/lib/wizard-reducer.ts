import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { hasEnoughUsableRecordings } from '../../../../core/recording/quality.ts';
import type { CloneErrorView } from './clone-error-view.ts';
import type { RecordedSample } from './recorded-sample.ts';
import { WIZARD_SCENARIOS } from './wizard-scenarios.ts';

// spec §4 Voice wizard: welcome → instructions → recording → review → processing → success, or error.
export type WizardStep =
  | 'welcome'
  | 'instructions'
  | 'recording'
  | 'review'
  | 'processing'
  | 'success'
  | 'error';

export type WizardState = {
  step: WizardStep;
  scenarioIndex: number;
  samples: readonly (RecordedSample | null)[];
  voiceName: string;
  hasConsent: boolean;
  error: CloneErrorView | null;
};

export type WizardAction =
  | { type: 'go'; step: 'welcome' | 'instructions' | 'recording' | 'review' | 'processing' | 'success' }
  | { type: 'recorded'; sample: RecordedSample }
  | { type: 'delete-sample' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 're-record'; index: number }
  | { type: 'set-name'; voiceName: string }
  | { type: 'set-consent'; hasConsent: boolean }
  | { type: 'failed'; error: CloneErrorView }
  | { type: 'restart' };

export function initialWizardState(): WizardState {
  return {
    step: 'welcome',
    scenarioIndex: 0,
    samples: WIZARD_SCENARIOS.map(() => null),
    voiceName: MESSAGES.DEFAULT_VOICE_NAME,
    hasConsent: false,
    error: null,
  };
}

const LAST_SCENARIO = WIZARD_SCENARIOS.length - 1;

function withSample(state: WizardState, sample: RecordedSample | null) {
  return state.samples.map((existing, index) => (index === state.scenarioIndex ? sample : existing));
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'go':
      return { ...state, step: action.step };
    case 'recorded':
      return { ...state, samples: withSample(state, action.sample) };
    case 'delete-sample':
      return { ...state, samples: withSample(state, null) };
    case 'previous':
      return { ...state, scenarioIndex: Math.max(0, state.scenarioIndex - 1) };
    case 'next':
      // spec §4: Next needs a recording of the current scenario; on the last one it leads to review.
      if (!state.samples[state.scenarioIndex]) return state;
      if (state.scenarioIndex === LAST_SCENARIO) return { ...state, step: 'review' };
      return { ...state, scenarioIndex: state.scenarioIndex + 1 };
    case 're-record':
      return {
        ...state,
        step: 'recording',
        scenarioIndex: action.index,
        samples: state.samples.map((sample, index) => (index === action.index ? null : sample)),
      };
    case 'set-name':
      return { ...state, voiceName: action.voiceName };
    case 'set-consent':
      return { ...state, hasConsent: action.hasConsent };
    case 'failed':
      return { ...state, step: 'error', error: action.error };
    case 'restart':
      // spec §4: Try Again goes back to welcome, with a clean slate.
      return initialWizardState();
  }
}

export function recordedSamples(state: WizardState) {
  return state.samples.filter((sample): sample is RecordedSample => sample !== null);
}

// spec §5: Create needs 2 recordings that are not poor; DESIGN §4 adds consent; a name is needed too.
export function createBlocker(state: WizardState): string | null {
  if (!hasEnoughUsableRecordings(recordedSamples(state))) return MESSAGES.NEED_TWO_GOOD_RECORDINGS;
  if (!state.voiceName.trim()) return MESSAGES.PROFILE_NAME_REQUIRED;
  if (!state.hasConsent) return MESSAGES.CONSENT_REQUIRED;
  return null;
}
