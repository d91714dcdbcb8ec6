import { api } from '../lib/api.ts';
import { queryClient } from '../lib/session.ts';

/**
 * The push module the brief starts with the app (decision 0008). It learns whether this browser can
 * receive push and what the user has decided, refreshes the notifications when the service worker
 * hands a push to this (visible) page instead of showing it, and forgets this device's subscription
 * at sign-out. Turning push on and off lives in ./subscribe.ts, loaded by account settings only.
 */
export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

let state: PushState = 'unsupported';

export function startPush(): PushState {
  try {
    const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    state = supported ? Notification.permission : 'unsupported';
    if (supported) {
      // a push that arrived while this page was visible (push-sw.js): the page shows it live
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
        if (event.data?.type === 'push') void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      });
    }
  } catch (err) {
    console.error('push module failed to start', err);
    state = 'unsupported';
  }
  return state;
}

export function pushState(): PushState {
  return state;
}

/**
 * Before sign-out: this browser's subscription is removed from the signed-in user and dropped, so the
 * next person on this browser does not get their pushes. Never throws (sign-out goes on).
 */
export async function forgetPushDevice(): Promise<void> {
  try {
    if (state === 'unsupported') return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await api('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch (err) {
    console.error('could not forget this device for push', err);
  }
}
