import { Alert, Anchor, Button, Checkbox, Grid, Group, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { fieldErrors } from '@formulab/shared/errors';
import { HOME_COUNTRY, type Address } from '@formulab/shared/shop/addresses.schema';
import type { ProductDetail } from '@formulab/shared/shop/products.schema';
import {
  PURCHASE_RESERVATION_MINUTES,
  purchaseAmounts,
  purchaseCreateSchema,
  type PurchaseCreateInput,
} from '@formulab/shared/shop/purchases.schema';
import { AddressFields, EMPTY_ADDRESS, nestedErrors, type AddressValues } from '../../../components/address-fields.tsx';
import { AddressCard } from '../../../components/address-dialog.tsx';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { focusFirstInvalid } from '../../../lib/focus-invalid.ts';
import { formatMoney } from '../../../lib/format.ts';
import { localName } from '../format.ts';

import { AmountLines } from './amounts.tsx';
import type { NumberValue } from '../../../components/number-field.tsx';
import { numberOrRefused } from '../../../lib/number-text.ts';
import { OptionPicker, QuantityInput, initialOption } from './option-picker.tsx';
import { ProductThumb } from './product-card.tsx';
import { RecordSection } from '../../../components/workflow/record-section.tsx';

type Props = {
  product: ProductDetail;
  /** the address book; only those in Korea are offered (the shop delivers in Korea only) */
  addresses: Address[];
  initialOptionId: string | null;
  initialQty: number;
  /** places the order and opens the payment; rejects with ApiError when refused */
  onSubmit: (body: PurchaseCreateInput) => Promise<void>;
};

/**
 * Checkout: option and quantity, a saved address in Korea or a new one (optionally saved), a note, the totals
 * (purchaseAmounts, as the server will compute them) and Pay. Field errors come from the same schema
 * the server enforces, translated; the server's own field errors land on the same fields.
 */
export function PurchaseForm({ product, addresses: book, initialOptionId, initialQty, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  // the shop delivers in Korea only (the server refuses an address abroad: shop.errors.domesticOnly)
  const addresses = book.filter((a) => a.country === HOME_COUNTRY);
  const abroad = book.length - addresses.length;
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [optionId, setOptionId] = useState(() => initialOption(product.options, initialOptionId)?.id ?? null);
  const [qty, setQty] = useState<NumberValue>(initialQty);
  const fallback = addresses.find((a) => a.isDefault) ?? addresses[0];
  const [mode, setMode] = useState<'saved' | 'new'>(fallback ? 'saved' : 'new');
  const [addressId, setAddressId] = useState<string | null>(fallback?.id ?? null);
  const [shipping, setShipping] = useState<AddressValues>(EMPTY_ADDRESS);
  const [saveAddress, setSaveAddress] = useState(addresses.length === 0);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const option = product.options.find((o) => o.id === optionId);
  const quantity = typeof qty === 'number' ? qty : 0;
  const amounts = purchaseAmounts(option?.price ?? 0, quantity);
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);

  const submit = async () => {
    setFailure(null);
    const body: PurchaseCreateInput = {
      productId: product.id,
      optionId: optionId ?? '',
      // a refused entry (text) is NaN: refused by the schema, the field says why
      quantity: numberOrRefused(qty) as number,
      ...(mode === 'saved' ? { addressId: addressId ?? undefined } : { shipping, saveAddress }),
      note,
    };
    const parsed = purchaseCreateSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (option && quantity > option.stock) found.quantity = 'errors.tooBig';
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        setErrors(e.fields);
        setFailure(t('shop.purchase.checkFields'));
        focusFirstInvalid(formRef.current);
      } else setFailure(t(errorKey(e)));
    } finally {
      setBusy(false);
    }
  };

  const name = localName(product, i18n.resolvedLanguage);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <RecordSection title={t('shop.purchase.product')}>
              <Group wrap="nowrap" gap="md" align="flex-start">
                <div style={{ width: 72, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
                  <ProductThumb url={product.images[0]?.thumbUrl ?? product.thumbUrl} size={product.thumbSize} />
                </div>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/product/${product.id}`} fw={700} c="gray.9">
                    {name}
                  </Anchor>
                  <Text fz="xs" c="gray.7" className="tabular">
                    {product.code}
                  </Text>
                </Stack>
              </Group>
              <OptionPicker options={product.options} value={optionId} onChange={setOptionId} error={err('optionId')} />
              <QuantityInput value={qty} onChange={setQty} max={option?.stock ?? 1} error={err('quantity')} />
            </RecordSection>
            <RecordSection title={t('shop.purchase.address')}>
              {addresses.length > 0 && (
                <SegmentedControl
                  aria-label={t('shop.purchase.addressChoice')}
                  value={mode}
                  onChange={(v) => setMode(v as 'saved' | 'new')}
                  data={[
                    { value: 'saved', label: t('shop.purchase.savedAddress') },
                    { value: 'new', label: t('shop.purchase.newAddress') },
                  ]}
                  fullWidth
                />
              )}
              {mode === 'saved' && addresses.length > 0 ? (
                <Radio.Group
                  label={t('shop.purchase.savedAddress')}
                  description={abroad > 0 ? t('shop.purchase.abroadHidden') : undefined}
                  value={addressId}
                  onChange={setAddressId}
                  error={err('addressId')}
                  required
                >
                  <Stack gap={6} mt={6}>
                    {addresses.map((a) => (
                      <AddressCard key={a.id} address={a} />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : (
                <Stack gap="sm">
                  {addresses.length === 0 && (
                    <Text fz="sm" c="gray.7">
                      {t(abroad > 0 ? 'shop.purchase.noDomesticAddresses' : 'shop.purchase.noAddresses')}
                    </Text>
                  )}
                  <AddressFields
                    value={shipping}
                    onChange={setShipping}
                    errors={translated(nestedErrors(errors, 'shipping'), t)}
                    idPrefix={`${uid}-ship`}
                  />
                  <Checkbox
                    label={t('shop.purchase.saveAddress')}
                    checked={saveAddress}
                    onChange={(e) => setSaveAddress(e.currentTarget.checked)}
                  />
                </Stack>
              )}
              <Textarea
                label={t('shop.purchase.note')}
                placeholder={t('shop.purchase.notePlaceholder')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
                error={err('note')}
              />
            </RecordSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RecordSection title={t('shop.purchase.summary')} style={{ position: 'sticky', top: 88 }}>
            {option && (
              <Text fz="sm" c="gray.8">
                {name}
                {product.options.length > 1 ? ` · ${localName(option, i18n.resolvedLanguage)}` : ''} × {quantity}
              </Text>
            )}
            <AmountLines unitPrice={option?.price ?? 0} quantity={quantity} />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button
              type="submit"
              size="md"
              color="coral.9"
              loading={busy}
              leftSection={<IconLock size={18} aria-hidden="true" />}
            >
              {t('shop.purchase.pay', { amount: formatMoney(amounts.total) })}
            </Button>
            <Text fz="xs" c="gray.7">
              {t('shop.purchase.reserved', { minutes: PURCHASE_RESERVATION_MINUTES })}
            </Text>
          </RecordSection>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function translated<T extends Record<string, string | undefined>>(errors: T, t: (k: string) => string): T {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v ? t(v) : v])) as T;
}
