import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../i18n/react.ts';

export type AddressValues = { recipient: string; phone: string; postalCode: string; address: string; detail: string };
export const EMPTY_ADDRESS: AddressValues = { recipient: '', phone: '', postalCode: '', address: '', detail: '' };

/** Recipient, phone, postal code, address and detail; `errors` are keyed by field name (already translated). */
export function AddressFields({
  value,
  onChange,
  errors,
  idPrefix,
}: {
  value: AddressValues;
  onChange: (v: AddressValues) => void;
  errors: Partial<Record<keyof AddressValues, string>>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const field = (k: keyof AddressValues, extra: Record<string, unknown> = {}) => ({
    id: `${idPrefix}-${k}`,
    label: t(`shop.address.${k}`),
    value: value[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [k]: e.currentTarget.value }),
    error: errors[k],
    required: k !== 'detail',
    ...extra,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput {...field('recipient', { maxLength: 60, autoComplete: 'name' })} />
      <TextInput {...field('phone', { maxLength: 20, type: 'tel', autoComplete: 'tel', inputMode: 'tel' })} />
      <TextInput {...field('postalCode', { maxLength: 10, autoComplete: 'postal-code', inputMode: 'numeric' })} />
      <TextInput {...field('address', { maxLength: 200, autoComplete: 'address-line1' })} />
      <TextInput {...field('detail', { maxLength: 200, autoComplete: 'address-line2' })} style={{ gridColumn: '1 / -1' }} />
    </SimpleGrid>
  );
}

/** `{ 'shipping.phone': 'errors.phone' }` → `{ phone: 'Enter a valid…' }` for the fields under `prefix`. */
export function nestedErrors(errors: Record<string, string>, prefix: string): Partial<Record<keyof AddressValues, string>> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k.startsWith(`${prefix}.`)) out[k.slice(prefix.length + 1)] = v;
  return out;
}

/** One address on one or two lines: "Recipient · phone", "(postal) address detail". */
export function addressLines(a: AddressValues): [string, string] {
  return [`${a.recipient} · ${a.phone}`, `(${a.postalCode}) ${a.address}${a.detail ? ` ${a.detail}` : ''}`];
}
