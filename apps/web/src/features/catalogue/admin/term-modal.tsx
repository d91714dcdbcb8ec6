import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { termInputSchema, type TaxonomyKind, type Term, type TermInput } from '@formulab/shared/catalogue/taxonomy.schema';
import { errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { createTerm, localName, updateTerm } from '../api.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { CodeInput } from './code-input.tsx';
import { slugify } from './terms-usage.ts';

type Props = { kind: TaxonomyKind; term: Term | null; opened: boolean; onClose: () => void };

/** Add or rename one entry of an ordered list. "Save and add another" keeps the dialog open for the next one. */
export function TermModal({ kind, term, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(term ? 'adminCatalogue.terms.editTitle' : 'adminCatalogue.terms.addTitle')}
      centered
    >
      <TermForm key={term?.id ?? 'new'} kind={kind} term={term} onClose={onClose} />
    </Modal>
  );
}

const EMPTY: TermInput = { slug: '', nameKo: '', nameEn: '' };

function TermForm({ kind, term, onClose }: Omit<Props, 'opened'>) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [slugTouched, setSlugTouched] = useState(Boolean(term));
  const form = useForm<TermInput>({
    mode: 'controlled',
    initialValues: term ? { slug: term.slug, nameKo: term.nameKo, nameEn: term.nameEn } : EMPTY,
    validate: zodValidate(termInputSchema, t),
    validateInputOnBlur: true,
  });
  const [again, setAgain] = useState(false);

  const { once, keyFor } = useSendOnce();
  const save = once(async (values: TermInput, addAnother: boolean) => {
    setAgain(addAnother);
    setError(null);
    setBusy(true);
    try {
      // an edit carries the version it started from (409 when someone saved in between)
      const saved = term
        ? await updateTerm(kind, term.id, { ...values, version: term.version })
        : await createTerm(kind, values, keyFor(values));
      await qc.invalidateQueries({ queryKey: ['taxonomy', kind] });
      // labels appear in the catalogue lists too
      void qc.invalidateQueries({ queryKey: kind.startsWith('sub-') ? ['sub-materials'] : ['ingredients'] });
      notifications.show({
        color: 'teal',
        message: t(term ? 'adminCatalogue.terms.updated' : 'adminCatalogue.terms.created', {
          name: localName(saved, i18n.resolvedLanguage),
        }),
      });
      if (addAnother) {
        form.reset();
        setSlugTouched(false);
        document.getElementById(`term-${kind}-nameKo`)?.focus();
      } else onClose();
    } catch (err) {
      if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={form.onSubmit((v) => save(v, false), focusInvalidOnFailure)} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          id={`term-${kind}-nameKo`}
          label={t('adminCatalogue.terms.nameKo')}
          required
          data-autofocus
          {...form.getInputProps('nameKo')}
        />
        <TextInput
          label={t('adminCatalogue.terms.nameEn')}
          required
          {...form.getInputProps('nameEn')}
          onChange={(e) => {
            const v = e.currentTarget.value;
            form.setFieldValue('nameEn', v);
            if (!slugTouched) form.setFieldValue('slug', slugify(v));
          }}
        />
        <CodeInput
          label={t('adminCatalogue.terms.slug')}
          description={t('adminCatalogue.terms.slugHelp')}
          required
          autoCapitalize="off"
          {...form.getInputProps('slug')}
          onChange={(e) => {
            setSlugTouched(true);
            form.setFieldValue('slug', e.currentTarget.value);
          }}
        />
        {term && term.usage > 0 && form.values.slug !== term.slug && (
          <Alert color="yellow" fz="sm">
            {t('adminCatalogue.terms.slugChangeWarning')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {!term && (
            <Button
              variant="light"
              loading={busy && again}
              onClick={() => form.onSubmit((v) => save(v, true), focusInvalidOnFailure)()}
            >
              {t('adminCatalogue.terms.saveAndAdd')}
            </Button>
          )}
          <Button type="submit" loading={busy && !again}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
