import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { exactly } from '../test/fields.ts';
import { renderUi } from '../test/render.tsx';
import { EmailField, NewPasswordField, PhoneField } from './account-fields.tsx';

describe('account fields', () => {
  it('asks for the account’s e-mail, required, for the browser to fill in', () => {
    renderUi(<EmailField />);
    const email = screen.getByRole('textbox', { name: exactly(en.auth.email) });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
  });

  it('says the password rule under a new password and lets a password manager make one', () => {
    renderUi(<NewPasswordField error="Too short" />);
    const password = screen.getByLabelText(exactly(en.auth.newPassword));
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(en.auth.passwordRule));
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a phone number under the label it is given', () => {
    renderUi(<PhoneField label="Recipient’s phone" />);
    const phone = screen.getByRole('textbox', { name: exactly('Recipient’s phone') });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '010-1234-5678');
    expect(phone).toBeRequired();
  });
});
