import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Replaces a field's text in one input event, as a paste does (typing key by key is slow here). */
export async function replaceText(user: User, field: HTMLElement, text: string) {
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
