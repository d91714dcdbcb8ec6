import { screen, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { CUSTOMER_SCREENS } from '../../screens.ts';
import { customerMe, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './guide.tsx';

const open = () => renderUi(<Component />, { url: '/guide', path: '/guide' });

/** Whether the app serves `href` (a screen of screens.ts), so that no link of the page leads nowhere. */
const served = (href: string) => CUSTOMER_SCREENS.some((s) => matchPath(`/${s.path}`, new URL(href, 'http://x').pathname));

/** A section by its heading's text (a role query over this long page costs seconds on a loaded machine). */
const section = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('section')!;

const STEPS = ['account', 'browse', 'recipe', 'sample', 'quote', 'order', 'delivery'] as const;

describe('/guide — how to use the portal', () => {
  it('walks a visitor through the seven steps, each with the screen it happens on', async () => {
    signedInAs(null);
    open();
    expect(screen.getByRole('heading', { level: 1, name: en.guide.title })).toBeVisible();
    const steps = section(en.guide.stepsTitle);
    expect(steps).toHaveRole('region');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(STEPS.map((k) => en.guide.steps[k].title));
    // a visitor starts by signing up (once the session says nobody is signed in)
    expect(await within(steps).findByRole('link', { name: en.guide.links.signUp })).toHaveAttribute('href', '/signup');
    const links = [...document.querySelectorAll('a[href]')].map((a): [string, string] => [
      a.textContent.trim(),
      a.getAttribute('href')!,
    ]);
    expect(links).toEqual([
      [en.guide.links.signUp, '/signup'],
      [en.guide.links.ingredients, '/ingredients'],
      [en.guide.links.packaging, '/submaterials'],
      [en.guide.links.newRecipe, '/new-recipes'],
      [en.guide.links.samples, '/sample-requests'],
      [en.guide.links.quotes, '/quotes'],
      [en.guide.links.orders, '/orders'],
      [en.guide.moreCta, '/support'],
    ]);
    // the refund policy's link sits in a closed answer (the last test opens it)
    expect([...links.map(([, href]) => href), '/policies/refund'].filter((h) => !served(h))).toEqual([]);
    expect(document.title).toContain(en.screens.guide.title);
  });

  it('points a signed-in customer to their account settings instead of sign-up', async () => {
    signedInAs(customerMe);
    open();
    const steps = section(en.guide.stepsTitle);
    expect(await within(steps).findByRole('link', { name: en.guide.links.accountSettings })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    expect(within(steps).queryByRole('link', { name: en.guide.links.signUp })).toBeNull();
  });

  it('answers the common questions when opened, the cancellation one with the refund policy', async () => {
    signedInAs(null);
    const { user } = open();
    const faq = section(en.guide.faqTitle);
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(10);
    expect(questions[0]).toHaveTextContent(en.guide.faq.moq.q);
    const cancel = within(faq).getByRole('button', { name: en.guide.faq.cancel.q });
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(en.guide.faq.cancel.a)).toBeVisible();
    expect(within(faq).getByRole('link', { name: new RegExp(en.guide.refundPolicy) })).toHaveAttribute(
      'href',
      '/policies/refund',
    );
    expect(screen.getByText(en.guide.moreCta).closest('a')).toHaveAttribute('href', '/support');
  });
});
