// Browser tests use Debian's Chromium. Install it when missing and we may (root); otherwise say how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(path)) process.exit(0);
if (process.getuid?.() === 0) {
  console.log("Chromium is missing: installing Debian's chromium package …");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
  if (fs.existsSync(path)) process.exit(0);
}
console.error(
  `Chromium was not found at ${path}. Install it with \`sudo apt-get install chromium\` (Debian/Ubuntu) ` +
    'or set CHROMIUM_PATH to a Chromium/Chrome binary, then run the tests again.',
);
process.exit(1);
