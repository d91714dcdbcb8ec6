import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { exactly } from '../test/fields.ts';
import { renderUi } from '../test/render.tsx';
import { useTranslation } from '../i18n/react.ts';
import { EmailField, FormError, FormTextarea, FormTextInput, NewPasswordField, PhoneField } from './form-fields.tsx';

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

describe('fields bound to a form', () => {
  type Values = { shipping: { recipient: string }; note: string };

  /** The same field twice: written out as the forms did, and bound with `Form*`; the test compares their markup. */
  function Both({ bound }: { bound: boolean }) {
    const { t } = useTranslation();
    const form = useForm<Values>({ initialValues: { shipping: { recipient: 'Kim' }, note: 'Fragile' } });
    const fail = () => form.setErrors({ 'shipping.recipient': 'Too short', note: 'Too long' });
    return bound ? (
      <>
        <FormTextInput
          id="recipient"
          form={form}
          name="shipping.recipient"
          label="samples.form.recipient"
          description="samples.form.detailPlaceholder"
          autoComplete="name"
          inputMode="text"
          required
        />
        <FormTextarea id="note" form={form} name="note" label="samples.form.note" withAsterisk autosize minRows={2} maxRows={6} />
        <button onClick={fail}>fail</button>
      </>
    ) : (
      <>
        <TextInput
          id="recipient"
          label={t('samples.form.recipient')}
          description={t('samples.form.detailPlaceholder')}
          autoComplete="name"
          inputMode="text"
          required
          {...form.getInputProps('shipping.recipient')}
        />
        <Textarea
          id="note"
          label={t('samples.form.note')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('note')}
        />
        <button onClick={fail}>fail</button>
      </>
    );
  }

  it('draws what the field written out draws: label, asterisk, description, value, error, attributes', async () => {
    const markup = async (bound: boolean) => {
      const { container, user, unmount } = renderUi(<Both bound={bound} />);
      const before = container.innerHTML;
      await user.click(screen.getByRole('button', { name: 'fail' }));
      const after = container.innerHTML;
      unmount();
      return { before, after };
    };
    const plain = await markup(false);
    const bound = await markup(true);
    expect(bound).toEqual(plain);
    expect(bound.after).toContain('Too short');
    expect(bound.after).toContain(en.samples.form.recipient);
  });

  it('changes the form’s value as the field is typed in', async () => {
    const { user } = renderUi(<Both bound />);
    const recipient = screen.getByRole('textbox', { name: exactly(en.samples.form.recipient) });
    expect(recipient).toHaveValue('Kim');
    await user.type(recipient, ' Min');
    expect(recipient).toHaveValue('Kim Min');
    expect(recipient).toHaveAttribute('autocomplete', 'name');
    expect(recipient).toBeRequired();
  });
});
