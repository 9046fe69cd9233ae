// Plain JavaScript for the same reason as speech-pool-worker-bootstrap.mjs: a worker thread does
// not inherit its parent's tsx loader, so it registers it before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./encoder-worker.ts');
