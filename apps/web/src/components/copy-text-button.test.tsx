import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { CopyTextButton } from './copy-text-button.tsx';
import { ServedDrawer } from './served-drawer.ts';

describe('CopyTextButton', () => {
  it('copies its value and says so', async () => {
    const { user } = renderUi(<CopyTextButton value="https://formulab.test/x" label="Copy link" copiedLabel="Link copied" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://formulab.test/x');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it("copies a path of this site as its full address, on the page's origin", async () => {
    const { user } = renderUi(<CopyTextButton value="/publicRecipes?id=42" label="Copy link" copiedLabel="Link copied" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/publicRecipes?id=42`);
  });

  it("is drawn disabled in the server's drawing of an opened record, which no script brings to life", () => {
    renderUi(
      <ServedDrawer.Provider value={{ closeHref: '/ingredients' }}>
        <CopyTextButton value="/ingredients?id=1" label="Copy link" copiedLabel="Link copied" />
      </ServedDrawer.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDisabled();
  });
});
