// Plain JavaScript for the same reason as speech-worker-bootstrap.mjs: a nested worker thread does
// not inherit its parent's tsx loader, so it registers it before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./encoder-worker.ts');
