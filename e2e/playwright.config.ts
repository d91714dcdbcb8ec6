import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { FULL_BROWSER } from './tags.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Debian's packages (scripts/ensure-chromium.mjs installs both)
const FULL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const launch = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
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
    // A failed story's trace (DOM snapshots, network, console; no screencast) for a person to open with
    // `npx playwright show-trace`. Not in CI, whose log is all that is kept of a run: recording cost the
    // whole run a third of its time (1.8 → 1.1 min for 19 stories with the screencast, → 1.0 min without
    // any trace, measured 2026-11-28 on this 2-core machine).
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      // Chromium's headless shell: no browser UI to draw, so a fifth less CPU than the full browser in
      // headless mode (same 19 stories: 1.3 → 1.0 min)
      name: 'chromium',
      grepInvert: new RegExp(FULL_BROWSER),
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launch(SHELL) },
    },
    {
      name: 'chromium-full',
      grep: new RegExp(FULL_BROWSER),
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launch(FULL) },
    },
  ],
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
