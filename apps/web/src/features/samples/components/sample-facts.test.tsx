import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDetailSchema } from '@formulab/shared/samples/samples.schema';
import en from '../../../i18n/en.json';
import { sampleDetail } from '../../../test/fixtures/samples.ts';
import { renderUi } from '../../../test/render.tsx';
import { SampleFacts } from './sample-facts.tsx';

const sd = en.samples.detail;
const facts = (over: Parameters<typeof sampleDetail>[0] = {}, staff = false) =>
  renderUi(<SampleFacts sample={sampleDetailSchema.parse(sampleDetail(over))} staff={staff} />);

describe('SampleFacts — a sample request’s facts', () => {
  it('shows the fee in won once set, with when it was paid', () => {
    facts({ fee: 45_000, paidAt: '2026-03-05T01:00:00.000Z', state: 'in_production' });
    expect(screen.getByTestId('sample-fee')).toHaveTextContent('₩45,000');
    expect(screen.getByText(new RegExp(sd.paidAt.replace('{{date}}', '')))).toBeVisible();
  });

  it('says a fee of 0 is free, a fee not set yet is pending, and a request closed before one was set has none', () => {
    const free = facts({ fee: 0 });
    expect(screen.getByTestId('sample-fee')).toHaveTextContent(en.samples.fee.free);
    free.unmount();
    const pending = facts({ fee: null, state: 'submitted' });
    expect(screen.getByTestId('sample-fee')).toHaveTextContent(en.samples.fee.pending);
    pending.unmount();
    facts({ fee: null, state: 'rejected', rejectReason: 'Out of stock.' });
    expect(screen.getByTestId('sample-fee')).toHaveTextContent(/^—$/);
  });

  it('shows where it goes, and the tracking number once shipped', () => {
    const before = facts();
    expect(screen.getByText(/\(06236\) 123 Teheran-ro, Gangnam-gu, Seoul, 5F, Glow Lab/)).toBeVisible();
    expect(screen.queryByTestId('sample-tracking')).toBeNull();
    before.unmount();
    facts({ state: 'shipped', carrier: 'CJ Logistics', trackingNumber: '6012-3456-7890' });
    const tracking = screen.getByTestId('sample-tracking');
    expect(tracking).toHaveTextContent('6012-3456-7890');
    expect(screen.getByRole('button', { name: sd.copyTracking })).toBeVisible();
  });

  it('names the note the customer’s when staff read it', () => {
    const mine = facts();
    expect(screen.getByText(sd.note)).toBeVisible();
    mine.unmount();
    facts({}, true);
    expect(screen.getByText(sd.customerNote)).toBeVisible();
    expect(screen.getByText('Light texture, no added fragrance please.')).toBeVisible();
  });
});
