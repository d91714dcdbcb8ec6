import { Alert, Anchor, Button, Group, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { INCOTERMS, type Incoterm } from '@formulab/shared/orders/delivery';
import { ADDRESSES_MAX, HOME_COUNTRY, type Address } from '@formulab/shared/shop/addresses.schema';
import { ADDRESS_BOOK_HREF, AddressCard, AddressDialog, newAddressDraft } from '../../../components/address-dialog.tsx';
import { RequestSection } from '../../../components/workflow/request-form.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { addressesQuery } from '../../../lib/addresses.ts';
import { useLoadingLabel } from '../../../components/list-states.tsx';

/** The select's value for "no rule: delivered to the address" (a domestic delivery). */
const TO_THE_ADDRESS = 'none';

/** The account settings' section holding the business registration number. */
const BRN_HREF = '/account-settings#company';

/** The address a request goes to: the one chosen while it is still in the book, else the default (else the first). */
export function shipToOf(items: readonly Address[] | undefined, chosenId: string): Address | undefined {
  if (!items?.length) return undefined;
  return items.find((a) => a.id === chosenId) ?? items.find((a) => a.isDefault) ?? items[0];
}

/** Whether `address` is abroad: its quote must name an incoterm. */
export const isAbroad = (address: Address | undefined) => Boolean(address && address.country !== HOME_COUNTRY);

/**
 * The quote request's delivery: one of my saved addresses (the default chosen first; `onAdd` opens
 * `AddShipTo`, to add one without leaving the form) and the Incoterms® rule. In Korea the first choice
 * is "delivered to the address" (no rule); abroad a rule is required. A sale in Korea is invoiced with a
 * tax invoice to the customer's business registration number (orders/tax.ts): while the address is in
 * Korea and my account has none (`brnMissing`), an alert says so and links to where it is added.
 */
export function QuoteDelivery({
  book,
  address,
  onAddress,
  incoterm,
  onIncoterm,
  onAdd,
  brnMissing,
  errors,
}: {
  book: UseQueryResult<{ items: Address[] }>;
  /** the address chosen (`shipToOf`) */
  address: Address | undefined;
  onAddress: (id: string) => void;
  incoterm: Incoterm | null;
  onIncoterm: (rule: Incoterm | null) => void;
  onAdd: () => void;
  /** my account has no business registration number (known: false while it loads) */
  brnMissing: boolean;
  /** translated */
  errors: { shipToAddressId?: string; incoterm?: string };
}) {
  const { t } = useTranslation();
  const loading = useLoadingLabel();
  const items = book.data?.items ?? [];
  const abroad = isAbroad(address);
  const rules = INCOTERMS.map((rule) => ({ value: rule, label: t(`workflow.delivery.incoterms.${rule}`) }));
  const help = incoterm
    ? t(`workflow.delivery.incotermHelp.${incoterm}`)
    : t(abroad ? 'quotes.form.incotermAbroad' : 'quotes.form.incotermDomestic');

  return (
    <RequestSection title={t('workflow.delivery.title')}>
      {book.isError ? (
        <Alert color="red" role="alert" title={t('shop.book.loadError')}>
          <Button size="xs" variant="default" onClick={() => void book.refetch()}>
            {t('shop.list.retry')}
          </Button>
        </Alert>
      ) : !book.data ? (
        <Skeleton h={96} radius="md" {...loading} />
      ) : (
        <Radio.Group
          label={t('workflow.delivery.shipTo')}
          description={t('quotes.form.shipToHint')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          required
          value={address?.id ?? null}
          onChange={onAddress}
          error={errors.shipToAddressId}
        >
          <Stack gap={6} mt={6} data-testid="ship-to-choices">
            {items.length === 0 ? (
              <Text fz="sm" c="gray.7">
                {t('quotes.form.noAddresses')}
              </Text>
            ) : (
              items.map((a) => <AddressCard key={a.id} address={a} />)
            )}
          </Stack>
        </Radio.Group>
      )}
      {brnMissing && address && !abroad && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconFileInvoice size={18} aria-hidden="true" />}
          title={t('quotes.form.brnMissing.title')}
          data-testid="quote-brn-missing"
        >
          <Stack gap={6} align="flex-start">
            <Text fz="sm">{t('quotes.form.brnMissing.body')}</Text>
            <Anchor component={Link} to={BRN_HREF} fz="sm" fw={600}>
              {t('quotes.form.brnMissing.link')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={ADDRESS_BOOK_HREF} fz="sm">
          {t('quotes.form.manageAddresses')}
        </Anchor>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={!book.data || items.length >= ADDRESSES_MAX}
          onClick={onAdd}
        >
          {t('shop.book.add')}
        </Button>
      </Group>
      <Select
        label={t('workflow.delivery.incoterm')}
        description={help}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={t('quotes.form.incotermPlaceholder')}
        required={abroad}
        allowDeselect={false}
        data={abroad ? rules : [{ value: TO_THE_ADDRESS, label: t('workflow.delivery.noIncoterm') }, ...rules]}
        value={incoterm ?? (abroad ? null : TO_THE_ADDRESS)}
        onChange={(v) => onIncoterm(!v || v === TO_THE_ADDRESS ? null : (v as Incoterm))}
        error={errors.incoterm}
        comboboxProps={{ withinPortal: true }}
      />
    </RequestSection>
  );
}

/**
 * The address book's own dialog, opened from the quote request (outside its <form>): the address saved
 * is listed at once and chosen (`onChosen`).
 */
export function AddShipTo({
  first,
  onClose,
  onChosen,
}: {
  /** the book is empty: the new address becomes the default */
  first: boolean;
  onClose: () => void;
  onChosen: (id: string) => void;
}) {
  const qc = useQueryClient();
  const [draft] = useState(() => newAddressDraft(first));
  const added = (saved: Address) => {
    // listed (and chosen) at once; the book is loaded again for the server's order and default
    qc.setQueryData(
      addressesQuery.queryKey,
      (old) =>
        old && {
          items: [...old.items.map((a) => (saved.isDefault ? { ...a, isDefault: false } : a)), saved],
        },
    );
    void qc.invalidateQueries({ queryKey: addressesQuery.queryKey });
    onChosen(saved.id);
  };

  return <AddressDialog editing={draft} onClose={onClose} onSaved={added} />;
}
