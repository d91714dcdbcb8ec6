import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, DEMO_SHIPPING, apiSignIn, expect as baseExpect, test, tr, trAny, type Lang } from './fixtures.ts';
import { asCustomerAndStaff, newBrowserContext, randomTag, trf } from './catalogue-helpers.ts';
import { call } from './content-helpers.ts';

/**
 * Issue 23, in the browser, in Korean and in English: what staff type is stored as typed or refused
 * on the field with a reason, never rewritten; a form sends once; a stale save is told by name.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const LANGS: Lang[] = ['ko', 'en'];

/**
 * Shows the screens in `lang` without saving it on the demo account (other stories read it in
 * Korean): the account's language is answered as `lang`, and saving it is answered without doing so.
 */
async function showIn(page: Page, lang: Lang) {
  await page.route('**/api/me', async (route) => {
    if (route.request().method() === 'PATCH') return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    const res = await route.fetch();
    const me = (await res.json()) as Record<string, unknown>;
    return route.fulfill({ response: res, json: { ...me, preferredLanguage: lang } });
  });
}

/** Every change request (not GET) the page sends to `path`, as it is sent. */
function changesTo(page: Page, path: RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && path.test(new URL(r.url()).pathname)) sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

/** The id of the seed ingredient `inci`, read as staff. */
async function ingredientId(page: Page, inci: string): Promise<string> {
  const { items } = await call<{ items: { id: string; inciName: string }[] }>(
    page.request,
    'GET',
    `/api/admin/ingredients?q=${encodeURIComponent(inci)}&limit=5`,
  );
  const found = items.find((i) => i.inciName === inci);
  expect(found, `seed ingredient ${inci}`).toBeTruthy();
  return found!.id;
}

const field = (scope: Locator, lang: Lang, key: string) =>
  scope.getByRole('textbox', { name: tr(`adminCatalogue.ingredients.fields.${key}`, lang), exact: true });

/** A sample request of the demo customer, taken by staff into review (where a fee is set). */
function sampleInReview(browser: Browser): Promise<{ id: string; ref: string }> {
  return asCustomerAndStaff(browser, async (customer, staff) => {
    const { items } = await call<{ items: { id: string; name: string }[] }>(customer, 'GET', '/api/recipes?limit=20');
    let sample: { id: string; ref: string; version: number } | null = null;
    for (const r of items) {
      const res = await customer.post('/api/sample-requests', {
        headers: { origin: test.info().project.use.baseURL ?? '' },
        data: {
          recipeId: r.id,
          quantity: 12,
          shipping: DEMO_SHIPPING,
          note: `E2E integrity ${randomTag()}`,
        },
      });
      if (res.status() === 201) {
        sample = (await res.json()) as { id: string; ref: string; version: number };
        break;
      }
    }
    expect(sample, 'a recipe of the demo customer that can be sampled').toBeTruthy();
    await call(
      staff,
      'POST',
      `/api/admin/sample-requests/${sample!.id}/transitions`,
      {
        action: 'review',
        version: sample!.version,
      },
      200,
    );
    return sample!;
  });
}

/** A packaging item that a quote of the demo data uses (staff's view of the quotes). */
async function packagingInUse(page: Page): Promise<{ id: string; code: string }> {
  const { items } = await call<{ items: { packaging: { id: string | null; code: string | null } | null }[] }>(
    page.request,
    'GET',
    '/api/admin/quotes?limit=50',
  );
  const used = items.map((q) => q.packaging).find((p) => p?.id && p.code);
  expect(used, 'a demo quote with its packaging item').toBeTruthy();
  return { id: used!.id!, code: used!.code! };
}

/** What the screen says of a delete refused as in use, in `lang`: "… still used by 2 quotes, 1 recipe …". */
function inUseText(usedBy: Record<string, number>, lang: Lang): string {
  const plural = new Intl.PluralRules(lang === 'en' ? 'en-US' : 'ko-KR');
  const part = (kind: string, count: number) => {
    let key = `inUse.${kind}_${plural.select(count)}`;
    try {
      tr(key, lang);
    } catch {
      key = `inUse.${kind}_other`;
    }
    return trf(key, { count }, lang);
  };
  const list = Object.entries(usedBy)
    .map(([kind, count]) => part(kind, count))
    .join(', ');
  return trf('inUse.body', { list }, lang);
}

for (const lang of LANGS) {
  /**
   * Each story runs in one of the two languages, half in Korean and half in English: what a story
   * proves (a refusal, nothing sent, one record, nothing lost) does not depend on the language; that
   * every message the server can answer has both translations is `error-translations.test.ts`'s job,
   * and the screens' tests show them on their fields. Running all six twice was 180 s of the browser
   * step.
   */
  const story = (only: Lang, title: string, body: Parameters<typeof test>[2]) => {
    if (lang === only) test(title, body);
  };
  test.describe(`integrity (${lang})`, () => {
    // each story signs in and opens a staff screen cold (the admin chunks); on the shared two-core
    // machine that alone can take most of the default 30 s
    test.describe.configure({ timeout: 90_000 });
    story('ko', `a negative sample fee is refused on the field and nothing is sent (${lang})`, async ({ page, browser }) => {
      const sample = await sampleInReview(browser);
      await apiSignIn(page.request, DEMO.admin);
      await showIn(page, lang);
      const sent = changesTo(page, /\/transitions$/);
      await page.goto(`/admin/sample-requests?id=${sample.id}`);
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: tr('workflow.actions.sample.request_payment', lang), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr('workflow.actions.sample.request_payment', lang) });
      const fee = dialog.getByRole('textbox', { name: tr('workflow.fields.fee', lang) });
      await fee.fill('-5000');
      await dialog.getByRole('button', { name: tr('workflow.actions.sample.request_payment', lang), exact: true }).click();
      const max = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ko-KR').format(10_000_000_000);
      await expect(dialog.getByText(trf('errors.numberRange', { min: '1', max }, lang))).toBeVisible();
      // kept as typed, never turned into ₩1
      await expect(fee).toHaveValue('-5000');
      expect(sent).toEqual([]);
    });

    story('en', `a decimal comma in an ingredient limit is refused, never read as thousands (${lang})`, async ({ page }) => {
      await apiSignIn(page.request, DEMO.admin);
      await showIn(page, lang);
      const id = await ingredientId(page, 'Niacinamide');
      const sent = changesTo(page, /\/api\/admin\/ingredients\//);
      await page.goto(`/admin/admin-ingredients?id=${id}`);
      const drawer = page.getByRole('dialog', { name: 'Niacinamide', exact: true });
      const useMax = field(drawer, lang, 'useMax');
      await useMax.fill('1,5');
      await useMax.blur();
      await expect(drawer.getByText(tr('errors.numberComma', lang))).toBeVisible();
      await expect(useMax).toHaveValue('1,5');
      await drawer.getByRole('button', { name: tr('common.save', lang), exact: true }).click();
      await expect(drawer.getByText(tr('apiErrors.VALIDATION', lang)).first()).toBeVisible();
      expect(sent).toEqual([]);
    });

    story('ko', `Enter pressed three times in a notice's title creates one notice (${lang})`, async ({ page }) => {
      await apiSignIn(page.request, DEMO.admin);
      await showIn(page, lang);
      const title = `E2E once ${lang} ${randomTag()}`;
      const creates = changesTo(page, /^\/api\/admin\/notices$/);
      await page.goto('/admin/admin-notice');
      await page
        .getByRole('button', { name: tr('adminContent.notices.add', lang) })
        .first()
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('textbox', { name: tr('adminContent.body', lang) }).click();
      await page.keyboard.type('Once.');
      const titleBox = drawer.getByRole('textbox', { name: tr('adminContent.title', lang) });
      await titleBox.fill(title);
      // three quick presses, as a person makes them: to whatever has the focus, without waiting for the
      // title box (a locator's press would wait for it even once the first save has closed the drawer)
      await titleBox.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
      // the one save may take a while on a loaded machine: the drawer closes once it has answered
      await expect(drawer).toBeHidden({ timeout: 45_000 });
      const list = await call<{ items: { title: string }[] }>(
        page.request,
        'GET',
        `/api/admin/notices?q=${encodeURIComponent(title)}`,
      );
      expect(list.items.filter((n) => n.title === title)).toHaveLength(1);
      expect(creates.length).toBeLessThanOrEqual(1);
      const { items } = await call<{ items: { id: string; title: string }[] }>(
        page.request,
        'GET',
        `/api/admin/notices?q=${encodeURIComponent(title)}`,
      );
      for (const n of items) await call(page.request, 'DELETE', `/api/admin/notices/${n.id}`, undefined, 204);
    });

    story(
      'en',
      `deleting packaging that a quote uses is refused, naming what uses it, and it stays (${lang})`,
      async ({ page }) => {
        await apiSignIn(page.request, DEMO.admin);
        await showIn(page, lang);
        const item = await packagingInUse(page);
        await page.goto(`/admin/admin-submaterials?edit=${item.id}`);
        const drawer = page.getByRole('dialog', { name: tr('adminCatalogue.subMaterials.editTitle', lang) });
        const deleteLabel = tr('adminCatalogue.subMaterials.delete', lang);
        await drawer.getByRole('button', { name: deleteLabel, exact: true }).click();
        const confirm = page.getByRole('dialog', {
          name: trf('adminCatalogue.subMaterials.deleteTitle', { code: item.code }, lang),
        });
        const refused = page.waitForResponse(
          (r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname === `/api/admin/sub-materials/${item.id}`,
        );
        await confirm.getByRole('button', { name: deleteLabel, exact: true }).click();
        const answer = await refused;
        expect(answer.status()).toBe(409);
        const body = (await answer.json()) as { code: string; usedBy: Record<string, number> };
        expect(body.code).toBe('IN_USE');
        expect(body.usedBy.quotes).toBeGreaterThanOrEqual(1);
        // the dialog the person pressed Delete in says, in their language, exactly what uses it (not a
        // toast behind it), and Delete is off: pressing it again cannot help
        await expect(confirm.getByRole('alert')).toHaveText(inUseText(body.usedBy, lang));
        await expect(confirm.getByRole('button', { name: deleteLabel, exact: true })).toBeDisabled();
        await confirm.getByRole('button', { name: tr('common.cancel', lang), exact: true }).click();
        await expect(confirm).toBeHidden();
        // and nothing was deleted: the item is still there, on the list and as a record
        const still = await page.request.get(`/api/admin/sub-materials/${item.id}`);
        expect(still.status()).toBe(200);
        await page.goto(`/admin/admin-submaterials?q=${encodeURIComponent(item.code)}`);
        await expect(page.getByRole('cell', { name: item.code, exact: true }).first()).toBeVisible();
      },
    );

    // the server's versions (409 CHANGED_MEANWHILE): the second tab's save is refused, naming the ingredient
    story('ko', `a second tab saving a stale ingredient is told it changed in the meantime (${lang})`, async ({ browser }) => {
      const first = await newBrowserContext(browser);
      const second = await newBrowserContext(browser);
      try {
        const a = await first.newPage();
        const b = await second.newPage();
        await apiSignIn(a.request, DEMO.admin);
        await apiSignIn(b.request, DEMO.admin);
        await showIn(a, lang);
        await showIn(b, lang);
        const id = await ingredientId(a, 'Niacinamide');
        await a.goto(`/admin/admin-ingredients?id=${id}`);
        await b.goto(`/admin/admin-ingredients?id=${id}`);
        const drawerA = a.getByRole('dialog', { name: 'Niacinamide', exact: true });
        const drawerB = b.getByRole('dialog', { name: 'Niacinamide', exact: true });
        const noteA = field(drawerA, lang, 'limitNote');
        const noteB = field(drawerB, lang, 'limitNote');
        const original = await noteA.inputValue();
        await expect(noteB).toHaveValue(original);

        await noteA.fill(`${original} (A)`);
        await drawerA.getByRole('button', { name: tr('common.save', lang), exact: true }).click();
        await expect(a.getByText(trf('adminCatalogue.ingredients.saved', { name: 'Niacinamide' }, lang))).toBeVisible();

        await noteB.fill(`${original} (B)`);
        await drawerB.getByRole('button', { name: tr('common.save', lang), exact: true }).click();
        await expect(drawerB.getByText(tr('changedMeanwhile.ingredient', lang))).toBeVisible();

        // tab A, now current, puts the note back: the story leaves the seed as it found it
        await noteA.fill(original);
        await drawerA.getByRole('button', { name: tr('common.save', lang), exact: true }).click();
        await expect(a.getByText(trf('adminCatalogue.ingredients.saved', { name: 'Niacinamide' }, lang)).first()).toBeVisible();
      } finally {
        await first.close();
        await second.close();
      }
    });

    // item 8: the search boxes stop at their cap, but a pasted or shared link can carry any length
    story(
      'en',
      `a search link longer than the cap says the search is too long, for a visitor and for staff (${lang})`,
      async ({ page }) => {
        const long = encodeURIComponent('glycerin '.repeat(15));
        await showIn(page, lang);
        // a visitor reads the browser's language (Korean here), staff their own
        await page.goto(`/ingredients?q=${long}`);
        await expect(page.getByText(trAny('apiErrors.SEARCH_TOO_LONG'))).toBeVisible();
        await expect(page.getByText(trAny('apiErrors.VALIDATION'))).toHaveCount(0);
        await apiSignIn(page.request, DEMO.admin);
        await page.goto(`/admin/admin-ingredients?q=${long}`);
        await expect(page.getByText(tr('apiErrors.SEARCH_TOO_LONG', lang))).toBeVisible();
      },
    );
  });
}
