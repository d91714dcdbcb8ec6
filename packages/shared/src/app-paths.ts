import { ADMIN_EXTRA_SCREENS, ADMIN_SCREENS, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './routes.ts';

/**
 * Every address the web app's router draws a screen (or a redirect) for besides its not-found page:
 * the server answers any other page address with status 404 and the app's shell, which draws that
 * not-found page (decision 0027). Beside the brief's routes (routes.ts): the root and /admin (each a
 * redirect), the account screens, the policies, the visitors' partnership form, the test gateway's
 * payment page, the prints and the staff sign-in. route-table.test.tsx holds it to the router's table,
 * both ways. Its own file, not routes.ts: the browser's first load never needs it.
 */
export const APP_PATHS = [
  '/',
  ...PUBLIC_ROUTES,
  '/payment/test-gateway',
  '/forgot-password',
  '/reset-password',
  '/policies/:kind',
  '/partners',
  ...SIGNED_IN_ROUTES,
  '/recipes/:id/print',
  '/quotes/:id/print',
  '/admin',
  '/admin/login',
  '/admin/system',
  ...ADMIN_SCREENS.map((screen) => `/admin/${screen}`),
  ...ADMIN_EXTRA_SCREENS.map(({ screen }) => `/admin/${screen}`),
] as const;

/** The patterns as segments, `:name` standing for any one segment. */
const PATTERNS = APP_PATHS.map((p) =>
  p
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase()),
);

/**
 * Whether the router matches `pathname` (as the browser sends it) to a screen, as React Router does:
 * letter case ignored, trailing slashes too, each segment percent-decoded before it is compared.
 */
export function isAppPath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s).toLowerCase();
    } catch {
      return s.toLowerCase();
    }
  });
  return PATTERNS.some(
    (pattern) =>
      pattern.length === decoded.length && pattern.every((p, i) => decoded[i] !== '' && (p.startsWith(':') || p === decoded[i])),
  );
}
