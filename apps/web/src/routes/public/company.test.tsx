import { screen, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { CUSTOMER_SCREENS } from '../../screens.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './company.tsx';

const open = () =>
  renderUi(<Component />, { url: '/company', path: '/company', routes: [{ path: '/partners', element: <p>partners</p> }] });

/** Whether the app serves `href` (a screen of screens.ts), so that no link of the page leads nowhere. */
const served = (href: string) => CUSTOMER_SCREENS.some((s) => matchPath(`/${s.path}`, new URL(href, 'http://x').pathname));

describe('/company — the company profile', () => {
  it('presents the company under its headings: who we are, history newest first, certifications, facilities', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: en.company.title })).toBeVisible();
    expect(screen.getByText(en.company.lead)).toBeVisible();
    expect(screen.getByText(en.company.facts.founded.label)).toBeVisible();
    const who = screen.getByRole('region', { name: en.company.whoTitle });
    expect(
      within(who)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([en.company.values.precision.title, en.company.values.transparency.title, en.company.values.partnership.title]);
    const years = within(screen.getByRole('region', { name: en.company.historyTitle })).getAllByRole('listitem');
    expect(years).toHaveLength(8);
    expect(years[0]).toHaveTextContent(en.company.history.y2026.year);
    expect(years[7]).toHaveTextContent(en.company.history.y2015.year);
    expect(screen.getByRole('region', { name: en.company.certsTitle })).toHaveTextContent(en.company.certs.iso22716.name);
    expect(screen.getByRole('region', { name: en.company.facilitiesTitle })).toHaveTextContent(en.company.facilities.plant.title);
    expect(document.title).toContain(en.screens.company.title);
  });

  it('gives the contact details and leads to support and to the partnership form, both served', async () => {
    const { user, router } = open();
    const contact = screen.getByRole('region', { name: en.company.contactTitle });
    // each detail is a <dt> label and its <dd> value
    expect(within(contact).getByText(en.company.contact.headOffice, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      en.footer.address,
    );
    expect(within(contact).getByText(en.footer.brn)).toBeVisible();
    expect(within(contact).getByText(en.company.contact.hoursValue)).toBeVisible();
    expect(within(contact).getByRole('link', { name: en.company.contactSupport })).toHaveAttribute('href', '/support');
    const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs).toEqual(['/support', '/partners']);
    expect(hrefs.filter((h) => !served(h))).toEqual([]);
    await user.click(within(contact).getByRole('link', { name: en.company.contactPartnership }));
    expect(urlOf(router)).toBe('/partners');
  });
});
