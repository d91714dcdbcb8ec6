/**
 * Stories that need the full Chromium rather than its headless shell (Web Push: the shell has no push
 * service). Every other story runs in the shell, which draws no browser UI (playwright.config.ts).
 */
export const FULL_BROWSER = '@full-browser';
