import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipePageSchema } from '@formulab/shared/recipes/recipes.schema';
import { meSchema } from '@formulab/shared/auth/auth.schema';
import en from '../../i18n/en.json';
import { recipeChoice, recipeChoices } from '../../test/fixtures/samples.ts';
import { answer, customerMe, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi } from '../../test/render.tsx';
import { RequestScreen } from './request-screen.tsx';

const usableRecipes = (n: number) => answer.get('/api/recipes', recipePageSchema, recipeChoices(n ? [recipeChoice()] : [], n));

/** A screen whose form also needs something of its own (here a stand-in query of the account). */
function Needing() {
  const needs = useQuery({
    queryKey: ['needed'],
    queryFn: () => fetch('/api/me').then((r) => (r.ok ? r.json() : Promise.reject(new Error('no')))),
  });
  return (
    <RequestScreen
      strings="samples"
      title="Request"
      needs={needs}
      skeletons={[100, 100]}
      form={() => <p>the form for {(needs.data as { name: string }).name}</p>}
    />
  );
}

describe('RequestScreen', () => {
  it('shows the heading and, with a usable recipe, the form', async () => {
    signedInAs(customerMe);
    usableRecipes(1);
    renderUi(<RequestScreen strings="quotes" title="Ask for a quote" skeletons={[100]} form={() => <p>the form</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
    expect(screen.getByText(en.quotes.form.lead)).toBeVisible();
    expect(await screen.findByText('the form')).toBeVisible();
  });

  it('without a usable recipe, leads to making one instead of showing the form', async () => {
    signedInAs(customerMe);
    usableRecipes(0);
    renderUi(<RequestScreen strings="quotes" title="Ask" skeletons={[100]} form={() => <p>the form</p>} />);
    expect(await screen.findByText(en.quotes.form.noRecipes.title)).toBeVisible();
    expect(screen.getByRole('link', { name: en.quotes.form.noRecipes.create })).toHaveAttribute('href', '/new-recipes');
    expect(screen.queryByText('the form')).toBeNull();
  });

  it('waits for what the form needs besides, and loads it again when it failed', async () => {
    signedInAs(customerMe);
    usableRecipes(1);
    refuse('get', '/api/me', 500, 'INTERNAL');
    const { user } = renderUi(<Needing />);
    expect(await screen.findByText(en.samples.form.loadError)).toBeVisible();
    answer.get('/api/me', meSchema, customerMe);
    await user.click(screen.getByRole('button', { name: en.samples.list.retry }));
    expect(await screen.findByText(`the form for ${customerMe.name}`)).toBeVisible();
  });

  it('shows the skeletons while the recipes are counted', async () => {
    signedInAs(customerMe);
    hang('get', '/api/recipes');
    renderUi(<RequestScreen strings="samples" title="Ask" skeletons={[100, 200]} form={() => <p>the form</p>} />);
    expect(await screen.findByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('the form')).toBeNull();
  });
});
