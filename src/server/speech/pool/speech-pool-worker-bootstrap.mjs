// Plain JavaScript on purpose: a worker thread does not inherit the parent's loader in every
// setting (vitest, a compiled start script), so it registers tsx itself, then loads the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./speech-pool-worker.ts');
