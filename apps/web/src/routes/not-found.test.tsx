import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { renderUi, urlOf } from '../test/render.tsx';
import { Component } from './not-found.tsx';

const open = (url: string) => renderUi(<Component />, { url, path: '*', routes: [{ path: '/', element: <p>home</p> }] });

describe('* — an address the app does not serve', () => {
  it('says the page does not exist, in the tab title too, and leads home', async () => {
    const { user, router } = open('/recipes-old/42?from=mail');
    expect(screen.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
    expect(screen.getByText(en.notFound.body)).toBeVisible();
    expect(document.title).toContain(en.notFound.title);
    const home = screen.getByRole('link', { name: en.notFound.home });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(await screen.findByText('home')).toBeVisible();
    expect(urlOf(router)).toBe('/');
  });

  it('keeps the "404" out of what a screen reader reads', () => {
    open('/nowhere');
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  });
});
