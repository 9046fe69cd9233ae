import { describe, expect, it } from 'vitest';
import { INTENTS, PERSONAS, TONES } from '../../core/schemas.ts';
import { INTENT_OPTIONS, PERSONA_OPTIONS, TONE_OPTIONS } from './generation-options.ts';

describe('generation option lists', () => {
  it('offer every option of spec §3, in the schema order', () => {
    expect(TONE_OPTIONS.map((option) => option.value)).toEqual([...TONES]);
    expect(INTENT_OPTIONS.map((option) => option.value)).toEqual([...INTENTS]);
    expect(PERSONA_OPTIONS.map((option) => option.value)).toEqual([...PERSONAS]);
  });
});
