/**
 * The service worker's cache of the signed-in user's own API reads (their recipes), so pages they
 * opened stay readable offline (vite.config.ts, runtimeCaching). It is emptied whenever the user
 * changes — sign-in, sign-up, sign-out — so nobody reads the previous user's pages on a shared browser.
 */
export const PRIVATE_API_CACHE = 'api-private';

export async function clearPrivateCache(): Promise<void> {
  try {
    if ('caches' in globalThis) await caches.delete(PRIVATE_API_CACHE);
  } catch (err) {
    console.error('could not empty the private cache', err);
  }
}
