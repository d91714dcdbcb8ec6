import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { customerMe } from '../../../test/network.ts';
import { renderUi } from '../../../test/render.tsx';
import { ProfileSection } from './profile-sections.tsx';

const me = customerMe;

/** The profile form of the settings screen, with fetch answering PATCH /api/me with `response`. */
function setup(response: Response = Response.json(me)) {
  const fetch = vi.fn(async () => response.clone());
  vi.stubGlobal('fetch', fetch);
  const view = renderUi(<ProfileSection me={me} />);
  const name = screen.getByRole('textbox', { name: en.auth.name });
  const phone = screen.getByRole('textbox', { name: en.auth.phone });
  const save = screen.getByRole('button', { name: en.common.save });
  return { ...view, fetch, name, phone, save };
}

afterEach(() => vi.unstubAllGlobals());

describe('the profile form', () => {
  it("refuses an empty name with the shared schema's message, in English, and focuses the field", async () => {
    const { user, name, save, fetch } = setup();
    await user.clear(name);
    await user.click(save);
    expect(await screen.findByText(en.errors.required)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in the order of the form', async () => {
    const { user, name, phone, save } = setup();
    await user.clear(name);
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(save);
    expect(await screen.findByText(en.errors.phone)).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('puts the server’s field errors, translated, on their fields and focuses the first', async () => {
    const { user, phone, save, fetch } = setup(
      Response.json({ code: 'VALIDATION', message: 'bad', fields: { phone: 'errors.phone' } }, { status: 400 }),
    );
    await user.clear(phone);
    await user.type(phone, '010 9999 0000');
    await user.click(save);
    expect(await screen.findByText(en.errors.phone)).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('saves only its own fields with PATCH /api/me', async () => {
    const { user, name, save, fetch } = setup();
    await user.clear(name);
    await user.type(name, 'Kim Minji (R&D)');
    await user.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, init.method]).toEqual(['/api/me', 'PATCH']);
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Kim Minji (R&D)', phone: '010-1234-5678' });
  });
});
