import type { Intent, Persona, Tone } from '../schemas.ts';

// How each generation option of spec §3 reads in a selector, for every surface (the web app and the
// extension). The Records are exhaustive by type, and their order is the schema's order; the lists
// are built from them so the landing page and the extension's panel never need zod.
const TONE_LABELS: Record<Tone, string> = {
  supportive: 'Supportive',
  friendly: 'Friendly',
  direct: 'Direct',
  reassuring: 'Reassuring',
};

const INTENT_LABELS: Record<Intent, string> = {
  ask: 'Ask for something',
  update: 'Share an update',
  'follow-up': 'Follow up',
  apologize: 'Apologize',
  'say-no': 'Say no kindly',
};

const PERSONA_LABELS: Record<Persona, string> = {
  general: 'Anyone (general)',
  'teammate-adhd': 'Teammate with ADHD',
  'manager-rsd': 'Manager with rejection sensitivity',
  'friend-executive': 'Friend with executive-function challenges',
  'neurodivergent-client': 'Neurodivergent client',
  'family-adhd': 'Family member with ADHD',
};

function optionsOf<T extends string>(labels: Record<T, string>) {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

export const TONE_OPTIONS = optionsOf(TONE_LABELS);
export const INTENT_OPTIONS = optionsOf(INTENT_LABELS);
export const PERSONA_OPTIONS = optionsOf(PERSONA_LABELS);
