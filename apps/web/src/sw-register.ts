/** Registers /service-worker.js once the page has loaded; a failure is only logged (brief §8). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err: unknown) => {
      console.error('service worker registration failed', err);
    });
  });
}
