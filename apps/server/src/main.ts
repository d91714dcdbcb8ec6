import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

// Start-up errors are logged, and the process exits non-zero so a supervisor notices.
startServer(loadConfig()).catch((err: unknown) => {
  console.error(`Formulab could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
