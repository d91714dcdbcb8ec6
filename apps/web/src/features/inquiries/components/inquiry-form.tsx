import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import {
  INQUIRY_BODY_MAX,
  INQUIRY_CATEGORIES,
  INQUIRY_TITLE_MAX,
  inquiryCreateSchema,
  type InquiryCategory,
  type InquiryDetail,
} from '@formulab/shared/inquiries/inquiries.schema';
import { notifyError } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { createInquiry } from '../api.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

type Values = { category: InquiryCategory | ''; title: string; body: string; attachmentIds: string[] };

/**
 * A new 1:1 inquiry: what it is about, a title, the question and up to three files. Checked with the
 * server's own schema first; the server's field errors land on the fields.
 */
export function InquiryForm({ onCreated, maySend }: { onCreated: (d: InquiryDetail) => void; maySend: boolean }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<FileRef[]>([]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { category: '', title: '', body: '', attachmentIds: [] },
    validate: zodValidate<Values>(inquiryCreateSchema, t),
  });
  const [busy, setBusy] = useState(false);
  // sends once: another press while it is sent sends nothing, and a retry of the same inquiry carries
  // the same Idempotency-Key, so the server makes it once
  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once(async (values: Values) => {
      setBusy(true);
      try {
        const body = { ...values, category: values.category as InquiryCategory };
        const created = await createInquiry(body, keyFor(body));
        sent();
        onCreated(created);
      } catch (err) {
        if (!applyServerErrors(form, err, t)) notifyError(t(errorKey(err)));
      } finally {
        setBusy(false);
      }
    }),
    focusInvalidOnFailure,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('support.form.category')}
          placeholder={t('support.form.categoryPlaceholder')}
          data={INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`support.categories.${c}`) }))}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          {...form.getInputProps('category')}
        />
        <TextInput
          label={t('support.form.title')}
          placeholder={t('support.form.titlePlaceholder')}
          withAsterisk
          maxLength={INQUIRY_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('support.form.body')}
          placeholder={t('support.form.bodyPlaceholder')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          maxLength={INQUIRY_BODY_MAX}
          {...form.getInputProps('body')}
        />
        <AttachmentPicker
          value={files}
          onChange={(f) => {
            setFiles(f);
            form.setFieldValue(
              'attachmentIds',
              f.map((x) => x.id),
            );
          }}
          error={(form.errors.attachmentIds as string | undefined) ?? null}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            color="coral.9"
            loading={busy}
            disabled={!maySend}
            leftSection={<IconSend size={16} aria-hidden="true" />}
          >
            {t('support.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
