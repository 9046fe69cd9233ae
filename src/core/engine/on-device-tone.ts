// The engine's tone reading alone (issue 24): what the web app's analysis needs on every screen
// that analyses, without the rewriter's planning, wording and checks, which load only when a
// rewrite runs on the device (on-device-engine.ts). The same functions the server runs.

export { analyzeMessage } from '../tone/analyze-message.ts';
export { findToneIssues } from '../tone/tone-findings.ts';
