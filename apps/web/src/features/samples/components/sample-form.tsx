import { Grid, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { useNavigate, useSearchParams } from 'react-router';
import type { Me } from '@formulab/shared/auth/auth.schema';
import {
  SAMPLE_NOTE_MAX,
  SAMPLE_QUANTITY_MAX,
  SAMPLE_QUANTITY_MIN,
  sampleCreateSchema,
  type SampleCreateInput,
} from '@formulab/shared/samples/samples.schema';
import { notifySuccess } from '../../../components/notify.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { zodValidate, useFormSend } from '../../../lib/form.ts';
import { formatNumber, localName } from '../../../lib/format.ts';
import { createSample, ownSamples } from '../api.ts';
import { NumberField } from '../../../components/number-field.tsx';
import { useSendOnce } from '../../../lib/send-once.ts';
import { PackagingPicker } from '../../../components/workflow/packaging-picker.tsx';
import { RecipePicker, recipeField } from '../../../components/workflow/recipe-picker.tsx';
import { RequestFormFooter, RequestNoteSection, RequestSection } from '../../../components/workflow/request-form.tsx';

type Values = Omit<SampleCreateInput, 'quantity'> & { quantity: number | string; packagingId: string | null };

/**
 * The sample request: one of my usable recipes, how many units, optional packaging, where to ship,
 * a note. Checked with the server's own schema before sending; the server's field errors land on the
 * fields. `maySend` is false while the e-mail is unconfirmed (the server would answer 403).
 */
export function SampleForm({ me, maySend }: { me: Me; maySend: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  // the recipe screen's "request a sample / quote" links name the recipe: ?recipe=<id>
  const [params] = useSearchParams();
  const preselected = /^[0-9a-f-]{36}$/i.test(params.get('recipe') ?? '') ? params.get('recipe')! : '';
  const form = useForm<Values>({
    initialValues: {
      recipeId: preselected,
      quantity: 10,
      packagingId: null,
      shipping: { recipient: me.name, phone: me.phone, postalCode: '', address: '', detail: '' },
      note: '',
    },
    validate: zodValidate(sampleCreateSchema, t),
    validateInputOnBlur: true,
  });

  const { once, keyFor, sent } = useSendOnce();
  const { send, busy, error } = useFormSend(form);
  const submit = form.onSubmit(
    once((values: Values, event?: React.FormEvent<HTMLFormElement>) =>
      send(
        async () => {
          const body = sampleCreateSchema.parse(values);
          const created = await createSample(body, keyFor(body));
          sent();
          for (const k of ['samples', 'pipeline']) void qc.invalidateQueries({ queryKey: [k] });
          qc.setQueryData(ownSamples.key(created.id), created);
          notifySuccess(t('samples.form.sent'), t('samples.form.sentBody', { ref: created.ref }));
          await navigate(`/sampleOrder/${created.id}`);
        },
        { root: event?.currentTarget ?? null },
      ),
    ),
    focusInvalidOnFailure,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <RequestSection title={t('samples.form.what')}>
          <RecipePicker strings="samples.form" {...recipeField(form)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberField
              label={t('samples.form.quantity')}
              description={t('samples.form.quantityHint', {
                min: formatNumber(SAMPLE_QUANTITY_MIN),
                max: formatNumber(SAMPLE_QUANTITY_MAX),
              })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              min={SAMPLE_QUANTITY_MIN}
              max={SAMPLE_QUANTITY_MAX}
              suffix={t('samples.form.unitSuffix')}
              {...form.getInputProps('quantity')}
            />
            <PackagingPicker
              strings="samples"
              value={form.values.packagingId}
              onChange={(id) => form.setFieldValue('packagingId', id)}
              detail={(p, language) => localName(p.type, language)}
              error={form.errors.packagingId as string | undefined}
            />
          </SimpleGrid>
        </RequestSection>

        <RequestSection title={t('samples.form.shipping')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('samples.form.recipient')}
              autoComplete="name"
              required
              {...form.getInputProps('shipping.recipient')}
            />
            <TextInput
              label={t('samples.form.phone')}
              type="tel"
              autoComplete="tel"
              placeholder="010-1234-5678"
              required
              {...form.getInputProps('shipping.phone')}
            />
          </SimpleGrid>
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('samples.form.postalCode')}
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder="06236"
                required
                className="tabular"
                {...form.getInputProps('shipping.postalCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t('samples.form.address')}
                autoComplete="address-line1"
                required
                {...form.getInputProps('shipping.address')}
              />
            </Grid.Col>
          </Grid>
          <TextInput
            label={t('samples.form.detail')}
            autoComplete="address-line2"
            placeholder={t('samples.form.detailPlaceholder')}
            {...form.getInputProps('shipping.detail')}
          />
        </RequestSection>

        <RequestNoteSection strings="samples.form" maxLength={SAMPLE_NOTE_MAX} input={form.getInputProps('note')} />
        <RequestFormFooter strings="samples.form" error={error} busy={busy} maySend={maySend} />
      </Stack>
    </form>
  );
}
