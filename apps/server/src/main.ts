import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

// Start-up errors are logged, and the process exits non-zero so a supervisor notices.
let started = false;
Promise.resolve()
  .then(() => startServer(loadConfig()))
  .then(
    () => (started = true),
    (err: unknown) => {
      console.error(`Formulab could not start: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
// A start-up step waiting for something that never comes would let Node end quietly with status 0.
process.once('beforeExit', () => {
  if (started) return;
  console.error('Formulab could not start: start-up stopped before it finished (a step waited for something that never came)');
  process.exit(1);
});
