import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanup, screen } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '../i18n/react.ts';
import { renderUi } from '../test/render.tsx';
import { num, schemaValidator } from './admin/form-validate.ts';
import { NumberField, type NumberValue } from './number-field.tsx';

const schema = z.object({ fee: z.number().int().min(1).max(10_000_000) });

function FeeForm({ onSave, initial = '' }: { onSave: (fee: number) => void; initial?: NumberValue }) {
  const { t } = useTranslation();
  const form = useForm<{ fee: NumberValue }>({
    initialValues: { fee: initial },
    validate: schemaValidator(schema, (v: { fee: NumberValue }) => ({ fee: num(v.fee) }), t),
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSave(num(v.fee)!))}>
      <NumberField label="Fee" prefix="₩" min={1} max={10_000_000} {...form.getInputProps('fee')} />
      <Button type="submit">Save</Button>
      <Button onClick={() => form.setFieldValue('fee', 25_000)}>Load</Button>
    </form>
  );
}

afterEach(cleanup);

describe('NumberField', () => {
  it('refuses a negative fee with the limits on the field and sends nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderUi(<FeeForm onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Fee' });
    await user.type(input, '-5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input).toHaveValue('-5000');
    expect(input).toHaveAccessibleDescription('Enter a number from 1 to 10,000,000.');
  });

  it.each([
    ['1,5', 'Use a point for decimals (1.5). A comma only groups thousands in whole numbers (1,234).'],
    ['1e309', 'Enter digits only, with at most one point (e.g. 12.5).'],
    ['99999999999999999999', 'Enter a number from 1 to 10,000,000.'],
    ['2.5', 'Enter a whole number, without decimals.'],
  ])('keeps %s as typed and says why it is refused once the field is left', async (typed, message) => {
    const onSave = vi.fn();
    const { user } = renderUi(<FeeForm onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Fee' });
    await user.type(input, typed);
    await user.tab();
    expect(input).toHaveValue(typed);
    expect(input).toHaveAccessibleDescription(message);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves exactly what is shown: grouping in a whole-number field, no clamping after clearing', async () => {
    const onSave = vi.fn();
    const { user } = renderUi(<FeeForm onSave={onSave} initial={10_000} />);
    const input = screen.getByRole('textbox', { name: 'Fee' });
    expect(input).toHaveValue('10000');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.type(input, '1,234,567');
    await user.tab();
    expect(input).toHaveValue('1,234,567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(1_234_567);
  });

  it('shows a value the form sets (a loaded record) and an empty required field says so', async () => {
    const onSave = vi.fn();
    const { user } = renderUi(<FeeForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Fee' });
    expect(input).toHaveAccessibleDescription('This field is required.');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(input).toHaveValue('25000');
  });
});
