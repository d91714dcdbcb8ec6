/** Registers /service-worker.js once the page has loaded; a failure is only logged (brief §8). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js').catch((err: unknown) => {
      console.error('service worker registration failed', err);
    });
  };
  // called after the first render, which can come after `load` (it waits for the strings)
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
