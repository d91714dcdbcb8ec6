// Browser tests use Debian's Chromium: its headless shell for the stories (no browser UI to draw, a
// fifth less CPU) and the full browser for the few that need what only it has (Web Push). Install
// what is missing when we may (root); otherwise say how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const full = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const shell = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const missing = [!fs.existsSync(full) && 'chromium', !fs.existsSync(shell) && 'chromium-headless-shell'].filter(Boolean);
if (!missing.length) process.exit(0);
if (process.getuid?.() === 0) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests …`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} fonts-noto-cjk`, {
    stdio: 'inherit',
  });
  if (fs.existsSync(full) && fs.existsSync(shell)) process.exit(0);
}
console.error(
  `Chromium was not found at ${full} and ${shell}. Install it with \`sudo apt-get install chromium ` +
    'chromium-headless-shell` (Debian/Ubuntu) or set CHROMIUM_PATH and CHROMIUM_SHELL_PATH to a ' +
    'Chromium/Chrome binary and its headless shell, then run the tests again.',
);
process.exit(1);
