// The scale-out system test puts two servers behind Debian's nginx. Install it when missing and we
// may (root); otherwise say how. Exits 0 when nginx is there, 1 when it is not.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (fs.existsSync(path)) process.exit(0);
if (process.getuid?.() === 0) {
  console.log("nginx is missing: installing Debian's nginx-light package …");
  const apt = 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300';
  for (const pkg of ['nginx-light', 'nginx']) {
    try {
      execSync(`apt-get -o DPkg::Lock::Timeout=300 update -qq && ${apt} install -y -qq --no-install-recommends ${pkg}`, {
        stdio: 'inherit',
      });
    } catch {
      continue; // not in this release's archive (nginx-light was dropped in Debian 12): try the next
    }
    if (fs.existsSync(path)) process.exit(0);
  }
}
console.error(
  `nginx was not found at ${path}. Install it with \`sudo apt-get install nginx-light\` (or nginx) ` +
    'or set NGINX_PATH to an nginx binary, then run the tests again.',
);
process.exit(1);
