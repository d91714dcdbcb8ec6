import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPoliciesSchema } from '@formulab/shared/policies/policies.schema';
import en from '../../i18n/en.json';
import { currentPolicies, sessionAnswer, sessionAnswerSchema } from '../../test/fixtures/account.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './signup.tsx';

const open = (url = '/signup') =>
  renderUi(<Component />, {
    url,
    path: '/signup',
    routes: [
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/new-recipes', element: <p>new recipe</p> },
    ],
  });

type User = ReturnType<typeof open>['user'];

/** An input by the start of its label (a required one's label ends with a mark hidden from its name). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[().]/g, '\\$&')}`), { selector: 'input' });

/** Fills the form in as Mina Kim of Glow Lab would, consents included unless told otherwise. */
async function fillIn(user: User, { consent = true } = {}) {
  const values: [string, string][] = [
    [en.auth.email, 'mina@glowlab.kr'],
    [en.auth.password, 'Glowlab2026'],
    [en.auth.name, 'Mina Kim'],
    [en.auth.companyName, 'Glow Lab'],
    [en.auth.phone, '010-1234-5678'],
    [en.auth.brn, '220-81-62517'],
  ];
  // typed in at once (as a browser's autofill does): six typed fields cost seconds on a loaded machine
  for (const [label, value] of values) fireEvent.change(field(label), { target: { value } });
  if (consent) {
    await user.click(screen.getByRole('checkbox', { name: en.auth.acceptTerms }));
    await user.click(screen.getByRole('checkbox', { name: en.auth.acceptPrivacy }));
  }
}

/** The submit button (by its text: the tests poll it, and a role query over the form is slow). */
const createButton = () => screen.getByText(en.auth.createAccount).closest('button')!;

describe('/signup — create an account', () => {
  it('creates the account with the policy versions in force and goes where the visitor was headed', async () => {
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies());
    const sent = answer.post('/api/auth/sign-up/email', sessionAnswerSchema, sessionAnswer('mina@glowlab.kr'));
    signedInAs({ ...customerMe, email: 'mina@glowlab.kr', emailVerified: false });
    const { user, router } = open('/signup?redirect=%2Fnew-recipes');
    expect(screen.getByRole('heading', { level: 1, name: en.auth.signUpTitle })).toBeVisible();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: en.auth.marketing }));
    await user.click(createButton());
    expect(await screen.findByText('new recipe')).toBeVisible();
    expect(urlOf(router)).toBe('/new-recipes');
    expect(router.state.location.state).toEqual({ welcome: true });
    expect(sent).toHaveLength(1);
    expect(sent.last?.body).toEqual({
      email: 'mina@glowlab.kr',
      password: 'Glowlab2026',
      name: 'Mina Kim',
      companyName: 'Glow Lab',
      phone: '010-1234-5678',
      businessRegistrationNumber: '220-81-62517',
      preferredLanguage: 'en',
      termsVersion: 3,
      privacyVersion: 2,
      acceptTerms: true,
      acceptPrivacy: true,
      marketingConsent: true,
      callbackURL: '/dashboard',
    });
  });

  it('asks for the consents and the required fields before sending anything', async () => {
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies());
    const sent = answer.post('/api/auth/sign-up/email', sessionAnswerSchema, sessionAnswer());
    const { user } = open();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(field(en.auth.password));
    await user.paste('short');
    await user.click(createButton());
    expect(await screen.findAllByText(en.errors.consentRequired)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: en.auth.email })).toHaveAccessibleDescription(en.errors.required);
    expect(screen.getByRole('textbox', { name: en.auth.name })).toHaveAccessibleDescription(en.errors.required);
    expect(screen.getByText(en.errors.passwordTooShort)).toBeVisible();
    // each refused field is marked invalid and names its reason, for a screen reader too
    expect(field(en.auth.password)).toHaveAttribute('aria-invalid', 'true');
    const terms = screen.getByRole('checkbox', { name: en.auth.acceptTerms });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(en.errors.consentRequired);
    expect(screen.getByRole('checkbox', { name: en.auth.marketing })).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);
  });

  it("puts the server's VALIDATION field errors, translated, on their fields", async () => {
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies());
    refuse('post', '/api/auth/sign-up/email', 400, 'VALIDATION', {
      phone: 'errors.phone',
      businessRegistrationNumber: 'errors.brn',
    });
    const { user, router } = open();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await fillIn(user);
    await user.click(createButton());
    const phone = screen.getByRole('textbox', { name: en.auth.phone });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(en.errors.phone);
    expect(screen.getByText(en.errors.brn)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(urlOf(router)).toBe('/signup');
  });

  it('says when the e-mail is already registered', async () => {
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies());
    refuse('post', '/api/auth/sign-up/email', 422, 'EMAIL_TAKEN');
    const { user, router } = open();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await fillIn(user);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.apiErrors.EMAIL_TAKEN);
    expect(urlOf(router)).toBe('/signup');
  });

  it('shows the terms in force to read before accepting them', async () => {
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies());
    const { user } = open();
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: en.auth.read })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByText(/Version 3/)).toBeVisible();
    expect(within(dialog).getByText('These terms set the conditions for using the Formulab service.')).toBeVisible();
  });

  it('cannot create an account while the policies to accept are not there', async () => {
    hang('get', '/api/policies/current');
    open();
    expect(createButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: en.auth.signInLink })).toHaveAttribute('href', '/login');
  });

  it('keeps account creation off when the policies could not be loaded, says why and loads them again', async () => {
    const asked = refuse('get', '/api/policies/current', 500, 'INTERNAL');
    const { user } = open();
    expect(await screen.findByText(en.auth.policiesLoadError)).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    expect(createButton()).toBeDisabled();
    answer.get('/api/policies/current', currentPoliciesSchema, currentPolicies());
    await user.click(screen.getByRole('button', { name: en.auth.retry }));
    await waitFor(() => expect(createButton()).toBeEnabled());
  });
});
