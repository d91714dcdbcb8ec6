/**
 * The push module the brief starts with the app. It learns whether this browser can receive push
 * and what the user has decided; subscribing a device and sending arrive with notifications.
 */
export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

let state: PushState = 'unsupported';

export function startPush(): PushState {
  try {
    const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    state = supported ? (Notification.permission as PushState) : 'unsupported';
  } catch (err) {
    console.error('push module failed to start', err);
    state = 'unsupported';
  }
  return state;
}

export function pushState(): PushState {
  return state;
}
