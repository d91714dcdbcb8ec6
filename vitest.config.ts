import fs from 'node:fs';
import os from 'node:os';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { STRING_GROUPS, pickPart } from './apps/web/src/i18n/groups.ts';

/**
 * `virtual:strings/<ko|en>/<part>` for the component tests: the same parts of the real ko.json /
 * en.json that the web app's Vite plugin serves (apps/web/vite.config.ts), so i18n/index.ts loads
 * its strings in the test DOM just as in the browser.
 */
function stringParts(): Plugin {
  const prefix = 'virtual:strings/';
  return {
    name: 'formulab-string-parts-test',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [lang = '', part = ''] = id.slice(prefix.length + 1).split('/');
      if (!['ko', 'en'].includes(lang) || !(part === 'core' || part in STRING_GROUPS)) this.error(`unknown strings part ${id}`);
      const file = new URL(`./apps/web/src/i18n/${lang}.json`, import.meta.url);
      const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickPart(strings, part as 'core'))};`;
    },
  };
}

/**
 * The server test files that start no app and open no database (pure logic: CSV, keyset cursors,
 * policies, seed data). The API suite's second pass (scripts/test.mjs sets SECOND_DATABASE_PASS)
 * leaves them out: the first pass ran them, and on another database they would only repeat.
 */
const DATABASE_HINT = /harness|fixtures|test-utils|start\w*App|openDatabase|databaseUrl|DATABASE_URL|from 'pg'|\/db\//;
/** A file may say so itself where its text names a database without opening one (a subprocess importing the server). */
const DATABASE_FREE = /^\/\/ opens no database: /m;
function databaseFreeServerTests(): string[] {
  const root = 'apps/server/src';
  return (
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts') && !f.startsWith('system/'))
      // conservative: a file that mentions an app, a fixture or a database at all runs on both
      .filter((f) => {
        const text = fs.readFileSync(`${root}/${f}`, 'utf8');
        return DATABASE_FREE.test(text) || !DATABASE_HINT.test(text);
      })
      .map((f) => `${root}/${f}`)
  );
}

export default defineConfig({
  test: {
    // The API files wait on HTTP and PostgreSQL far more than they compute, so two workers keep even
    // two cores busy; vitest's default is cores - 1, one worker here. (Per project it would split
    // the run into sequential groups.)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // the bench's own arithmetic (what it reports must be right before its numbers are read)
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
      },
      {
        // components, hooks and every screen rendered with Testing Library, in English with the real
        // strings, against test/network.ts's answers. happy-dom, not jsdom: the 610 tests of 101 files took
        // 122 s (219 s of CPU) in jsdom and 81 s (140 s) in happy-dom on this machine (2026-11-28)
        plugins: [stringParts()],
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
          // each test renders into a fresh container and setup.ts resets what is global (the DOM,
          // the language, Mantine's toast store) after every test, so a worker need not import React,
          // Mantine and the strings again for each file: 70 s → 24 s (2 min → 40 s of CPU) here
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'apps/server/src/system/**',
            ...(process.env.SECOND_DATABASE_PASS ? databaseFreeServerTests() : []),
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // each test file gets its own database cloned from a migrated template, so files run in parallel
          pool: 'forks',
          // Every file builds its own app on its own database and module state is per app, so a worker
          // may reuse the imported server between files instead of transforming and importing it again
          // for each of 70 files (with the two workers below: 584 s → 183 s on this 2-core machine).
          isolate: false,
        },
      },
      {
        // whole server processes — crash and restart, two instances behind a proxy — each on a
        // database of its own making, so they run once, not once per database like the API tests
        test: {
          name: 'system',
          include: ['apps/server/src/system/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
    ],
  },
});
