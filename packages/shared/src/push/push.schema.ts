import { z } from 'zod';

/**
 * The push services a browser's subscription may point at (decision 0008). The server sends an HTTP
 * request to whatever endpoint it stores, so anything else is refused: no request to an address a
 * user chose (server-side request forgery). `*.` matches any subdomain; the host must use https on
 * the default port. Self-hosted or test push services are added by PUSH_EXTRA_HOSTS on the server.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  '*.push.services.mozilla.com',
  '*.notify.windows.com', // Edge (WNS)
  'web.push.apple.com', // Safari
  '*.push.apple.com',
] as const;

/** Whether `host` (a URL's hostname, lower case) is one of PUSH_SERVICE_HOSTS. */
export function isKnownPushService(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((p) => (p.startsWith('*.') ? h.endsWith(p.slice(1)) && h.length > p.length - 1 : h === p));
}

/** base64url without padding, as PushSubscription.toJSON() writes the keys */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'errors.invalidFormat');

/**
 * The browser's PushSubscription as `subscription.toJSON()` gives it. The endpoint's host is checked
 * by the server against the list above (and PUSH_EXTRA_HOSTS): field message `errors.pushEndpoint`.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(2048).url('errors.pushEndpoint'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // an uncompressed P-256 point: 65 bytes → 87 characters
    p256dh: base64url(80, 100),
    // 16 bytes → 22 characters
    auth: base64url(16, 64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2048) }).strict();

/** `GET /api/push/subscriptions?endpoint=`: how many devices get the caller's pushes, and whether this one does. */
export const pushStatusQuerySchema = z.object({ endpoint: z.string().max(2048).optional() }).strict();
export const pushStatusSchema = z.object({ devices: z.number(), thisDevice: z.boolean() });
export type PushStatus = z.infer<typeof pushStatusSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives (apps/web/public/push-sw.js). */
export type PushPayload = { title: string; body: string; url: string; tag?: string; kind: 'chat' | 'status' };
