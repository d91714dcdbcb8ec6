import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderUi } from '../../test/render.tsx';
import type { UrlPatch } from './url-params.ts';
import { RangeReport, seoulDay, useRangeReport } from './range-report.tsx';

const BUCKETS = ['day', 'week', 'month'] as const;
const schema = z
  .object({ from: z.string(), to: z.string(), bucket: z.enum(BUCKETS) })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'errors.rangeOrder' });

function Harness({ url, set, fetch }: { url: string; set: (p: UrlPatch) => void; fetch: (range: object) => Promise<string> }) {
  const range = useRangeReport({
    params: new URLSearchParams(url),
    defaults: { from: '2026-05-01', to: '2026-05-30' },
    buckets: BUCKETS,
    schema,
    query: (r) => queryOptions({ queryKey: ['report', r], queryFn: () => fetch(r) }),
  });
  return (
    <RangeReport range={range} set={set} buckets={BUCKETS} strings={{ screen: 'adminShop', report: 'adminShop.sales' }}>
      {(report) => <p>Report: {report}</p>}
    </RangeReport>
  );
}

function open(url: string, fails = false) {
  const set = vi.fn<(p: UrlPatch) => void>();
  const fetch = vi.fn(async (r: object) => JSON.stringify(r));
  if (fails) fetch.mockRejectedValueOnce(new Error('down'));
  return { ...renderUi(<Harness url={url} set={set} fetch={fetch} />), set, fetch };
}

describe('RangeReport', () => {
  it('asks for the range the URL holds, the defaults filling what it leaves out, and shows the report', async () => {
    const { fetch } = open('from=2026-05-10&bucket=week');
    expect(await screen.findByText('Report: {"from":"2026-05-10","to":"2026-05-30","bucket":"week"}')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-10');
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-30');
  });

  it('writes a bucket to the URL, the default one as nothing, and a quick range as from and to', async () => {
    const { user, set } = open('bucket=week');
    await user.click(screen.getByText('Month'));
    expect(set).toHaveBeenLastCalledWith({ bucket: 'month' });
    await user.click(screen.getByText('Day'));
    expect(set).toHaveBeenLastCalledWith({ bucket: null });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(set).toHaveBeenLastCalledWith({ from: seoulDay(-6), to: seoulDay(0) });
  });

  it('says what is wrong with the range and asks for nothing until it is right', () => {
    const { fetch } = open('from=2026-06-10&to=2026-06-01');
    expect(screen.getAllByText('The maximum must not be below the minimum.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Report:/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to load the report again when it failed', async () => {
    const { user } = open('', true);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Report:/)).toBeInTheDocument();
  });
});
