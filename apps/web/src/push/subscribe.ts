import { pushPublicKeySchema, pushStatusSchema, type PushStatus } from '@formulab/shared/push/push.schema';
import { api } from '../lib/api.ts';

/**
 * Turning web push on and off for this browser (decision 0008); loaded by account settings only.
 * - unsupported: no service worker, Push API or Notification API (an iPhone's Safari has them only
 *   for a site added to the home screen)
 * - blocked: the user (or the browser) denied notifications for this site; only the browser's site
 *   settings can undo that
 * - off / on: whether this browser's subscription is stored for the signed-in user
 */
export type DevicePush = { state: 'unsupported' | 'blocked' | 'off' | 'on'; devices: number };

export class PushProblem extends Error {
  constructor(readonly reason: 'blocked' | 'dismissed' | 'no-worker' | 'failed') {
    super(reason);
  }
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration: waits up to 10 s for one being installed, none in development. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found?.active) return found;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  if (!ready) throw new PushProblem('no-worker');
  return ready;
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** What this browser and the server say now. */
export async function readDevicePush(): Promise<DevicePush> {
  if (!pushSupported()) return { state: 'unsupported', devices: 0 };
  const subscription = await browserSubscription();
  const q = subscription ? `?endpoint=${encodeURIComponent(subscription.endpoint)}` : '';
  const status = await api(`/api/push/subscriptions${q}`, { schema: import.meta.env.PROD ? undefined : pushStatusSchema });
  if (Notification.permission === 'denied') return { state: 'blocked', devices: status.devices };
  return { state: status.thisDevice && Notification.permission === 'granted' ? 'on' : 'off', devices: status.devices };
}

function base64urlBytes(s: string): Uint8Array<ArrayBuffer> {
  const raw = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/** Asks for permission, subscribes with the server's key and stores the subscription for this user. */
export async function turnOnPush(): Promise<PushStatus> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushProblem('blocked');
  if (permission !== 'granted') throw new PushProblem('dismissed');
  const { publicKey } = await api('/api/push/public-key', { schema: import.meta.env.PROD ? undefined : pushPublicKeySchema });
  const key = base64urlBytes(publicKey);
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  // made with another server key (the keys were replaced): it cannot receive ours
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (err) {
    console.error('push subscription failed', err);
    throw new PushProblem('failed');
  }
  return api('/api/push/subscriptions', {
    schema: import.meta.env.PROD ? undefined : pushStatusSchema,
    body: subscription.toJSON(),
  });
}

/** Removes this browser's subscription from the server, then drops it. */
export async function turnOffPush(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  await api('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
