import { screen, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { CUSTOMER_SCREENS } from '../../screens.ts';
import { customerMe, hang, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './intro.tsx';

const open = () =>
  renderUi(<Component />, { url: '/intro', path: '/intro', routes: [{ path: '/guide', element: <p>guide</p> }] });

/** A section by its heading's text (a role query over this long page is slow on a loaded machine). */
const section = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('section')!;

/** The page's links in order, each as [its text, where it goes]. */
const links = () =>
  [...document.querySelectorAll('a[href]')].map((a): [string, string] => [a.textContent.trim(), a.getAttribute('href')!]);

/** Whether the app serves `href` (a screen of screens.ts), so that no link of the page leads nowhere. */
const served = (href: string) => CUSTOMER_SCREENS.some((s) => matchPath(`/${s.path}`, new URL(href, 'http://x').pathname));

describe('/intro — the landing page', () => {
  it('tells the promise, the four steps, what we offer and why to trust us, under their headings', async () => {
    signedInAs(null);
    open();
    expect(screen.getByRole('heading', { level: 1, name: en.intro.title })).toBeVisible();
    expect(screen.getByText(en.intro.lead)).toBeVisible();
    const steps = section(en.intro.stepsTitle);
    expect(steps).toHaveRole('region');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['browse', 'formulate', 'sample', 'produce'].map((k) => en.intro.steps[k as keyof typeof en.intro.steps].title));
    expect(within(steps).getByText(en.intro.stepLabel.replace('{{n}}', '4'))).toBeVisible();
    expect(section(en.intro.offerTitle)).toHaveTextContent(en.intro.offer.editor.title);
    const why = section(en.intro.whyTitle);
    expect(within(why).getByRole('heading', { name: en.intro.why.ownership.title })).toBeVisible();
    expect(within(why).getByText(en.company.facts.founded.value)).toBeVisible();
    expect(within(why).getByText(en.company.certs.cgmp.name)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: en.intro.closingTitle })).toBeVisible();
    expect(document.title).toContain(en.screens.intro.title);
  });

  it('invites a visitor to sign up or sign in, and every link goes to a screen of the app', async () => {
    signedInAs(null);
    const { user, router } = open();
    // once the session says nobody is signed in
    expect(await screen.findByRole('link', { name: en.intro.signInLink })).toHaveAttribute('href', '/login');
    expect(links()).toEqual([
      [en.intro.ctaSignUp, '/signup'],
      [en.intro.ctaGuide, '/guide'],
      [en.intro.signInLink, '/login'],
      [`${en.intro.catalogueLink} →`, '/ingredients'],
      [en.intro.closingGuide, '/guide'],
      [en.intro.closingCompany, '/company'],
    ]);
    expect(links().filter(([, href]) => !served(href))).toEqual([]);
    await user.click(screen.getByRole('link', { name: en.intro.closingGuide }));
    expect(urlOf(router)).toBe('/guide');
  });

  it('takes a signed-in customer straight to a new recipe', async () => {
    signedInAs(customerMe);
    open();
    expect(await screen.findByRole('link', { name: en.intro.ctaStart })).toHaveAttribute('href', '/new-recipes');
    expect(links().map(([name]) => name)).not.toContain(en.intro.ctaSignUp);
    expect(links().map(([name]) => name)).not.toContain(en.intro.signInLink);
  });

  it('offers no sign-in link while it does not know who is here yet', () => {
    hang('get', '/api/auth/get-session');
    open();
    expect(screen.getByRole('heading', { level: 1, name: en.intro.title })).toBeVisible();
    expect(links().map(([name]) => name)).not.toContain(en.intro.signInLink);
    expect(links()).toContainEqual([en.intro.ctaGuide, '/guide']);
  });
});
