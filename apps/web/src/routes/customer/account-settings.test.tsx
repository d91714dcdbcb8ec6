import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meSchema, type Me } from '@formulab/shared/auth/auth.schema';
import { notificationEmailsSchema } from '@formulab/shared/notifications/notifications.schema';
import { addressListSchema, addressSchema } from '@formulab/shared/shop/addresses.schema';
import { z } from 'zod';
import en from '../../i18n/en.json';
import {
  ADDRESS_ID,
  FOREIGN_ADDRESS_ID,
  accountMe,
  address,
  addressList,
  foreignAddress,
  notificationEmails,
  sessionAnswer,
  sessionAnswerSchema,
  statusAnswerSchema,
} from '../../test/fixtures/account.ts';
import { SAIGON_WAREHOUSE } from '../../test/fixtures/addresses.ts';
import { fillAddress } from '../../test/fields.ts';
import { answer, hang, refuse } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './account-settings.tsx';

/** The settings of `me`, with its address book and status e-mails. */
function serve(me: Me = accountMe(), book = [address()]) {
  answer.get('/api/me', meSchema, me);
  answer.get('/api/me/addresses', addressListSchema, addressList(book));
  answer.get('/api/me/notification-emails', notificationEmailsSchema, notificationEmails());
}

const open = () => renderUi(<Component />, { url: '/account-settings', path: '/account-settings' });

/**
 * A settings section by its heading, once the account is there (by the heading's text: a role query
 * over the whole page costs a second on a loaded machine; the section's role and name are checked once).
 */
const section = async (title: string) => (await screen.findByText(title, { selector: 'h2' })).closest('section')!;

/** A password input by the start of its label (the required mark is hidden from its name). */
const passwordField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** A switch's name: its label, then its hint (both inside its <label>). */
const switchNamed = (label: string) => new RegExp(`^${label}`);

/** Puts `value` in `field` as a password manager or a paste would: one input, not a keystroke each. */
async function enter(user: ReturnType<typeof open>['user'], field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

afterEach(() => vi.restoreAllMocks());

const toastTitles = () => notificationsStore.getState().notifications.map((n) => n.title);

describe('/account-settings — my account', () => {
  it('shows the account in its sections: profile, company, addresses, e-mails, push and sign-in address', async () => {
    serve();
    open();
    expect(screen.getByRole('heading', { level: 1, name: en.screens['account-settings'].title })).toBeVisible();
    const profile = await section(en.settings.profile.title);
    expect(profile).toHaveAccessibleName(en.settings.profile.title);
    expect(profile).toHaveRole('region');
    expect(within(profile).getByRole('textbox', { name: en.auth.name })).toHaveValue('Mina Kim');
    expect(within(profile).getByRole('textbox', { name: en.auth.phone })).toHaveValue('010-1234-5678');
    expect(within(profile).getByRole('button', { name: en.common.save })).toBeDisabled();
    const company = await section(en.settings.company.title);
    expect(within(company).getByRole('textbox', { name: en.auth.brn })).toHaveValue('220-81-62517');
    const book = await section(en.shop.book.title);
    expect(await within(book).findByText('Head office')).toBeVisible();
    expect(within(book).getByText(en.shop.purchase.default)).toBeVisible();
    expect(within(book).getByText('(13487) 경기도 성남시 분당구 판교역로 235 3층 글로우랩')).toBeVisible();
    const emails = await section(en.settings.notificationEmails.title);
    expect(await within(emails).findByRole('switch', { name: switchNamed(en.settings.notificationEmails.quotes) })).toBeChecked();
    expect(
      within(emails).getByRole('switch', { name: switchNamed(en.settings.notificationEmails.compliance) }),
    ).not.toBeChecked();
    // the test DOM has no service worker: this "browser" cannot get pushes, and nothing is asked of the server
    expect(within(await section(en.settings.push.title)).getByText(en.settings.push.unsupported)).toBeVisible();
    const email = await section(en.settings.email.title);
    expect(within(email).getByTestId('account-email')).toHaveTextContent('customer@example.com');
    expect(within(email).getByText(en.settings.email.verified)).toBeVisible();
    expect(within(email).queryByRole('button', { name: en.settings.verify.resend })).toBeNull();
  });

  it('saves a new phone number with only the profile’s fields', async () => {
    serve();
    const saved = answer.patch('/api/me', meSchema, () => accountMe({ phone: '010-9876-5432' }));
    const { user } = open();
    const profile = await section(en.settings.profile.title);
    const phone = within(profile).getByRole('textbox', { name: en.auth.phone });
    await user.clear(phone);
    await user.paste('010-9876-5432');
    await user.click(within(profile).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.last?.body).toEqual({ name: 'Mina Kim', phone: '010-9876-5432' });
    await waitFor(() => expect(toastTitles()).toContain(en.settings.savedTitle));
    expect(within(profile).getByRole('button', { name: en.common.save })).toBeDisabled();
  });

  it("puts the server's VALIDATION field error, translated, on the business number", async () => {
    serve(accountMe({ businessRegistrationNumber: null }));
    const refused = refuse('patch', '/api/me', 400, 'VALIDATION', { businessRegistrationNumber: 'errors.brn' });
    const { user } = open();
    const company = await section(en.settings.company.title);
    const brn = within(company).getByRole('textbox', { name: en.auth.brn });
    // a valid number (its check digit is right): only the server refuses it
    await enter(user, brn, '123-45-67891');
    await user.click(within(company).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(brn).toHaveAttribute('aria-invalid', 'true'));
    expect(within(company).getByText(en.errors.brn)).toBeVisible();
    expect(refused.last?.body).toEqual({ companyName: 'Glow Lab', businessRegistrationNumber: '123-45-67891' });
  });

  it('chooses which status e-mails arrive', async () => {
    serve();
    const saved = answer.put('/api/me/notification-emails', notificationEmailsSchema, ({ body }) =>
      notificationEmailsSchema.parse(body),
    );
    const { user } = open();
    const emails = await section(en.settings.notificationEmails.title);
    await user.click(await within(emails).findByRole('switch', { name: switchNamed(en.settings.notificationEmails.quotes) }));
    await user.click(within(emails).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.last?.body).toEqual({ samples: true, quotes: false, orders: true, compliance: false });
    await waitFor(() => expect(within(emails).getByRole('button', { name: en.common.save })).toBeDisabled());
  });

  it('changes the password: the wrong current one is pointed out, the right one changes it', async () => {
    serve();
    refuse('post', '/api/auth/change-password', 400, 'WRONG_PASSWORD');
    const { user } = open();
    const password = await section(en.settings.password.title);
    await enter(user, passwordField(en.settings.password.current), 'Glowlab2025');
    await enter(user, passwordField(en.auth.newPassword), 'Glowlab2027');
    await enter(user, passwordField(en.auth.confirmPassword), 'Glowlab2027');
    await user.click(within(password).getByRole('button', { name: en.auth.setPassword }));
    await waitFor(() =>
      expect(passwordField(en.settings.password.current)).toHaveAccessibleDescription(en.apiErrors.WRONG_PASSWORD),
    );
    const changed = answer.post('/api/auth/change-password', sessionAnswerSchema, sessionAnswer());
    await user.clear(passwordField(en.settings.password.current));
    await enter(user, passwordField(en.settings.password.current), 'Glowlab2026');
    await user.click(within(password).getByRole('button', { name: en.auth.setPassword }));
    await waitFor(() => expect(changed).toHaveLength(1));
    expect(changed.last?.body).toEqual({ currentPassword: 'Glowlab2026', newPassword: 'Glowlab2027' });
    // the form empties and says other devices were signed out
    await waitFor(() => expect(passwordField(en.auth.newPassword)).toHaveValue(''));
    expect(toastTitles()).toContain(en.settings.password.changedTitle);
  });

  it('refuses a new password that its confirmation does not repeat, before sending anything', async () => {
    serve();
    const changed = answer.post('/api/auth/change-password', sessionAnswerSchema, sessionAnswer());
    const { user } = open();
    const password = await section(en.settings.password.title);
    await enter(user, passwordField(en.settings.password.current), 'Glowlab2026');
    await enter(user, passwordField(en.auth.newPassword), 'Glowlab2027');
    await enter(user, passwordField(en.auth.confirmPassword), 'Glowlab2028');
    await user.click(within(password).getByRole('button', { name: en.auth.setPassword }));
    expect(await within(password).findByText(en.errors.passwordMismatch)).toBeVisible();
    expect(changed).toHaveLength(0);
  });

  it('deletes an address after asking, and shows the book empty', async () => {
    serve();
    const deleted = answer.delete('/api/me/addresses/:id', z.null(), null, { status: 204 });
    const { user } = open();
    const book = await section(en.shop.book.title);
    await user.click(
      await within(book).findByRole('button', { name: en.shop.book.actionsFor.replace('{{label}}', 'Head office') }),
    );
    answer.get('/api/me/addresses', addressListSchema, addressList([]));
    await user.click(await screen.findByRole('menuitem', { name: en.shop.book.delete }));
    const dialog = await screen.findByRole('dialog', { name: en.shop.book.deleteTitle });
    expect(dialog).toHaveTextContent(en.shop.book.deleteBody.replace('{{label}}', 'Head office'));
    await user.click(within(dialog).getByRole('button', { name: en.shop.book.delete }));
    expect(await within(book).findByText(en.shop.book.empty)).toBeVisible();
    expect(deleted.last?.params.id).toBe(ADDRESS_ID);
  });

  it('names the country of an address abroad in the book', async () => {
    serve(accountMe(), [address(), foreignAddress()]);
    open();
    const book = await section(en.shop.book.title);
    const entry = (await within(book).findByText('Saigon warehouse')).closest('li')!;
    expect(within(entry).getByText('Nguyen Van An · +84 28 3822 1234')).toBeVisible();
    expect(within(entry).getByText('12 Nguyen Hue, District 1, Ho Chi Minh City, 700000')).toBeVisible();
    expect(within(entry).getByText('Vietnam')).toBeVisible();
    // an address in Korea is written the Korean way, without its country
    const home = within(book).getByText('Head office').closest('li')!;
    expect(within(home).getByText('(13487) 경기도 성남시 분당구 판교역로 235 3층 글로우랩')).toBeVisible();
    expect(within(home).queryByText('South Korea')).toBeNull();
  });

  it('saves an address abroad with its country, and says what a postal code there looks like', async () => {
    serve();
    const saved = answer.post('/api/me/addresses', addressSchema, ({ body }) => ({ ...foreignAddress(), ...(body as object) }), {
      status: 201,
    });
    const { user } = open();
    const book = await section(en.shop.book.title);
    await within(book).findByText('Head office');
    await user.click(within(book).getByRole('button', { name: en.shop.book.add }));
    const dialog = await screen.findByRole('dialog', { name: en.shop.book.addTitle });
    const box = (label: string) =>
      within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[().]/g, '\\$&')}\\s*\\*?$`) });
    const typeIn = async (label: string, text: string) => {
      await user.click(box(label));
      await user.paste(text);
    };
    // Korea unless chosen, with a keypad for its five-digit codes
    const country = box(en.shop.address.country);
    expect(country).toHaveValue('South Korea');
    expect(box(en.shop.address.postalCode)).toHaveAttribute('inputmode', 'numeric');
    await user.click(country);
    // Korea first, then the others by name
    const names = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names[0]).toBe('South Korea');
    expect(names.slice(1, 4)).toEqual(['Australia', 'Brazil', 'Cambodia']);
    await user.click(within(dialog).getByRole('option', { name: 'Vietnam' }));
    expect(country).toHaveValue('Vietnam');
    expect(box(en.shop.address.postalCode)).toHaveAttribute('inputmode', 'text');

    await fillAddress(user, dialog, { ...SAIGON_WAREHOUSE, postalCode: '700/000' });
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(box(en.shop.address.postalCode)).toHaveAccessibleDescription(en.shop.errors.postalCodeForeign));
    // as typed: nothing is "corrected", and nothing is sent
    expect(box(en.shop.address.postalCode)).toHaveValue('700/000');
    expect(saved).toHaveLength(0);

    answer.get('/api/me/addresses', addressListSchema, addressList([address(), foreignAddress()]));
    await user.clear(box(en.shop.address.postalCode));
    await typeIn(en.shop.address.postalCode, '700000');
    await user.click(within(dialog).getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.last?.body).toEqual({ ...SAIGON_WAREHOUSE, isDefault: false });
    expect(await within(book).findByText('Vietnam')).toBeVisible();
  });

  it('makes an address the default, sending its fields and the version it saw', async () => {
    serve(accountMe(), [address(), foreignAddress()]);
    const saved = answer.put('/api/me/addresses/:id', addressSchema, () => foreignAddress({ isDefault: true, version: 2 }));
    const { user } = open();
    const book = await section(en.shop.book.title);
    await user.click(
      await within(book).findByRole('button', { name: en.shop.book.actionsFor.replace('{{label}}', 'Saigon warehouse') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: en.shop.book.makeDefault }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.last?.params.id).toBe(FOREIGN_ADDRESS_ID);
    // the API takes an address's fields (its schema is strict): no id
    expect(saved.last?.body).toEqual({ ...SAIGON_WAREHOUSE, isDefault: true, version: 1 });
  });

  it('brings the address book into view when a link names it', async () => {
    serve();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderUi(<Component />, { url: '/account-settings#addresses', path: '/account-settings' });
    const book = await section(en.shop.book.title);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(book));
  });

  it('brings the company section, with the business registration number, into view when a link names it', async () => {
    // the quote form's alert for a delivery in Korea links here
    serve(accountMe({ businessRegistrationNumber: null }));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderUi(<Component />, { url: '/account-settings#company', path: '/account-settings' });
    const company = await section(en.settings.company.title);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(company));
    expect(within(company).getByPlaceholderText('123-45-67890')).toHaveValue('');
  });

  it('offers to send the confirmation e-mail again while the address is not confirmed', async () => {
    serve(accountMe({ emailVerified: false }));
    const sent = answer.post('/api/auth/send-verification-email', statusAnswerSchema, { status: true });
    const { user } = open();
    const email = await section(en.settings.email.title);
    expect(within(email).getByText(en.settings.email.unverified)).toBeVisible();
    await user.click(within(email).getByRole('button', { name: en.settings.verify.resend }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ email: 'customer@example.com', callbackURL: '/dashboard' });
    await waitFor(() => expect(toastTitles()).toContain(en.settings.verify.sentTitle));
  });

  it('says the account could not be loaded and loads it again on request', async () => {
    refuse('get', '/api/me', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert', { name: en.settings.loadError });
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    serve();
    await user.click(within(alert).getByRole('button', { name: en.settings.retry }));
    expect(await section(en.settings.profile.title)).toBeVisible();
    expect(screen.queryByRole('alert', { name: en.settings.loadError })).toBeNull();
  });

  it('shows a loading state while the account is on its way', () => {
    hang('get', '/api/me');
    const { container } = open();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: en.settings.profile.title })).toBeNull();
  });
});
