import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.tsx';
import { CheckboxField, PasswordField } from './accessible-fields.tsx';

describe('fields that say they were refused', () => {
  it('a refused password is invalid and described by its error', () => {
    renderUi(<PasswordField label="Password" error="At least 10 characters." />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('At least 10 characters.');
  });

  it('a refused checkbox is invalid and described by its error', () => {
    renderUi(<CheckboxField label="I accept the terms" error="This field is required." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('This field is required.');
  });

  it('fields without an error are not marked', () => {
    renderUi(
      <>
        <PasswordField label="Password" />
        <CheckboxField label="News by e-mail" />
      </>,
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-describedby');
  });
});
