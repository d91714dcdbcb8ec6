import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every screen has a test: each module under routes/ (one per route of the brief, the staff screens and
 * the not-found page) has an integration test beside it, `<screen>.test.tsx`, rendered against the typed
 * network of test/network.ts. A new screen without one fails here.
 */
const routes = path.join(import.meta.dirname, 'routes');
const screens = fs
  .readdirSync(routes, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .sort();

describe('screen tests', () => {
  it('finds the screens', () => {
    expect(screens.length).toBeGreaterThan(60);
  });

  it.each(screens)('routes/%s has a test beside it', (file) => {
    const test = path.join(routes, file.replace(/\.tsx$/, '.test.tsx'));
    expect(fs.existsSync(test), `missing ${path.relative(process.cwd(), test)}`).toBe(true);
    // a test that renders the screen, not an empty file
    expect(fs.readFileSync(test, 'utf8')).toMatch(/render\w*\(/);
  });
});
