/* global clients */
/**
 * Web push in the service worker (decision 0008), loaded into /service-worker.js by workbox's
 * importScripts (vite.config.ts). A push carries { title, body, url, tag?, kind } (PushPayload in
 * packages/shared/src/push/push.schema.ts).
 *
 * - push: a visible Formulab tab is told by message and shows it live, so no system notification
 *   doubles it; otherwise a system notification is shown.
 * - notificationclick: the notification's page in an open tab (focused), or in a new window.
 * - pushsubscriptionchange: the browser replaced the subscription; the new one is sent to the server.
 */
'use strict';

/** Only paths of this site are opened from a notification. */
function sameOriginUrl(url) {
  try {
    const u = new URL(url || '/', self.location.origin);
    return u.origin === self.location.origin ? u.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const payload = {
    title: typeof data.title === 'string' && data.title ? data.title : 'Formulab',
    body: typeof data.body === 'string' ? data.body : '',
    url: sameOriginUrl(data.url),
    tag: typeof data.tag === 'string' ? data.tag : undefined,
    kind: data.kind === 'chat' ? 'chat' : 'status',
  };
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((w) => w.visibilityState === 'visible' || w.focused);
      if (visible.length > 0) {
        for (const w of visible) w.postMessage({ type: 'push', payload });
        return undefined;
      }
      return self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        // a newer status of the same record replaces the older one, and still alerts
        renotify: Boolean(payload.tag),
        data: { url: payload.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: self.navigator.language,
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const exact = windows.find((w) => w.url === url);
      const tab = exact || windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (tab) {
        const focused = await tab.focus();
        if (!exact && 'navigate' in focused) return focused.navigate(url).catch(() => clients.openWindow(url));
        return focused;
      }
      return clients.openWindow(url);
    }),
  );
});

/** Sends the subscription to the server (the session cookie goes along); false when it was refused. */
async function save(subscription) {
  const res = await fetch('/api/push/subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  return res.ok;
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      let subscription = event.newSubscription;
      if (!subscription) {
        const res = await fetch('/api/push/public-key', { credentials: 'same-origin' });
        if (!res.ok) return;
        const { publicKey } = await res.json();
        const raw = atob(publicKey.replace(/-/g, '+').replace(/_/g, '/'));
        const key = Uint8Array.from(raw, (c) => c.charCodeAt(0));
        subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      }
      // the old endpoint stops working on its own: the server removes it at its first 404/410
      await save(subscription);
    })().catch((err) => console.error('push subscription renewal failed', err)),
  );
});
