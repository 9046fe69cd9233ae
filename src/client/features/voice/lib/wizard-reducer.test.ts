import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/catalog/messages.ts';
import { toRecordedSample } from './recorded-sample.ts';
import { createBlocker, initialWizardState, type WizardAction, wizardReducer } from './wizard-reducer.ts';

const good = () => toRecordedSample({ blob: new Blob(['x']), durationS: 25, sizeBytes: 100_000 });
const poor = () => toRecordedSample({ blob: new Blob(['x']), durationS: 16, sizeBytes: 40_000 });

function run(...actions: WizardAction[]) {
  return actions.reduce(wizardReducer, initialWizardState());
}

describe('voice wizard steps (spec §4)', () => {
  it('starts on welcome with no recordings and the default voice name', () => {
    const state = initialWizardState();
    expect(state.step).toBe('welcome');
    expect(state.samples).toEqual([null, null, null]);
    expect(state.voiceName).toBe(MESSAGES.DEFAULT_VOICE_NAME);
  });

  it('enables Next only once the scenario has a recording', () => {
    const withoutRecording = run({ type: 'go', step: 'recording' }, { type: 'next' });
    expect(withoutRecording.scenarioIndex).toBe(0);
    const withRecording = run(
      { type: 'go', step: 'recording' },
      { type: 'recorded', sample: good() },
      { type: 'next' },
    );
    expect(withRecording.scenarioIndex).toBe(1);
  });

  it('leads from the last scenario to review', () => {
    const state = run(
      { type: 'go', step: 'recording' },
      { type: 'recorded', sample: good() },
      { type: 'next' },
      { type: 'recorded', sample: good() },
      { type: 'next' },
      { type: 'recorded', sample: poor() },
      { type: 'next' },
    );
    expect(state.step).toBe('review');
    expect(state.samples.every(Boolean)).toBe(true);
  });

  it('moves back with Previous, never before the first scenario', () => {
    const state = run(
      { type: 'recorded', sample: good() },
      { type: 'next' },
      { type: 'previous' },
      { type: 'previous' },
    );
    expect(state.scenarioIndex).toBe(0);
  });

  it('deletes a recording so it can be redone', () => {
    const state = run({ type: 'recorded', sample: good() }, { type: 'delete-sample' });
    expect(state.samples[0]).toBeNull();
  });

  it('re-records from review: back to that scenario, its old sample gone', () => {
    const first = good();
    const second = good();
    const state = run(
      { type: 'recorded', sample: first },
      { type: 'next' },
      { type: 'recorded', sample: second },
      { type: 'go', step: 'review' },
      { type: 're-record', index: 0 },
    );
    expect(state).toMatchObject({ step: 'recording', scenarioIndex: 0 });
    expect(state.samples).toEqual([null, second, null]);
  });

  it('Try Again starts over on welcome', () => {
    const state = run(
      { type: 'recorded', sample: good() },
      { type: 'failed', error: { message: 'x', offersDefaultVoices: false } },
      { type: 'restart' },
    );
    expect(state).toEqual(initialWizardState());
  });
});

describe('createBlocker (spec §5 and DESIGN §4)', () => {
  const twoGood: WizardAction[] = [
    { type: 'recorded', sample: good() },
    { type: 'next' },
    { type: 'recorded', sample: poor() },
    { type: 'next' },
    { type: 'recorded', sample: good() },
  ];

  it('needs two recordings that are not poor', () => {
    const state = run(
      { type: 'recorded', sample: good() },
      { type: 'next' },
      { type: 'recorded', sample: poor() },
    );
    expect(createBlocker(wizardReducer(state, { type: 'set-consent', hasConsent: true }))).toBe(
      MESSAGES.NEED_TWO_GOOD_RECORDINGS,
    );
  });

  it('needs consent, then a name', () => {
    expect(createBlocker(run(...twoGood))).toBe(MESSAGES.CONSENT_REQUIRED);
    const consented = run(...twoGood, { type: 'set-consent', hasConsent: true });
    expect(createBlocker(consented)).toBeNull();
    expect(createBlocker(wizardReducer(consented, { type: 'set-name', voiceName: '   ' }))).toBe(
      MESSAGES.PROFILE_NAME_REQUIRED,
    );
  });
});
