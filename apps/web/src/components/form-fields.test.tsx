import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { exactly } from '../test/fields.ts';
import { renderUi } from '../test/render.tsx';
import { EmailField, FormError, NewPasswordField, PhoneField } from './form-fields.tsx';

describe('FormError', () => {
  it('says what went wrong as an alert, and nothing when nothing did', () => {
    const { unmount } = renderUi(<FormError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderUi(<FormError error="The server could not be reached." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});

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

  it('takes a phone number, with an example of one', () => {
    renderUi(<PhoneField />);
    const phone = screen.getByRole('textbox', { name: exactly(en.auth.phone) });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '010-1234-5678');
    expect(phone).toBeRequired();
  });
});
