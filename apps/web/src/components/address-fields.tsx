import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { HOME_COUNTRY, SHIP_COUNTRIES } from '@formulab/shared/shop/addresses.schema';
import { useTranslation } from '../i18n/react.ts';
import { countryName } from './workflow/delivery.tsx';

/**
 * An address as a form holds it. `country` (ISO alpha-2) only where the form asks for it (the address
 * book): the shop's typed address is in Korea and has none.
 */
export type AddressValues = {
  recipient: string;
  phone: string;
  country?: string;
  postalCode: string;
  address: string;
  detail: string;
};
export const EMPTY_ADDRESS: AddressValues = { recipient: '', phone: '', postalCode: '', address: '', detail: '' };

/** The countries we ship to as a select offers them: Korea first, then the rest by their name in `lang`. */
export function countryOptions(lang: string | undefined): { value: string; label: string }[] {
  const collator = new Intl.Collator(lang === 'en' ? 'en' : 'ko');
  const rest = SHIP_COUNTRIES.filter((c) => c !== HOME_COUNTRY)
    .map((c) => ({ value: c, label: countryName(c, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY, lang) }, ...rest];
}

/**
 * Recipient, phone, postal code, address and detail, and with `withCountry` the country (Korea unless
 * chosen); `errors` are keyed by field name (already translated). A Korean postal code is five digits
 * (a numeric keypad); elsewhere it may have letters.
 */
export function AddressFields({
  value,
  onChange,
  errors,
  idPrefix,
  withCountry = false,
}: {
  value: AddressValues;
  onChange: (v: AddressValues) => void;
  errors: Partial<Record<keyof AddressValues, string>>;
  idPrefix: string;
  withCountry?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const countries = useMemo(() => (withCountry ? countryOptions(lang) : []), [withCountry, lang]);
  const country = withCountry ? (value.country ?? HOME_COUNTRY) : HOME_COUNTRY;
  const field = (k: Exclude<keyof AddressValues, 'country'>, extra: Record<string, unknown> = {}) => ({
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
      {withCountry && (
        <Select
          id={`${idPrefix}-country`}
          label={t('shop.address.country')}
          required
          searchable
          allowDeselect={false}
          data={countries}
          value={country}
          onChange={(c) => onChange({ ...value, country: c ?? HOME_COUNTRY })}
          error={errors.country}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <TextInput
        {...field('postalCode', {
          maxLength: 10,
          autoComplete: 'postal-code',
          inputMode: country === HOME_COUNTRY ? 'numeric' : 'text',
        })}
      />
      <TextInput
        {...field('address', { maxLength: 200, autoComplete: 'address-line1' })}
        style={withCountry ? { gridColumn: '1 / -1' } : undefined}
      />
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
