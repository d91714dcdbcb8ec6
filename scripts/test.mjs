// `npm test`: everything CI runs, in order, stopping at the first failure.
// With DATABASE_URL set, the API and browser tests use that PostgreSQL server (a fresh database each).
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['format', 'npm run format:check'],
  ['unit + API tests', 'npx vitest run'],
  ['build web app', 'npm run build'],
  ['browser tests', 'npm run test:e2e'],
];
const only = process.argv.slice(2);
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd}`);
  const r = spawnSync(cmd, { stdio: 'inherit', shell: true });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
