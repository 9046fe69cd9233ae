import { ENGINE_MESSAGES as MESSAGES } from '../catalog/engine-messages.ts';
import type { ToneRule } from './rule-types.ts';

// Beyond spec §5 (DESIGN.md §8, docs/decisions/017-hostility-counts-in-the-score.md): §5 counts
// listed words only, so "You're a fucking idiot. Send me the damn report." scored 100 with severity
// low. Hostility the message model finds is an emotional trigger of its own: one issue, the §5
// emotional-word row's deduction and severity, once per message. A plain order, sarcasm, venting
// and lone swearing stay findings the reader sees, without points: they are not aimed at the
// reader, or not surely.
export const HOSTILITY_RULE: ToneRule = {
  kind: 'tone',
  id: 'hostility',
  beyondSpec: true,
  trigger:
    'The message model finds an insult (swearing at the reader included), a threat, blame, a rhetorical or reproachful question ("Why haven\'t you replied yet??"), or a bare order pressed with "now" ("Send it now")',
  kinds: ['insult', 'abuse', 'threat', 'blame', 'rhetorical', 'pressing-order'],
  issue: MESSAGES.ISSUE_HOSTILITY,
  penalty: 20,
  severityEffect: 'high',
  recommendation:
    'Leave out insults, threats and blame; say what happened and what you need next, and by when.',
};
