import { Alert, Button, Grid, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FormTextarea } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import {
  QUOTE_LINE_KINDS,
  QUOTE_LINES_MAX,
  QUOTE_LEAD_TIME_MAX,
  VALID_UNTIL_MAX_DAYS,
  addDays,
  businessToday,
  quoteAnswerSchema,
  quoteTotal,
  unitPriceOf,
  type QuoteDetail,
  type QuoteLineKind,
} from '@formulab/shared/quotes/quotes.schema';
import { MONEY_MAX } from '@formulab/shared/workflow/workflow.schema';
import { vatOf } from '@formulab/shared/orders/tax';
import { errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { vatLabel } from '../format.ts';
import { answerQuote } from './admin-api.ts';
import { AddRowButton, NumberField, RemoveRowButton } from '../../../components/admin/index.ts';
import { useSendOnce } from '../../../lib/send-once.ts';

type Line = { kind: QuoteLineKind; label: string; amount: number | string };
type Values = { version: number; lines: Line[]; leadTimeDays: number | string; validUntil: string; note: string };

const amountOf = (v: number | string) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * Staff's answer to a quote request, or a revision of the answer: line items (kind, item, amount in
 * won, VAT excluded) with the supply total, the VAT it carries (10 % in Korea, none on an export; a quote
 * requested before VAT was itemised is priced as a sale in Korea, as the server does), the amount to pay
 * and the unit price over the quantity worked out live as they type, the lead time, the validity date
 * and a note for the customer. A revision starts from the current answer. The server computes the
 * figures itself and keeps every revision.
 */
export function AnswerForm({
  quote,
  onDone,
  onCancel,
}: {
  quote: QuoteDetail;
  onDone: (d: QuoteDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const current = quote.revisions[0];
  const today = businessToday();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      version: quote.version,
      lines: current
        ? current.lines.map((l) => ({ ...l }))
        : (['formulation', 'filling', 'packaging'] as const).map((kind) => ({ kind, label: '', amount: '' })),
      leadTimeDays: current?.leadTimeDays ?? 30,
      // a revision is valid for another month from today
      validUntil: addDays(today, 30),
      note: '',
    },
    validate: zodValidate(quoteAnswerSchema, t),
  });
  const total = quoteTotal(form.values.lines.map((l) => ({ amount: amountOf(l.amount) })));
  const unit = unitPriceOf(total, quote.quantity);
  const treatment = quote.taxTreatment ?? 'standard';
  const vat = vatOf(total, treatment);

  const { once } = useSendOnce();
  const submit = form.onSubmit(
    once(async (values: Values, event?: React.FormEvent<HTMLFormElement>) => {
      const root = event?.currentTarget ?? null;
      setError(null);
      setBusy(true);
      try {
        onDone(await answerQuote(quote.id, quoteAnswerSchema.parse(values)));
      } catch (err) {
        if (!applyServerErrors(form, err, t, root)) setError(t(errorKey(err)));
      } finally {
        setBusy(false);
      }
    }),
    focusInvalidOnFailure,
  );

  const linesError = typeof form.errors.lines === 'string' ? form.errors.lines : null;
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate data-testid="answer-form">
      <Stack gap="md">
        <Title order={3} fz="md">
          {current ? t('adminQuotes.answer.reviseTitle', { n: current.number + 1 }) : t('adminQuotes.answer.title')}
        </Title>
        <Stack gap="xs" role="group" aria-label={t('adminQuotes.answer.lines')}>
          {form.values.lines.map((_, i) => (
            // a phone puts kind, amount and delete on one row and the item below them
            <Grid key={i} gutter="xs" align="flex-start" data-testid="answer-line">
              <Grid.Col span={{ base: 5, sm: 3 }} order={{ base: 1, sm: 1 }}>
                <Select
                  aria-label={t('adminQuotes.answer.kindOf', { n: i + 1 })}
                  data={QUOTE_LINE_KINDS.map((k) => ({ value: k, label: t(`quotes.kinds.${k}`) }))}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps(`lines.${i}.kind`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }} order={{ base: 4, sm: 2 }}>
                <TextInput
                  aria-label={t('adminQuotes.answer.labelOf', { n: i + 1 })}
                  placeholder={t(`adminQuotes.answer.placeholders.${form.values.lines[i]!.kind}`)}
                  maxLength={120}
                  {...form.getInputProps(`lines.${i}.label`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 3 }} order={{ base: 2, sm: 3 }}>
                <NumberField
                  aria-label={t('adminQuotes.answer.amountOf', { n: i + 1 })}
                  placeholder="0"
                  min={0}
                  max={MONEY_MAX}
                  prefix="₩"
                  {...form.getInputProps(`lines.${i}.amount`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 3, sm: 4 }}>
                <RemoveRowButton
                  color="gray.7"
                  size="lg"
                  mt={2}
                  disabled={form.values.lines.length <= 1}
                  onClick={() => form.removeListItem('lines', i)}
                  label={t('adminQuotes.answer.removeLine', { n: i + 1 })}
                />
              </Grid.Col>
            </Grid>
          ))}
          {linesError && (
            <Text c="red.8" fz="sm" role="alert">
              {linesError}
            </Text>
          )}
          <Group justify="space-between" gap="xs">
            <AddRowButton
              disabled={form.values.lines.length >= QUOTE_LINES_MAX}
              onClick={() => form.insertListItem('lines', { kind: 'other', label: '', amount: '' })}
            >
              {t('adminQuotes.answer.addLine', { n: form.values.lines.length, max: QUOTE_LINES_MAX })}
            </AddRowButton>
            <Stack gap={0} align="flex-end" aria-live="polite">
              <Text fz="sm" className="tabular" data-testid="answer-total">
                {t('adminQuotes.answer.total', { total: formatMoney(total) })}
              </Text>
              <Text fz="sm" className="tabular" data-testid="answer-vat">
                {vatLabel(treatment, t)} {formatMoney(vat)}
              </Text>
              <Text fw={700} className="tabular" data-testid="answer-amount-due">
                {t('workflow.amounts.amountDue')} {formatMoney(total + vat)}
              </Text>
              <Text fz="sm" c="gray.7" className="tabular" data-testid="answer-unit-price">
                {t('adminQuotes.answer.unit', { price: formatMoney(unit), n: formatNumber(quote.quantity) })}
              </Text>
            </Stack>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberField
            label={t('adminQuotes.answer.leadTime')}
            required
            min={1}
            max={QUOTE_LEAD_TIME_MAX}
            suffix={t('adminQuotes.answer.days')}
            {...form.getInputProps('leadTimeDays')}
          />
          <TextInput
            type="date"
            label={t('adminQuotes.answer.validUntil')}
            required
            min={addDays(today, 1)}
            max={addDays(today, VALID_UNTIL_MAX_DAYS)}
            {...form.getInputProps('validUntil')}
          />
        </SimpleGrid>
        <FormTextarea
          form={form}
          name="note"
          label="adminQuotes.answer.note"
          description="adminQuotes.answer.noteHint"
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          autosize
          minRows={2}
          maxLength={1000}
        />
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconSend size={16} aria-hidden="true" />}>
            {current ? t('adminQuotes.answer.sendRevision') : t('adminQuotes.answer.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
