import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quoteDetailSchema, type QuoteDetail } from '@formulab/shared/quotes/quotes.schema';
import admin from '../../../i18n/admin.en.json';
import en from '../../../i18n/en.json';
import { QUOTE_ID, exportQuoteDetail, quoteDetail } from '../../../test/fixtures/quotes.ts';
import { answer, refuse } from '../../../test/network.ts';
import { renderUi } from '../../../test/render.tsx';
import { AnswerForm } from './answer-form.tsx';

const a = admin.adminQuotes.answer;
const ANSWER = '/api/admin/quotes/:id/answer';
const n = (text: string, i: number) => text.replace('{{n}}', String(i));

/** The form for `quote` (a parsed detail), with its callbacks spied on. */
function renderForm(quote: QuoteDetail) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = renderUi(<AnswerForm quote={quote} onDone={onDone} onCancel={onCancel} />);
  const form = screen.getByTestId('answer-form');
  const amount = (i: number) => within(form).getByRole('textbox', { name: n(a.amountOf, i) });
  const label = (i: number) => within(form).getByRole('textbox', { name: n(a.labelOf, i) });
  return { ...view, form, amount, label, onDone, onCancel };
}

/** A request nobody has answered yet (no revision: three blank lines to fill in). */
const unanswered = () => quoteDetailSchema.parse(quoteDetail({ state: 'requested', revisions: [], version: 5 }));

describe('AnswerForm — staff answer a quote request', () => {
  it('starts a revision from the current answer, with its figures worked out and its own title', async () => {
    const { form, amount, label } = renderForm(quoteDetailSchema.parse(quoteDetail()));
    expect(within(form).getByRole('heading', { name: n(a.reviseTitle, 2) })).toBeVisible();
    expect(within(form).getAllByTestId('answer-line')).toHaveLength(1);
    expect(label(1)).toHaveValue('Bulk');
    // a loaded amount shows as plain digits (the ₩ is the field's prefix)
    expect(amount(1)).toHaveValue('16000000');
    expect(within(form).getByTestId('answer-total')).toHaveTextContent(a.total.replace('{{total}}', '₩16,000,000'));
    expect(within(form).getByTestId('answer-amount-due')).toHaveTextContent('₩17,600,000');
    // ₩16,000,000 over 5,000 units
    expect(within(form).getByTestId('answer-unit-price')).toHaveTextContent('₩3,200');
    expect(within(form).getByTestId('answer-unit-price')).toHaveTextContent('5,000');
    // the only line cannot be removed; the send button says it is a revision
    expect(within(form).getByRole('button', { name: n(a.removeLine, 1) })).toBeDisabled();
    expect(within(form).getByRole('button', { name: a.sendRevision })).toBeVisible();
  });

  it('adds a line and counts it into the supply amount, VAT and total at once', async () => {
    const { user, form, amount, label } = renderForm(quoteDetailSchema.parse(quoteDetail()));
    await user.click(within(form).getByRole('button', { name: a.addLine.replace('{{n}}', '1').replace('{{max}}', '20') }));
    expect(within(form).getAllByTestId('answer-line')).toHaveLength(2);
    await user.click(label(2));
    await user.paste('Stability test');
    await user.click(amount(2));
    await user.paste('400000');
    await waitFor(() =>
      expect(within(form).getByTestId('answer-total')).toHaveTextContent(a.total.replace('{{total}}', '₩16,400,000')),
    );
    expect(within(form).getByTestId('answer-vat')).toHaveTextContent('₩1,640,000');
    expect(within(form).getByTestId('answer-amount-due')).toHaveTextContent('₩18,040,000');
    // and removing it takes it out again
    await user.click(within(form).getByRole('button', { name: n(a.removeLine, 2) }));
    await waitFor(() =>
      expect(within(form).getByTestId('answer-total')).toHaveTextContent(a.total.replace('{{total}}', '₩16,000,000')),
    );
  });

  it('charges no VAT on an export', () => {
    const { form } = renderForm(quoteDetailSchema.parse(exportQuoteDetail()));
    expect(within(form).getByTestId('answer-vat')).toHaveTextContent(`${en.workflow.amounts.vatZeroRated} ₩0`);
    expect(within(form).getByTestId('answer-amount-due')).toHaveTextContent('₩16,000,000');
  });

  it('refuses blank items and amounts and a lead time of 0 days, each field saying why in words', async () => {
    const sent = answer.post(ANSWER, quoteDetailSchema, quoteDetail());
    const { user, form, amount, label, onDone } = renderForm(unanswered());
    expect(within(form).getByRole('heading', { name: a.title })).toBeVisible();
    const leadTime = within(form).getByRole('textbox', { name: new RegExp(`^${a.leadTime}`) });
    await user.clear(leadTime);
    await user.paste('0');
    await user.click(within(form).getByRole('button', { name: a.send }));
    expect(await within(form).findAllByText(en.errors.required)).not.toHaveLength(0);
    expect(label(1)).toHaveAttribute('aria-invalid', 'true');
    expect(amount(1)).toHaveAttribute('aria-invalid', 'true');
    expect(leadTime).toHaveAttribute('aria-invalid', 'true');
    // the lead time's limits: 1 to 365 days
    expect(within(form).getByText(en.errors.numberRange.replace('{{min}}', '1').replace('{{max}}', '365'))).toBeVisible();
    expect(sent).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses an amount that is not a whole number of won', async () => {
    const sent = answer.post(ANSWER, quoteDetailSchema, quoteDetail());
    const { user, form, amount } = renderForm(quoteDetailSchema.parse(quoteDetail()));
    await user.clear(amount(1));
    await user.paste('1500.5');
    await user.click(within(form).getByRole('button', { name: a.sendRevision }));
    expect(await within(form).findByText(en.errors.numberWhole)).toBeVisible();
    expect(amount(1)).toHaveAttribute('aria-invalid', 'true');
    // nothing counted for a refused amount, and nothing sent
    expect(within(form).getByTestId('answer-total')).toHaveTextContent(a.total.replace('{{total}}', '₩0'));
    expect(sent).toHaveLength(0);
  });

  it('refuses a quote whose lines add up to ₩0', async () => {
    const sent = answer.post(ANSWER, quoteDetailSchema, quoteDetail());
    const { user, form, amount, label } = renderForm(unanswered());
    for (const i of [3, 2]) await user.click(within(form).getByRole('button', { name: n(a.removeLine, i) }));
    await user.click(label(1));
    await user.paste('Bulk');
    await user.click(amount(1));
    await user.paste('0');
    await user.click(within(form).getByRole('button', { name: a.send }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(en.errors.quoteTotalZero);
    expect(sent).toHaveLength(0);
  });

  it('sends the lines and the version it saw, and hands the server’s answer back', async () => {
    const stored = quoteDetail({ version: 6 });
    const sent = answer.post(ANSWER, quoteDetailSchema, stored);
    const { user, form, onDone } = renderForm(quoteDetailSchema.parse(quoteDetail()));
    await user.click(within(form).getByRole('textbox', { name: a.note }));
    await user.paste('Price holds until the end of the year.');
    await user.click(within(form).getByRole('button', { name: a.sendRevision }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ id: QUOTE_ID, version: 6 });
    expect(sent.last?.params.id).toBe(QUOTE_ID);
    expect(sent.last?.body).toEqual({
      version: 2,
      lines: [{ kind: 'formulation', label: 'Bulk', amount: 16_000_000 }],
      leadTimeDays: 30,
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: 'Price holds until the end of the year.',
    });
  });

  it('puts the server’s field refusal on its field, and any other refusal above the buttons', async () => {
    refuse('post', ANSWER, 400, 'VALIDATION', { leadTimeDays: 'errors.tooBig' });
    const { user, form, onDone } = renderForm(quoteDetailSchema.parse(quoteDetail()));
    await user.click(within(form).getByRole('button', { name: a.sendRevision }));
    expect(await within(form).findByText(en.errors.tooBig)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: new RegExp(`^${a.leadTime}`) })).toHaveAttribute('aria-invalid', 'true');

    refuse('post', ANSWER, 409, 'CONFLICT');
    await user.click(within(form).getByRole('button', { name: a.sendRevision }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(en.apiErrors.CONFLICT);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancels without sending anything', async () => {
    const sent = answer.post(ANSWER, quoteDetailSchema, quoteDetail());
    const { user, form, onCancel } = renderForm(quoteDetailSchema.parse(quoteDetail()));
    await user.click(within(form).getByRole('button', { name: en.common.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
  });
});
