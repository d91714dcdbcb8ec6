import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { meSchema, type Me } from '@formulab/shared/auth/auth.schema';
import { myChatSchema } from '@formulab/shared/chat/chat.schema';
import { noticePageSchema } from '@formulab/shared/content/content.schema';
import { inquiryPageSchema } from '@formulab/shared/inquiries/inquiries.schema';
import { notificationPageSchema } from '@formulab/shared/notifications/notifications.schema';
import { pipelineSummarySchema } from '@formulab/shared/pipeline/pipeline.schema';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { productPageSchema } from '@formulab/shared/shop/products.schema';
import en from '../../i18n/en.json';
import { accountMe, statusAnswerSchema } from '../../test/fixtures/account.ts';
import {
  NOTICE_ID,
  PRODUCT_ID,
  RECIPE_ID,
  SAMPLE_ID,
  inquiryCounts,
  myChat,
  notification,
  notificationPage,
  noticePage,
  noticeSummary,
  openItem,
  pipelineSummary,
  productPage,
  productSummary,
  recipePage,
  recipeSummary,
} from '../../test/fixtures/dashboard.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { Component } from './dashboard.tsx';

const open = () => renderUi(<Component />, { url: '/dashboard', path: '/dashboard' });

type Work = {
  recipes?: z.input<typeof recipePageSchema>;
  usable?: number;
  pipeline?: z.input<typeof pipelineSummarySchema>;
  activity?: z.input<typeof notificationPageSchema>;
  inquiries?: z.input<typeof inquiryPageSchema>;
  chat?: z.input<typeof myChatSchema>;
};

/** A signed-in customer and what each card of their dashboard reads (nothing yet unless given). */
function serveCustomer(me: Me, work: Work = {}) {
  signedInAs(me);
  const recipes = work.recipes ?? recipePage([]);
  answer.get('/api/recipes', recipePageSchema, ({ query }) =>
    query.get('valid') === 'true' ? recipePage([], work.usable ?? 0) : recipes,
  );
  answer.get('/api/pipeline/summary', pipelineSummarySchema, work.pipeline ?? pipelineSummary());
  answer.get('/api/notifications', notificationPageSchema, work.activity ?? notificationPage([]));
  answer.get('/api/inquiries', inquiryPageSchema, work.inquiries ?? inquiryCounts());
  answer.get('/api/chat', myChatSchema, work.chat ?? myChat());
}

/** A card by its heading's text (cheaper than a role query over the whole page). */
const card = (title: string) => screen.getByText(title, { selector: 'h2, h3' }).closest<HTMLElement>('.mantine-Paper-root')!;

describe('/dashboard — home', () => {
  it("shows a customer's work in progress, what waits for them, their latest news and their account", async () => {
    serveCustomer(accountMe(), {
      recipes: recipePage([recipeSummary(), recipeSummary({ id: crypto.randomUUID(), name: 'Cica cream', valid: false })], 12),
      usable: 9,
      pipeline: pipelineSummary({ samples: { open: 2, needsAction: 1, latest: [openItem()] } }),
      activity: notificationPage([notification()]),
      inquiries: inquiryCounts({ answered: 1, closed: 4 }),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mina Kim' })).toBeVisible();
    expect(await screen.findByText('Glow Lab')).toBeVisible();

    const recipes = card(en.nav.myRecipes);
    expect(await within(recipes).findByText('12 recipes · 9 usable')).toBeVisible();
    expect(within(recipes).getByRole('link', { name: 'Rose toner' })).toHaveAttribute('href', `/recipes/${RECIPE_ID}`);
    expect(within(recipes).getByRole('link', { name: en.dashboard.cards.recipes.link })).toHaveAttribute('href', '/recipes');

    const samples = card(en.nav.samples);
    expect(await within(samples).findByText(/2 in progress/)).toHaveTextContent('2 in progress · 1 needs your action');
    const sample = within(samples).getByRole('link', { name: 'S-000012 Rose toner' });
    expect(sample).toHaveAttribute('href', `/sampleOrder/${SAMPLE_ID}`);
    expect(within(sample.closest('li')!).getAllByText(en.dashboard.open.yourTurn)[0]).toBeVisible();
    // an area with nothing open says how to start one
    const quotes = card(en.nav.quotes);
    expect(within(quotes).getByText(en.dashboard.cards.quotes.empty)).toBeVisible();
    expect(within(quotes).getByRole('link', { name: en.dashboard.open.newQuote })).toHaveAttribute('href', '/quotes?new=1');

    const activity = screen.getByRole('region', { name: en.dashboard.activity.title });
    expect(await within(activity).findByRole('link', { name: 'Sample request S-000012: Awaiting payment' })).toHaveAttribute(
      'href',
      `/sampleOrder/${SAMPLE_ID}`,
    );
    const messages = card(en.dashboard.cards.messages.title);
    expect(within(messages).getByText('1 inquiry answered')).toBeVisible();
    expect(within(messages).getByRole('link', { name: en.dashboard.cards.messages.link })).toHaveAttribute(
      'href',
      '/support?state=answered',
    );
    const account = screen.getByRole('region', { name: en.dashboard.account.title });
    expect(within(account).getByText('220-81-62517')).toBeVisible();
    expect(screen.queryByRole('region', { name: en.dashboard.admin.title })).toBeNull();
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });

  it('shows a new customer an honest empty state in each area, with the way in', async () => {
    serveCustomer(accountMe({ businessRegistrationNumber: null }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mina Kim' });
    const recipes = card(en.nav.myRecipes);
    expect(await within(recipes).findByText(en.dashboard.cards.recipes.empty)).toBeVisible();
    expect(within(recipes).getByRole('link', { name: en.dashboard.startRecipe })).toHaveAttribute('href', '/new-recipes');
    expect(await screen.findByText(en.dashboard.cards.samples.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: en.dashboard.open.newSample })).toHaveAttribute('href', '/new-sample');
    expect(screen.getByText(en.dashboard.cards.orders.empty)).toBeVisible();
    expect(await screen.findByText(en.dashboard.activity.empty)).toBeVisible();
    expect(screen.getByText(en.dashboard.cards.messages.empty)).toBeVisible();
    expect(await screen.findByText(en.dashboard.account.brnMissing)).toBeVisible();
  });

  it('asks a customer to confirm their e-mail and sends the link again on request', async () => {
    serveCustomer(accountMe({ emailVerified: false }));
    const sent = answer.post('/api/auth/send-verification-email', statusAnswerSchema, { status: true });
    const { user } = open();
    const banner = await screen.findByTestId('verify-email-banner');
    expect(banner).toHaveTextContent(en.dashboard.unverified.title);
    expect(banner).toHaveTextContent(en.dashboard.unverified.body.replace('{{email}}', 'customer@example.com'));
    await user.click(within(banner).getByRole('button', { name: en.settings.verify.resend }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.last?.body).toEqual({ email: 'customer@example.com', callbackURL: '/dashboard' });
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.title)).toContain(en.settings.verify.sentTitle),
    );
  });

  it('says when the account or the open work could not be loaded, and loads the account again on request', async () => {
    serveCustomer(accountMe());
    refuse('get', '/api/me', 500, 'INTERNAL');
    refuse('get', '/api/pipeline/summary', 500, 'INTERNAL');
    const { user } = open();
    const alert = await screen.findByRole('alert', { name: en.dashboard.loadError });
    expect(alert).toHaveTextContent(en.apiErrors.INTERNAL);
    expect((await screen.findAllByText(new RegExp(en.dashboard.open.loadError))).length).toBe(3);
    answer.get('/api/me', meSchema, accountMe());
    await user.click(within(alert).getByRole('button', { name: en.settings.retry }));
    expect(await screen.findByText('Glow Lab')).toBeVisible();
    expect(screen.queryByRole('alert', { name: en.dashboard.loadError })).toBeNull();
  });

  it('keeps the shape of the page while it finds out who is here', () => {
    hang('get', '/api/auth/get-session');
    const { container } = open();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('welcomes a visitor with sign-up and sign-in, popular products and the latest notices', async () => {
    signedInAs(null);
    const products = answer.get('/api/products', productPageSchema, productPage([productSummary()]));
    const notices = answer.get('/api/notices', noticePageSchema, noticePage([noticeSummary()]));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: en.dashboard.visitor.title })).toBeVisible();
    expect(screen.getByRole('link', { name: en.dashboard.visitor.signUp })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: en.dashboard.visitor.signIn })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard',
    );
    const product = await screen.findByRole('link', { name: /Cica repair cream/ });
    expect(product).toHaveAttribute('href', `/product/${PRODUCT_ID}`);
    expect(product).toHaveTextContent('from ₩28,000');
    const notice = await screen.findByRole('link', { name: /Year-end shipping schedule/ });
    expect(notice).toHaveAttribute('href', `/notice?id=${NOTICE_ID}`);
    expect(within(notice).getByLabelText(en.dashboard.visitor.pinned)).toBeInTheDocument();
    expect(products.last?.query.get('sort')).toBe('popular');
    expect(notices.last?.query.get('limit')).toBe('3');
    expect(screen.getByRole('link', { name: new RegExp(en.dashboard.visitor.explore.packaging) })).toHaveAttribute(
      'href',
      '/submaterials',
    );
  });

  it('tells a visitor when the shop and the notices have nothing to show yet', async () => {
    signedInAs(null);
    answer.get('/api/products', productPageSchema, productPage([]));
    answer.get('/api/notices', noticePageSchema, noticePage([]));
    open();
    expect(await screen.findByText(en.dashboard.visitor.productsEmpty)).toBeVisible();
    expect(await screen.findByText(en.dashboard.visitor.noticesEmpty)).toBeVisible();
  });

  it('points a staff member to the admin dashboard, their news to the staff screens', async () => {
    serveCustomer(adminMe, { activity: notificationPage([notification()]) });
    open();
    const admin = await screen.findByRole('region', { name: en.dashboard.admin.title });
    expect(within(admin).getByRole('link', { name: en.dashboard.admin.link })).toHaveAttribute('href', '/admin/admin-dashboard');
    expect(await screen.findByRole('link', { name: 'Sample request S-000012: Awaiting payment' })).toHaveAttribute(
      'href',
      `/admin/sample-requests?id=${SAMPLE_ID}`,
    );
  });
});
