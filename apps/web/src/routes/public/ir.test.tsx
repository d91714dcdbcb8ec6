import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { irPageSchema, irYearsSchema } from '@formulab/shared/content/content.schema';
import en from '../../i18n/en.json';
import { formatDate } from '../../lib/format.ts';
import { irPage, irPost, irYears } from '../../test/fixtures/content.ts';
import { answer, refuse } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './ir.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '/IR' });
const yearLabel = (year: number, n: number) => en.ir.yearLabel.replace('{{year}}', String(year)).replace('{{n}}', String(n));

const h1 = irPost({
  id: 'a1c3e5f7-9b2d-4f68-8a0c-2e4f6a8c0e35',
  title: 'FY2024 annual results',
  body: '',
  publishAt: '2025-03-21T03:00:00.000Z',
  year: 2025,
  attachments: [],
});

describe('/IR — investor relations', () => {
  it("shows the newest year's disclosures with their documents", async () => {
    answer.get('/api/ir/years', irYearsSchema, irYears({ year: 2026, count: 1 }, { year: 2025, count: 1 }));
    const calls = answer.get('/api/ir', irPageSchema, irPage([irPost()]));
    open('/IR');
    expect(await screen.findByRole('heading', { level: 2, name: en.ir.yearHeading.replace('{{year}}', '2026') })).toBeVisible();
    const item = (await screen.findByRole('heading', { level: 3, name: 'FY2025 annual results' })).closest('li')!;
    expect(item).toHaveTextContent(formatDate(irPost().publishAt));
    expect(item).toHaveTextContent('Revenue grew 18 % to ₩24.6 billion.');
    expect(within(item).getByText(en.ir.documents)).toBeVisible();
    expect(within(item).getByRole('link', { name: 'fy2025-results.pdf' })).toHaveAttribute('href', '/files/fy2025-results');
    expect(screen.getByRole('radio', { name: yearLabel(2026, 1) })).toBeChecked();
    expect(calls.last?.query.get('year')).toBe('2026');
    expect(calls.last?.query.get('limit')).toBe('20');
  });

  it("a feed's link (#ir-<id>) finds its disclosure once the year's list arrives, and marks it", async () => {
    answer.get('/api/ir/years', irYearsSchema, irYears({ year: 2026, count: 1 }, { year: 2025, count: 1 }));
    answer.get('/api/ir', irPageSchema, irPage([h1]));
    const scrolled: Element[] = [];
    const scroll = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      open(`/IR?year=2025#ir-${h1.id}`);
      const item = (await screen.findByRole('heading', { level: 3, name: 'FY2024 annual results' })).closest('li')!;
      expect(item).toHaveAttribute('id', `ir-${h1.id}`);
      await waitFor(() => expect(scrolled).toContain(item));
    } finally {
      Element.prototype.scrollIntoView = scroll;
    }
  });

  it('asks for the year picked and keeps it in the address', async () => {
    answer.get('/api/ir/years', irYearsSchema, irYears({ year: 2026, count: 1 }, { year: 2025, count: 1 }));
    const calls = answer.get('/api/ir', irPageSchema, ({ query }) => irPage(query.get('year') === '2025' ? [h1] : [irPost()]));
    const { user, router } = open('/IR');
    await screen.findByText('FY2025 annual results');
    await user.click(screen.getByRole('radio', { name: yearLabel(2025, 1) }));
    expect(await screen.findByText('FY2024 annual results')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('FY2025 annual results')).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: en.ir.yearHeading.replace('{{year}}', '2025') })).toBeVisible();
    expect(calls.last?.query.get('year')).toBe('2025');
    expect(urlOf(router)).toBe('/IR?year=2025');
  });

  it('answers a year with no disclosures, or what is no year, with the not-found page (the server says 404 too)', async () => {
    answer.get('/api/ir/years', irYearsSchema, irYears({ year: 2026, count: 1 }, { year: 2025, count: 1 }));
    answer.get('/api/ir', irPageSchema, irPage([irPost()]));
    for (const year of ['2019', 'junk', '0']) {
      const { unmount } = open(`/IR?year=${year}`);
      expect(await screen.findByRole('heading', { name: en.notFound.title }), year).toBeVisible();
      expect(screen.queryByRole('radio'), year).toBeNull();
      unmount();
    }
    // an empty `?year=` is the page itself, at the newest year
    open('/IR?year=');
    expect(await screen.findByRole('heading', { level: 2, name: en.ir.yearHeading.replace('{{year}}', '2026') })).toBeVisible();
  });

  it('says there are no disclosures yet (and asks for no list)', async () => {
    answer.get('/api/ir/years', irYearsSchema, irYears());
    const calls = answer.get('/api/ir', irPageSchema, irPage([]));
    open('/IR');
    expect(await screen.findByText(en.ir.emptyTitle)).toBeVisible();
    expect(screen.getByText(en.ir.emptyBody)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says the disclosures could not be loaded and loads them again on request', async () => {
    refuse('get', '/api/ir/years', 500, 'INTERNAL');
    const { user } = open('/IR');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.ir.loadError);
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    answer.get('/api/ir/years', irYearsSchema, irYears({ year: 2026, count: 1 }));
    answer.get('/api/ir', irPageSchema, irPage([irPost()]));
    await user.click(within(alert).getByRole('button', { name: en.ir.retry }));
    expect(await screen.findByText('FY2025 annual results')).toBeVisible();
  });
});
