import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnershipPageSchema, partnershipReceiptSchema } from '@formulab/shared/inquiries/inquiries.schema';
import en from '../../i18n/en.json';
import { partnershipPage, partnershipSummary } from '../../test/fixtures/inquiries.ts';
import { answer, customerMe, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { field, fill } from '../../test/fields.ts';
import { Component } from './partnership.tsx';

const p = en.support.partnership;

/** /partners for visitors, /partnership signed in: the same screen. */
const open = (path: '/partners' | '/partnership') => renderUi(<Component />, { url: path, path });

type User = ReturnType<typeof open>['user'];

async function chooseType(user: User, type: string) {
  await user.click(field(p.type));
  await user.click(await screen.findByRole('option', { name: type }));
}

/** Jiho Park of Jeju Botanicals fills in the form as a visitor, with this type and proposal, and sends it. */
async function propose(user: User, type: string, proposal: string) {
  await fill(user, p.company, 'Jeju Botanicals');
  await fill(user, p.contactName, 'Jiho Park');
  await fill(user, p.email, 'jiho@jejubotanicals.kr');
  await chooseType(user, type);
  await fill(user, p.proposal, proposal);
  await user.click(screen.getByRole('button', { name: p.send }));
}

/** The value of one field of the multipart body the form sent. */
function part(body: unknown, name: string): string | undefined {
  const m = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(String(body));
  return m?.[1];
}

describe('/partners and /partnership — a partnership proposal', () => {
  it('takes a visitor’s proposal and confirms it with its reference', async () => {
    signedInAs(null);
    const sent = answer.post('/api/partnership-inquiries', partnershipReceiptSchema, { ref: 'PT-000003' }, { status: 201 });
    const { user } = open('/partners');
    expect(await screen.findByRole('link', { name: p.signIn })).toHaveAttribute('href', '/login?redirect=/partnership');
    expect(field(p.company)).toHaveValue('');
    await propose(
      user,
      en.support.partnershipTypes.raw_material,
      'We grow organic camellia on Jeju and supply Camellia Japonica Seed Oil in bulk.',
    );

    expect(await screen.findByText(p.sentBody.replace('{{ref}}', 'PT-000003'))).toBeVisible();
    expect(sent).toHaveLength(1);
    const body = sent.last?.body;
    expect(part(body, 'company')).toBe('Jeju Botanicals');
    expect(part(body, 'contactName')).toBe('Jiho Park');
    expect(part(body, 'email')).toBe('jiho@jejubotanicals.kr');
    expect(part(body, 'type')).toBe('raw_material');
    expect(part(body, 'proposal')).toMatch(/^We grow organic camellia/);
    // the hidden field for bots goes out empty
    expect(part(body, 'website')).toBe('');
    await user.click(screen.getByRole('button', { name: p.another }));
    expect(field(p.company)).toHaveValue('');
  });

  it('fills in a signed-in customer’s details and lists their proposals, the new one too', async () => {
    signedInAs(customerMe);
    let sentOnce = false;
    const mine = answer.get('/api/partnership-inquiries', partnershipPageSchema, () =>
      partnershipPage([
        ...(sentOnce ? [partnershipSummary({ id: crypto.randomUUID(), ref: 'PT-000004', type: 'odm', state: 'new' })] : []),
        partnershipSummary(),
      ]),
    );
    const sent = answer.post('/api/partnership-inquiries', partnershipReceiptSchema, () => {
      sentOnce = true;
      return { ref: 'PT-000004' };
    });
    const { user } = open('/partnership');
    expect(await screen.findByRole('heading', { name: p.mine })).toBeVisible();
    expect(screen.getByText('PT-000002')).toBeVisible();
    expect(screen.getByText(en.workflow.states.partnership.reviewing)).toBeVisible();
    expect(mine.last?.query.get('limit')).toBe('20');
    await waitFor(() => expect(field(p.company)).toHaveValue('Glow Lab'));
    expect(field(p.contactName)).toHaveValue('Mina Kim');
    expect(field(p.email)).toHaveValue('customer@example.com');
    expect(field(p.phone)).toHaveValue('010-1234-5678');
    expect(screen.queryByRole('link', { name: p.signIn })).toBeNull();

    await chooseType(user, en.support.partnershipTypes.odm);
    await fill(user, p.proposal, 'A vegan sun cream line for our pharmacy channel, 20,000 units a year.');
    await user.click(screen.getByRole('button', { name: p.send }));
    expect(await screen.findByText('PT-000004')).toBeVisible();
    expect(part(sent.last?.body, 'company')).toBe('Glow Lab');
  });

  it('sends nothing until the required fields are filled, and says which', async () => {
    signedInAs(null);
    const sent = answer.post('/api/partnership-inquiries', partnershipReceiptSchema, { ref: 'PT-000003' }, { status: 201 });
    const { user } = open('/partners');
    await user.click(await screen.findByRole('button', { name: p.send }));
    expect(field(p.company)).toHaveAttribute('aria-invalid', 'true');
    expect(field(p.email)).toHaveAttribute('aria-invalid', 'true');
    expect(field(p.proposal)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(en.errors.required).length).toBeGreaterThanOrEqual(3);
    expect(sent).toHaveLength(0);
  });

  it("puts the server's refusal on the field it names", async () => {
    signedInAs(null);
    refuse('post', '/api/partnership-inquiries', 400, 'VALIDATION', { email: 'errors.email' });
    const { user } = open('/partners');
    await propose(user, en.support.partnershipTypes.oem, 'Private-label toners.');
    expect(await screen.findByText(en.errors.email)).toBeVisible();
    expect(field(p.email)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the proposal could not be sent and keeps what was written', async () => {
    signedInAs(null);
    const sent = refuse('post', '/api/partnership-inquiries', 500, 'INTERNAL');
    const { user } = open('/partners');
    await propose(user, en.support.partnershipTypes.distribution, 'Distribution in Vietnam.');
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(notificationsStore.getState().notifications.at(-1)?.message).toBe(en.apiErrors.INTERNAL));
    expect(screen.queryByText(p.sentTitle)).toBeNull();
    expect(field(p.proposal)).toHaveValue('Distribution in Vietnam.');
    expect(screen.getByRole('button', { name: p.send })).toBeEnabled();
  });
});
