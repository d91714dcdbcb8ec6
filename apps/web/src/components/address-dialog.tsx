import { Badge, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { shipToLines } from '@formulab/shared/orders/delivery';
import { useId, useRef, useState } from 'react';
import { fieldErrors } from '@formulab/shared/errors';
import { HOME_COUNTRY, addressInputSchema, type Address, type AddressInput } from '@formulab/shared/shop/addresses.schema';
import { useTranslation } from '../i18n/react.ts';
import { createAddress, updateAddress } from '../lib/addresses.ts';
import { ApiError, errorKey } from '../lib/api.ts';
import { focusFirstInvalid } from '../lib/focus-invalid.ts';
import { useSendOnce } from '../lib/send-once.ts';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from './address-fields.tsx';
import { notifySuccess } from './notify.ts';
import { FormFoot } from './form-foot.tsx';

/** The address book's section on /account-settings (its id): other screens link to `ADDRESS_BOOK_HREF`. */
export const ADDRESS_BOOK_ANCHOR = 'addresses';
export const ADDRESS_BOOK_HREF = `/account-settings#${ADDRESS_BOOK_ANCHOR}`;

/**
 * An address being added (`id` null) or edited. `version`: what an edit was opened at, sent with the
 * save (a save over another tab's change is 409 CHANGED_MEANWHILE).
 */
export type AddressDraft = {
  id: string | null;
  version?: number;
  values: Required<AddressValues> & { label: string; isDefault: boolean };
};

/** A new address in Korea; the first one of a book is its default. */
export function newAddressDraft(isDefault: boolean): AddressDraft {
  return { id: null, values: { ...EMPTY_ADDRESS, country: HOME_COUNTRY, label: '', isDefault } };
}

/** A saved address, to edit. */
export function editAddressDraft(a: Address): AddressDraft {
  return { id: a.id, version: a.version, values: { ...a } };
}

/** What a save sends of an address (the API takes its fields, not its id). */
export function addressInput(v: AddressDraft['values'], version?: number): AddressInput {
  return {
    label: v.label,
    recipient: v.recipient,
    phone: v.phone,
    // checked against SHIP_COUNTRIES by the schema before anything is sent
    country: v.country as AddressInput['country'],
    postalCode: v.postalCode,
    address: v.address,
    detail: v.detail,
    isDefault: v.isDefault,
    ...(version === undefined ? {} : { version }),
  };
}

/**
 * The address book's form in a dialog: label, country, the address and "use as default", checked with
 * the API's schema (the postal code against the country), the server's field errors on the fields.
 * `onSaved` gets the address as saved. Used by the address book and wherever an address is asked for
 * without leaving the page (a quote's ship-to).
 */
export function AddressDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: AddressDraft;
  onClose: () => void;
  onSaved: (saved: Address) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(editing.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tr = (e: Record<string, string>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v)]));
  // sends once: another press while it is sent adds nothing, and a retry of the same new address
  // carries the same Idempotency-Key, so the server adds it once
  const { once, keyFor, sent } = useSendOnce();
  const save = async () => {
    const body = addressInput(values);
    const parsed = addressInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(tr(fieldErrors(parsed.error)));
      focusFirstInvalid(ref.current);
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      const saved = editing.id
        ? await updateAddress(editing.id, { ...body, version: editing.version })
        : await createAddress(body, keyFor(body));
      sent();
      notifySuccess(t('shop.book.saved'), '');
      onSaved(saved);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        setErrors(tr(e.fields));
        focusFirstInvalid(ref.current);
      } else setFailure(t(errorKey(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(editing.id ? 'shop.book.editTitle' : 'shop.book.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        ref={ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // the dialog is portalled out of the page's DOM but not out of React's tree: its submit must not
          // reach a form it was opened from (the quote request)
          e.stopPropagation();
          void once(save)();
        }}
      >
        <Stack gap="sm">
          <TextInput
            id={`${uid}-label`}
            label={t('shop.address.label')}
            value={values.label}
            maxLength={40}
            onChange={(e) => setValues({ ...values, label: e.currentTarget.value })}
            error={errors.label}
            data-autofocus
          />
          <AddressFields
            value={values}
            onChange={(v) => setValues({ ...values, ...v })}
            errors={errors}
            idPrefix={uid}
            withCountry
          />
          <Checkbox
            label={t('shop.address.isDefault')}
            checked={values.isDefault}
            onChange={(e) => setValues({ ...values, isDefault: e.currentTarget.checked })}
          />
          <FormFoot error={failure} onCancel={onClose} busy={busy}>
            {t('common.save')}
          </FormFoot>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * One saved address as the book and its choices show it: its label (or recipient), "default", and its
 * lines as a label prints them (the country when abroad).
 */
export function AddressSummary({ address: a }: { address: Address }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Group gap={6}>
        <Text fz="sm" fw={600}>
          {a.label || a.recipient}
        </Text>
        {a.isDefault && (
          <Badge size="xs" variant="light" radius="sm" tt="none">
            {t('shop.purchase.default')}
          </Badge>
        )}
      </Group>
      {shipToLines(a, i18n.resolvedLanguage).map((line) => (
        <Text key={line} fz="xs" c="gray.7">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** One saved address as a choice of a radio group (checkout, a quote's ship-to), summed up as `AddressSummary`. */
export function AddressCard({ address }: { address: Address }) {
  return (
    <Radio.Card value={address.id} radius="md" p="sm" withBorder>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Radio.Indicator mt={2} />
        <AddressSummary address={address} />
      </Group>
    </Radio.Card>
  );
}
