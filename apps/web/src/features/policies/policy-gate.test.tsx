import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meSchema } from '@formulab/shared/auth/auth.schema';
import { currentPoliciesSchema, policyAcceptSchema, policySchema } from '@formulab/shared/policies/policies.schema';
import en from '../../i18n/en.json';
import { currentPolicies, policy } from '../../test/fixtures/account.ts';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { PolicyGate, outdatedPolicies } from './policy-gate.tsx';

const p = en.policy.accept;
const CURRENT = '/api/policies/current';
const ACCEPT = '/api/policies/accept';
const terms = policySchema.parse(policy());
const privacy = policySchema.parse(currentPolicies().items[1]);
const refund = policySchema.parse(currentPolicies().items[2]);

function renderGate() {
  return renderUi(<PolicyGate />, { url: '/dashboard', routes: [{ path: '/intro', element: <p>intro page</p> }] });
}
const gate = () => screen.findByRole('dialog', { name: p.title });
const agree = (names: string) => screen.getByRole('checkbox', { name: p.agree.replace('{{names}}', names) });

describe('outdatedPolicies', () => {
  it('lists the terms and privacy policy newer than those accepted (never the refund policy)', () => {
    expect(outdatedPolicies({ termsVersion: 3, privacyVersion: 2 }, [terms, privacy, refund])).toEqual([]);
    expect(outdatedPolicies({ termsVersion: 2, privacyVersion: 2 }, [terms, privacy, refund])).toEqual([terms]);
    // never accepted anything: both
    expect(outdatedPolicies({ termsVersion: null, privacyVersion: null }, [terms, privacy, refund])).toEqual([terms, privacy]);
  });
});

describe('PolicyGate — new terms must be accepted before going on', () => {
  it('asks a visitor nothing and shows nothing', async () => {
    signedInAs(null);
    const policies = answer.get(CURRENT, currentPoliciesSchema, currentPolicies());
    const { client } = renderGate();
    await waitFor(() => expect(client.getQueryData(['session'])).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(policies).toHaveLength(0);
  });

  it('shows nothing to a customer who accepted the versions in force', async () => {
    signedInAs({ ...customerMe, termsVersion: 3, privacyVersion: 2 });
    const policies = answer.get(CURRENT, currentPoliciesSchema, currentPolicies());
    renderGate();
    await waitFor(() => expect(policies).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the new terms only, when only they changed', async () => {
    signedInAs({ ...customerMe, termsVersion: 2, privacyVersion: 2 });
    answer.get(CURRENT, currentPoliciesSchema, currentPolicies());
    renderGate();
    const dialog = await gate();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(
      within(dialog).getByText(en.policy.versionLine.replace('{{version}}', '3').replace(/ · .*/, ''), { exact: false }),
    ).toBeVisible();
    expect(within(dialog).getByText('These terms set the conditions for using the Formulab service.')).toBeVisible();
    expect(agree('Terms of Service')).not.toBeChecked();
  });

  it('accepts only with the box ticked, sends the versions in force and lets the customer go on', async () => {
    signedInAs(customerMe);
    answer.get(CURRENT, currentPoliciesSchema, currentPolicies());
    const accepted = answer.post(ACCEPT, policyAcceptSchema, { termsVersion: 3, privacyVersion: 2 });
    const { user } = renderGate();
    const dialog = await gate();
    // both changed: one tab each
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Terms of Service', 'Privacy Policy']);
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByText(en.errors.consentRequired)).toBeVisible();
    expect(accepted).toHaveLength(0);

    // after the acceptance the account says so
    answer.get('/api/me', meSchema, { ...customerMe, termsVersion: 3, privacyVersion: 2 });
    await user.click(agree('Terms of Service, Privacy Policy'));
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: p.title })).toBeNull());
    expect(accepted.last?.body).toEqual({ termsVersion: 3, privacyVersion: 2 });
  });

  it('says newer versions came meanwhile and reads them again', async () => {
    signedInAs(customerMe);
    const policies = answer.get(CURRENT, currentPoliciesSchema, currentPolicies());
    refuse('post', ACCEPT, 409, 'POLICY_OUTDATED');
    const { user } = renderGate();
    const dialog = await gate();
    await user.click(agree('Terms of Service, Privacy Policy'));
    await user.click(within(dialog).getByRole('button', { name: p.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.apiErrors.POLICY_OUTDATED);
    expect(policies).toHaveLength(2);
  });

  it('lets the customer sign out instead', async () => {
    signedInAs(customerMe);
    answer.get(CURRENT, currentPoliciesSchema, currentPolicies());
    const signedOut = answer.post('/api/auth/sign-out', z.object({ success: z.boolean() }), { success: true });
    const { user, router } = renderGate();
    const dialog = await gate();
    await user.click(within(dialog).getByRole('button', { name: p.signOut }));
    await waitFor(() => expect(urlOf(router)).toBe('/intro'));
    expect(signedOut).toHaveLength(1);
  });
});
