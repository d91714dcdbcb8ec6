import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { NumberField } from '../../../components/number-field.tsx';
import { useSendOnce } from '../../../lib/send-once.ts';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useNavigate, useSearchParams } from 'react-router';
import {
  QUOTE_NOTE_MAX,
  QUOTE_QUANTITY_MAX,
  WISHED_DATE_MAX_DAYS,
  addDays,
  businessToday,
  quoteRequestSchema,
  type QuoteMinimum,
  type QuoteRequestInput,
} from '@formulab/shared/quotes/quotes.schema';
import { notifySuccess } from '../../../components/notify.ts';
import { ApiError } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { zodValidate, useFormSend } from '../../../lib/form.ts';
import { formatNumber } from '../../../lib/format.ts';
import { minimumQuery, ownQuotes, requestQuote } from '../api.ts';
import { PackagingPicker } from '../../../components/workflow/packaging-picker.tsx';
import { RecipePicker, recipeField } from '../../../components/workflow/recipe-picker.tsx';
import { RequestFormFooter, RequestNoteSection, RequestSection } from '../../../components/workflow/request-form.tsx';
import { addressesQuery } from '../../../lib/addresses.ts';
import { meQuery, useMe } from '../../../lib/session.ts';
import { AddShipTo, QuoteDelivery, isAbroad, shipToOf } from './quote-delivery.tsx';

type Values = Omit<QuoteRequestInput, 'quantity'> & { quantity: number | string };

/**
 * The minimum (the packaging's MOQ) and the raw materials bought at their supplier minimum that an
 * order of that size would not use up (decision 0012), with the fill they were computed from.
 */
function MinimumHint({ min }: { min: QuoteMinimum }) {
  const { t } = useTranslation();
  const n = formatNumber(min.minQuantity);
  return (
    <Stack gap={2} data-testid="quote-moq">
      <Text fz="sm" fw={600} c="gray.9">
        {t('quotes.form.moq', { count: min.minQuantity, n })}
      </Text>
      <Text fz="xs" c="gray.7">
        {t('quotes.form.moqPackaging', { n: formatNumber(min.packagingMoq) })}
      </Text>
      {min.rawMaterials.length > 0 && (
        <>
          <Text fz="xs" c="gray.7" mt={4}>
            {t('quotes.form.rawMaterials', { ml: formatNumber(min.fillMl ?? 0) })}
          </Text>
          <Stack component="ul" gap={0} m={0} pl="md" data-testid="quote-raw-materials">
            {min.rawMaterials.map((r) => (
              <Text component="li" key={r.inciName} fz="xs" c="gray.8">
                {t('quotes.form.rawMaterial', {
                  inci: r.inciName,
                  kg: formatNumber(r.moqKg, 2),
                  n: formatNumber(r.usedUpAt),
                })}
              </Text>
            ))}
          </Stack>
        </>
      )}
      {!min.fillKnown && (
        <Text fz="xs" c="var(--mantine-color-orange-light-color)">
          {t('quotes.form.fillUnknown')}
        </Text>
      )}
    </Stack>
  );
}

/** The minimum from the server's refusal ("… is 2000"), when the form does not know it yet. */
function minimumOf(err: unknown, known: number | undefined): number | undefined {
  if (known !== undefined) return known;
  const m = err instanceof ApiError ? /(\d+)\s*$/.exec(err.message) : null;
  return m ? Number(m[1]) : undefined;
}

/**
 * The quote request: one of my usable recipes, the container it is filled into, how many units (at
 * least the minimum order quantity, shown and checked as soon as both are chosen), the wished
 * delivery date, where it goes (a saved address, the default first) on which incoterm (required
 * abroad) and a note. Checked with the server's own schema before sending; the server's field errors
 * land on the fields. A delivery in Korea is invoiced with a tax invoice, so it needs my business
 * registration number: without one on my account the ship-to says so and the request is refused there,
 * as the server refuses it. `maySend` is false while the e-mail is unconfirmed (the server answers 403).
 */
export function QuoteForm({ maySend }: { maySend: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const today = businessToday();
  // the recipe screen's "request a sample / quote" links name the recipe: ?recipe=<id>
  const [params] = useSearchParams();
  const preselected = /^[0-9a-f-]{36}$/i.test(params.get('recipe') ?? '') ? params.get('recipe')! : '';
  const book = useQuery(addressesQuery);
  const me = useMe();
  // known only once the account has loaded (else the server judges)
  const brnMissing = Boolean(me.data && !me.data.businessRegistrationNumber);
  // the address sent: the one chosen while it is in the book, else the default (chosen first)
  const shipTo = (values: Values) => shipToOf(book.data?.items, values.shipToAddressId);
  const form = useForm<Values>({
    initialValues: {
      recipeId: preselected,
      packagingId: '',
      quantity: '',
      wishedDate: '',
      shipToAddressId: '',
      incoterm: null,
      note: '',
    },
    validate: (values) => {
      const address = shipTo(values);
      const errors = zodValidate(quoteRequestSchema, t)({ ...values, shipToAddressId: address?.id ?? '' });
      const min = minimum.data?.minQuantity;
      if (!errors.quantity && min !== undefined && typeof values.quantity === 'number' && values.quantity < min) {
        errors.quantity = t('errors.belowMoq', { min: formatNumber(min) });
      }
      // as the server checks it (it knows the address): abroad, the terms must be named
      if (!errors.incoterm && isAbroad(address) && !values.incoterm) errors.incoterm = t('workflow.errors.incotermRequired');
      // in Korea, the tax invoice needs my business registration number (the server says the same)
      if (!errors.shipToAddressId && address && !isAbroad(address) && brnMissing)
        errors.shipToAddressId = t('workflow.errors.brnRequired');
      return errors;
    },
    validateInputOnBlur: true,
  });
  const minimum = useQuery(minimumQuery(form.values.recipeId, form.values.packagingId));
  const address = shipTo(form.values);
  const chooseAddress = (id: string) => {
    form.setFieldValue('shipToAddressId', id);
    // a rule is required abroad only: an address in Korea settles that complaint; an address abroad
    // needs no business registration number
    if (!isAbroad(shipToOf(book.data?.items, id))) form.clearFieldError('incoterm');
    else form.clearFieldError('shipToAddressId');
  };

  const { once, keyFor, sent } = useSendOnce();
  const { send, busy, error } = useFormSend(form);
  const refused = (err: unknown) => {
    if (!(err instanceof ApiError)) return false;
    if (err.fields.quantity === 'errors.belowMoq') {
      const min = minimumOf(err, minimum.data?.minQuantity);
      form.setFieldError('quantity', t('errors.belowMoq', { min: min === undefined ? '' : formatNumber(min) }));
      return true;
    }
    // no business registration number on the account (removed in another tab): the account is loaded
    // again, and the ship-to says so; else the address is gone (deleted in another tab): the book is
    // loaded again. The field error itself goes on the form as any other.
    if (err.fields.shipToAddressId === 'workflow.errors.brnRequired') void qc.invalidateQueries({ queryKey: meQuery.queryKey });
    else if (err.fields.shipToAddressId) void qc.invalidateQueries({ queryKey: addressesQuery.queryKey });
    return false;
  };
  const submit = form.onSubmit(
    once((values: Values, event?: React.FormEvent<HTMLFormElement>) =>
      send(
        async () => {
          const body = quoteRequestSchema.parse({ ...values, shipToAddressId: shipTo(values)?.id ?? '' });
          const created = await requestQuote(body, keyFor(body));
          sent();
          void qc.invalidateQueries({ queryKey: ['quotes'] });
          void qc.invalidateQueries({ queryKey: ['pipeline'] });
          qc.setQueryData(ownQuotes.key(created.id), created);
          notifySuccess(t('quotes.form.sent'), t('quotes.form.sentBody', { ref: created.ref }));
          await navigate(`/quotes?id=${created.id}`);
        },
        { root: event?.currentTarget ?? null, handle: refused },
      ),
    ),
    focusInvalidOnFailure,
  );

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <RequestSection title={t('quotes.form.what')}>
            <RecipePicker strings="quotes.form" {...recipeField(form)} />
            {/* required: a quote is for a finished product; each choice shows its MOQ */}
            <PackagingPicker
              strings="quotes"
              required
              value={form.values.packagingId}
              onChange={(id) => form.setFieldValue('packagingId', id ?? '')}
              detail={(p) => t('quotes.form.packagingMoq', { n: formatNumber(p.moq) })}
              error={form.errors.packagingId as string | undefined}
              onBlur={() => form.validateField('packagingId')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberField
                label={t('quotes.form.quantity')}
                description={
                  minimum.data ? (
                    <MinimumHint min={minimum.data} />
                  ) : form.values.recipeId && form.values.packagingId ? (
                    t('quotes.form.moqLoading')
                  ) : (
                    t('quotes.form.moqFirst')
                  )
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                min={1}
                max={QUOTE_QUANTITY_MAX}
                suffix={t('quotes.form.unitSuffix')}
                {...form.getInputProps('quantity')}
              />
              <TextInput
                type="date"
                label={t('quotes.form.wishedDate')}
                description={t('quotes.form.wishedDateHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                min={addDays(today, 1)}
                max={addDays(today, WISHED_DATE_MAX_DAYS)}
                {...form.getInputProps('wishedDate')}
              />
            </SimpleGrid>
          </RequestSection>

          <QuoteDelivery
            book={book}
            address={address}
            onAddress={chooseAddress}
            incoterm={form.values.incoterm ?? null}
            onIncoterm={(rule) => form.setFieldValue('incoterm', rule)}
            onAdd={() => setAdding(true)}
            brnMissing={brnMissing}
            errors={{
              shipToAddressId: form.errors.shipToAddressId as string | undefined,
              incoterm: form.errors.incoterm as string | undefined,
            }}
          />

          <RequestNoteSection strings="quotes.form" maxLength={QUOTE_NOTE_MAX} input={form.getInputProps('note')} />
          <RequestFormFooter strings="quotes.form" error={error} busy={busy} maySend={maySend} />
        </Stack>
      </form>
      {adding && <AddShipTo first={!book.data?.items.length} onClose={() => setAdding(false)} onChosen={chooseAddress} />}
    </>
  );
}
