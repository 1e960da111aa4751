// The test's thread starts here: Node runs no TypeScript on a thread of its own until tsx's
// loader is registered on it, which `--import tsx` in its options does not do in time.
import { register } from 'tsx/esm/api';

register();
await import('./thread-calls.test-thread.ts');
