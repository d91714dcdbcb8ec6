import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

import en from '../i18n/en.json';

type User = ReturnType<typeof userEvent.setup>;

/** A field's accessible name, exactly `label` (a required field's name ends in " *"). */
export const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The text field named `label`. */
export const field = (label: string) => screen.getByRole('textbox', { name: exactly(label) });

/** Types into the field named `label` at once (a paste: one change, not one per key). */
export async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Types an address into the address book's dialog: its name, recipient, phone, postal code and street address. */
export async function fillAddress(
  user: User,
  dialog: HTMLElement,
  a: { label: string; recipient: string; phone: string; postalCode: string; address: string },
) {
  const f = en.shop.address;
  for (const [label, text] of [
    [f.label, a.label],
    [f.recipient, a.recipient],
    [f.phone, a.phone],
    [f.postalCode, a.postalCode],
    [f.address, a.address],
  ] as const) {
    await user.click(within(dialog).getByRole('textbox', { name: exactly(label) }));
    await user.paste(text);
  }
}
