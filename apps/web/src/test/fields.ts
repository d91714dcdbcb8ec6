import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

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
