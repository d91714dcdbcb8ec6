// The scale-out system test puts two servers behind Debian's nginx and in front of Debian's PgBouncer.
// Install what is missing when we may (root); otherwise say how. Exits 0 when both are there, 1 when not.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const tools = [
  // nginx-light was dropped in Debian 12: the next name is tried when one is not in the archive
  { name: 'nginx', path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', packages: ['nginx-light', 'nginx'], env: 'NGINX_PATH' },
  {
    name: 'pgbouncer',
    path: process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer',
    packages: ['pgbouncer'],
    env: 'PGBOUNCER_PATH',
  },
];

const missing = () => tools.filter((t) => !fs.existsSync(t.path));
if (missing().length && process.getuid?.() === 0) {
  const apt = 'DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300';
  let updated = false;
  for (const tool of missing()) {
    console.log(`${tool.name} is missing: installing it from Debian's packages …`);
    for (const pkg of tool.packages) {
      try {
        if (!updated) execSync(`${apt} update -qq`, { stdio: 'inherit' });
        updated = true;
        // no recommends: pgbouncer's would bring a PostgreSQL client, nginx's its full module set
        execSync(`${apt} install -y -qq --no-install-recommends ${pkg}`, { stdio: 'inherit' });
      } catch {
        continue;
      }
      if (fs.existsSync(tool.path)) break;
    }
  }
}
const still = missing();
for (const t of still) {
  console.error(
    `${t.name} was not found at ${t.path}. Install it with \`sudo apt-get install ${t.packages.at(-1)}\` ` +
      `or set ${t.env} to its binary, then run the tests again.`,
  );
}
process.exit(still.length ? 1 : 0);
