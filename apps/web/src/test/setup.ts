/**
 * Setup of the `web-dom` tests (vitest.config.ts): jest-dom's matchers, what happy-dom lacks and Mantine
 * needs, and the translator with the real strings in English (customer groups and the staff area's), as
 * a staff member who reads English sees them.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './network.ts';

// waitFor / findBy wait for their condition up to 5 s, not 1 s: under CI's load on two cores a
// debounced search answered after 1 s and a correct test failed (search-caps, 2026-11-28)
configure({ asyncUtilTimeout: 5_000 });

/**
 * Whether a media query matches the window (happy-dom's is 1024 × 768): the width queries the app and
 * mantine-datatable's columns use, and "" (every screen), and reduced motion; any other feature does not.
 */
function matches(query: string): boolean {
  // the test window prefers reduced motion: Mantine then runs no transition timers (render.tsx)
  if (/^\(\s*prefers-reduced-motion:\s*reduce\s*\)$/.test(query.trim())) return true;
  const px = (n: string, unit: string) => Number(n) * (unit === 'em' || unit === 'rem' ? 16 : 1);
  return query
    .split(/\s+and\s+/)
    .filter(Boolean)
    .every((part) => {
      const m = /^\(\s*(min|max)-width:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(part.trim());
      if (!m) return false;
      const limit = px(m[2]!, m[3]!);
      return m[1] === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
    });
}

// Mantine reads media queries (useMediaQuery, color scheme, a table's columns) …
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// … measures elements (ScrollArea, SegmentedControl, Stepper) …
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// … lays nothing out, so recharts warns on every chart that its container measures 0 × 0 (the tests
// read a chart's figures in the table beside it): that one warning is dropped, any other still shows …
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
};

// … and scrolls options and invalid fields into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};
// the print buttons (the tests spy on it)
window.print ??= () => {};

// the language the detector finds first: the tests read English
localStorage.setItem('formulab.lang', 'en');
// the staff area's strings and every customer group, as the admin layout loads them
await import('../i18n/admin.ts');

// the server's answers (network.ts): a call no test answered is an error, never a real request
beforeAll(() => network.listen({ onUnhandledFrame: 'error' }));
afterAll(() => network.close());

afterEach(() => {
  cleanup();
  network.resetHandlers();
  // Mantine's toast store is module state: one file's toasts must not greet the next (isolate: false)
  notifications.clean();
  notifications.cleanQueue();
  localStorage.setItem('formulab.lang', 'en');
});
