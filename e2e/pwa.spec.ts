import type { APIRequestContext, Page } from '@playwright/test';
import { accountMenuButton, apiSignUp, expect, expectPath, mainNav, originHeader, screenTitle, test, tr } from './fixtures.ts';
import { FULL_BROWSER } from './tags.ts';

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker is registered at load, and /intro still opens offline with the offline banner', async ({
    page,
    context,
  }) => {
    await page.goto('/intro');
    await expect(screenTitle(page)).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await test.step('navigator.serviceWorker.ready resolves with /service-worker.js active', async () => {
      const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
      expect(new URL(scriptURL ?? 'about:blank').pathname).toBe('/service-worker.js');
      // the worker takes control of the open page (clientsClaim), so the next load goes through it
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
        .toMatch(/\/service-worker\.js$/);
    });

    await test.step('offline, a reload is served from the cached app shell', async () => {
      await context.setOffline(true);
      await page.reload();
      await expectPath(page, '/intro');
      await expect(mainNav(page)).toBeVisible();
      await expect(screenTitle(page)).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toContainText(tr('offline.banner'));
    });

    await test.step('back online, the banner goes away', async () => {
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    });
  });

  test("a customer's recipe and a catalogue page they opened stay readable offline; a change tried offline is refused clearly; sign-out empties the private cache", async ({
    page,
    context,
  }) => {
    await apiSignUp(page.request);
    test.setTimeout(120_000);
    const name = `Offline cream ${Date.now().toString(36)}`;
    const recipeId = await apiRecipe(page.request, name);

    await test.step('online: the worker takes control, then the catalogue and the recipe are opened', async () => {
      await page.goto('/ingredients?q=Glycerin');
      await controlled(page);
      await page.reload();
      await expect(page.getByRole('main').getByText('Glycerin').first()).toBeVisible({ timeout: 30_000 });
      await page.goto(`/recipes/${recipeId}`);
      await expect(page.getByTestId('recipe-line')).toHaveCount(2, { timeout: 30_000 });
    });

    await test.step('offline, the recipe page opens from the private cache with the banner', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByTestId('recipe-line')).toHaveCount(2, { timeout: 30_000 });
    });

    await test.step('a copy tried offline says nothing was sent, and nothing was', async () => {
      await page.getByRole('button', { name: tr('recipes.actions.menu') }).click();
      await page.getByRole('menuitem', { name: tr('recipes.actions.copy') }).click();
      await expect(page.getByText(tr('apiErrors.OFFLINE'))).toBeVisible();
      await expectPath(page, `/recipes/${recipeId}`);
    });

    await test.step('offline, the catalogue page opens from the cache too', async () => {
      await page.goto('/ingredients?q=Glycerin');
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByRole('main').getByText('Glycerin').first()).toBeVisible({ timeout: 30_000 });
    });

    await test.step('back online nothing was copied; signing out empties the private cache', async () => {
      await context.setOffline(false);
      const list = await page.request.get('/api/recipes?limit=50');
      expect(((await list.json()) as { items: { name: string }[] }).items.map((r) => r.name)).toEqual([name]);
      expect(await page.evaluate(() => caches.has('api-private'))).toBe(true);
      await page.goto('/dashboard');
      await accountMenuButton(page).click();
      await page.getByRole('menuitem', { name: tr('nav.signOut') }).click();
      await expectPath(page, '/intro');
      await expect.poll(() => page.evaluate(() => caches.has('api-private'))).toBe(false);
    });
  });
});

// Web Push needs the full browser: the headless shell the other stories run in has no push service
test.describe('push notifications on this device (account settings)', { tag: FULL_BROWSER }, () => {
  test.use({ serviceWorkers: 'allow' });
  // the service worker precaches the app shell on a first visit: slow on a busy machine
  test.describe.configure({ timeout: 90_000 });

  test('a browser without the Push API is told so honestly', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await apiSignUp(page.request);
    await page.goto('/account-settings');
    const section = page.getByTestId('push-section');
    await expect(section).toHaveAttribute('data-state', 'unsupported', { timeout: 30_000 });
    await expect(section).toContainText(tr('settings.push.unsupported'));
    await expect(section.getByRole('button')).toHaveCount(0);
  });

  test('notifications blocked for the site: the section says where to allow them', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await apiSignUp(page.request);
    await page.goto('/account-settings');
    const section = page.getByTestId('push-section');
    await expect(section).toHaveAttribute('data-state', 'blocked', { timeout: 30_000 });
    await expect(section).toContainText(tr('settings.push.blocked'));
  });

  test('turned on: permission, a subscription with the server key, stored for the user; turned off: removed', async ({
    page,
    context,
  }) => {
    // headless Chromium reaches no real push service: the browser's PushManager is replaced by one
    // that makes a real P-256 key pair and an endpoint at fcm.googleapis.com (no push is sent in this story)
    await page.addInitScript(fakePushManager);
    await context.grantPermissions(['notifications']);
    await apiSignUp(page.request);
    await page.goto('/account-settings');
    await controlled(page);
    const section = page.getByTestId('push-section');
    await expect(section).toHaveAttribute('data-state', 'off', { timeout: 30_000 });
    await expect(section).toContainText(tr('settings.push.noDevices'));

    await section.getByRole('button', { name: tr('settings.push.turnOn') }).click();
    await expect(section).toHaveAttribute('data-state', 'on');
    await expect(section).toContainText(tr('settings.push.devices_one').replace('{{count}}', '1'));
    const key = await page.request.get('/api/push/public-key');
    const publicKey = ((await key.json()) as { publicKey: string }).publicKey;
    expect(await page.evaluate(() => (window as unknown as { __pushKey?: string }).__pushKey)).toBe(publicKey);
    const status = await page.request.get('/api/push/subscriptions');
    expect(await status.json()).toEqual({ devices: 1, thisDevice: false });

    await page.reload();
    await expect(section).toHaveAttribute('data-state', 'on', { timeout: 30_000 });
    await section.getByRole('button', { name: tr('settings.push.turnOff') }).click();
    await expect(section).toHaveAttribute('data-state', 'off');
    expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual({ devices: 0, thisDevice: false });
  });

  test('the section fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(fakePushManager);
    await apiSignUp(page.request);
    await page.goto('/account-settings#push');
    const section = page.getByTestId('push-section');
    await expect(section).toHaveAttribute('data-state', 'off', { timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();
    const box = await section.getByRole('button', { name: tr('settings.push.turnOn') }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('the service worker receives a push', { tag: FULL_BROWSER }, () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 90_000 });

  test('a visible tab is handed the push and no notification doubles it; with no tab open it becomes a system notification', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/intro');
    await controlled(page);
    // the push event itself, as the browser's push service would deliver it (Chrome DevTools Protocol)
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const r = registrations.find((x) => x.scopeURL === `${baseURL}/` && !x.isDeleted);
        if (r) resolve(r.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const id = await registrationId;
    const push = (payload: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: id, data: JSON.stringify(payload) });
    const shown = (p: typeof page) =>
      p.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );

    await page.evaluate(() => {
      const w = window as unknown as { pushes: unknown[] };
      w.pushes = [];
      navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => w.pushes.push(e.data));
    });
    await push({ title: '샘플 요청 S-000042', body: '상태: 발송됨', url: '/sample-requests', tag: 'sample-1', kind: 'status' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pushes: unknown[] }).pushes))
      .toEqual([
        {
          type: 'push',
          payload: {
            title: '샘플 요청 S-000042',
            body: '상태: 발송됨',
            url: `${baseURL}/sample-requests`,
            tag: 'sample-1',
            kind: 'status',
          },
        },
      ]);
    expect(await shown(page)).toEqual([]);

    // no Formulab tab left: the same push is a system notification (another site's URL is not followed)
    await page.goto('about:blank');
    await push({ title: 'Quote Q-000007', body: 'Now quoted', url: 'https://evil.example/x', tag: 'quote-7', kind: 'status' });
    const again = await context.newPage();
    await again.goto('/intro');
    await expect
      .poll(() => shown(again))
      .toEqual([{ title: 'Quote Q-000007', body: 'Now quoted', tag: 'quote-7', url: `${baseURL}/` }]);
  });
});

/** Waits until the service worker controls the page (clientsClaim), so its requests go through it. */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 60_000 })
    .toMatch(/\/service-worker\.js$/);
}

/** A usable recipe (water and glycerin) of the signed-in user of `api`; returns its id. */
async function apiRecipe(api: APIRequestContext, name: string): Promise<string> {
  const id = async (inci: string) => {
    const res = await api.get(`/api/ingredients?q=${encodeURIComponent(inci)}&limit=10`);
    const items = ((await res.json()) as { items: { id: string; inciName: string }[] }).items;
    return items.find((i) => i.inciName === inci)!.id;
  };
  const res = await api.post('/api/recipes', {
    headers: originHeader(),
    data: {
      name,
      productType: 'cream',
      lines: [
        { ingredientId: await id('Water'), percent: 90, phase: 'A', note: '' },
        { ingredientId: await id('Glycerin'), percent: 10, phase: 'A', note: '' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Runs in the page: a PushManager whose subscriptions are real P-256 keys at an FCM-shaped endpoint. */
function fakePushManager() {
  type Fake = { endpoint: string; p256dh: string; auth: string; key: ArrayBuffer };
  const b64url = (buf: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buf)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const STORE = 'e2e-fake-push';
  const read = (): Fake | null => {
    const raw = localStorage.getItem(STORE);
    if (!raw) return null;
    const f = JSON.parse(raw) as Omit<Fake, 'key'> & { key: number[] };
    return { ...f, key: new Uint8Array(f.key).buffer };
  };
  const asSubscription = (f: Fake) => ({
    endpoint: f.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: f.key },
    toJSON: () => ({ endpoint: f.endpoint, expirationTime: null, keys: { p256dh: f.p256dh, auth: f.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });
  const proto = (window as unknown as { PushManager?: { prototype: Record<string, unknown> } }).PushManager?.prototype;
  if (!proto) return;
  proto.getSubscription = async () => {
    const f = read();
    return f ? asSubscription(f) : null;
  };
  proto.subscribe = async (options: { applicationServerKey: Uint8Array }) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
    const key = new Uint8Array(options.applicationServerKey).slice().buffer;
    (window as unknown as { __pushKey?: string }).__pushKey = b64url(key);
    const f: Fake = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
      p256dh: b64url(raw),
      auth: b64url(crypto.getRandomValues(new Uint8Array(16)).buffer),
      key,
    };
    localStorage.setItem(STORE, JSON.stringify({ ...f, key: [...new Uint8Array(key)] }));
    return asSubscription(f);
  };
}
