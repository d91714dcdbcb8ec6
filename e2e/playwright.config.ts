import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Browser stories against the real server (built web app + API + a real PostgreSQL: embedded in a
 * temporary folder, or a fresh database on DATABASE_URL's server), in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // one results folder per port, so two runs side by side do not wipe each other's
  outputDir: `../test-results/e2e-${PORT}`,
  fullyParallel: true,
  // at least 2: the stories spend much of their time waiting on the server and the browser, so two
  // run side by side even on a 2-core machine (Playwright's default there would be 1)
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(os.cpus().length / 2)),
  // none, in CI too: a story that passes only on its second try is a failing story, and a retry
  // would hide it (and double the time of every slow failure)
  retries: 0,
  // Budgets for a hung story, not speed targets (those live in `npm run bench`). CI shares two cores
  // with PostgreSQL, the server and two browsers, and other jobs on the machine: a long story (an
  // editor session with two axe scans, a reload and a navigation) took 32 s at load average 12
  // while passing alone in 20 s, so CI gives each story a minute and each expectation 15 s (a page
  // opened cold in a new tab took 10.5 s to show its drawer at load average 16).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'ko-KR',
    // the theme respects it (theme.ts): drawers, menus and toasts open without their 150–300 ms
    // transitions, which every story would otherwise wait out and the shared cores animate
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node e2e/start-server.ts`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
