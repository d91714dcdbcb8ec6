import { Alert, Box, Button, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '@formulab/shared/catalogue/files.schema';
import {
  HONEYPOT_FIELD,
  PARTNERSHIP_PROPOSAL_MAX,
  PARTNERSHIP_TYPES,
  partnershipCreateSchema,
} from '@formulab/shared/inquiries/inquiries.schema';
import { notifyError } from '../../../components/notify.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { sendPartnership } from '../api.ts';
import { fileProblem } from './attachment-picker.tsx';

type Values = {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  type: string;
  proposal: string;
  [HONEYPOT_FIELD]: string;
};

/**
 * The partnership proposal: company, contact, what kind of partnership, the proposal and one optional
 * file (a PDF deck or a picture). Open to visitors; a signed-in user's details are filled in. A hidden
 * field (`website`) is left empty by people and filled by bots.
 */
export function PartnershipForm({
  initial,
  onSent,
}: {
  initial?: Partial<Pick<Values, 'company' | 'contactName' | 'email' | 'phone'>>;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const empty: Values = { company: '', contactName: '', email: '', phone: '', type: '', proposal: '', [HONEYPOT_FIELD]: '' };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...empty, ...initial },
    validate: zodValidate<Values>(partnershipCreateSchema, t),
  });
  const submit = form.onSubmit(async (values) => {
    if (file && fileProblem(file)) return setFileError(t(fileProblem(file)!));
    setProgress(0);
    try {
      const receipt = await sendPartnership(values, file, setProgress);
      setSent(receipt.ref);
      form.setValues({ ...empty, ...initial });
      setFile(null);
      onSent?.();
    } catch (err) {
      if (err instanceof ApiError && err.fields.file) setFileError(t(err.fields.file));
      else if (!applyServerErrors(form, err, t)) notifyError(t(errorKey(err)));
    } finally {
      setProgress(null);
    }
  }, focusInvalidOnFailure);

  if (sent) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        title={t('support.partnership.sentTitle')}
        role="status"
      >
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{t('support.partnership.sentBody', { ref: sent })}</Text>
          <Button variant="default" size="xs" onClick={() => setSent(null)}>
            {t('support.partnership.another')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('support.partnership.company')}
            withAsterisk
            maxLength={120}
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
          <TextInput
            label={t('support.partnership.contactName')}
            withAsterisk
            maxLength={60}
            autoComplete="name"
            {...form.getInputProps('contactName')}
          />
          <TextInput
            label={t('support.partnership.email')}
            withAsterisk
            type="email"
            maxLength={254}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('support.partnership.phone')}
            type="tel"
            maxLength={20}
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Select
          label={t('support.partnership.type')}
          placeholder={t('support.partnership.typePlaceholder')}
          withAsterisk
          allowDeselect={false}
          data={PARTNERSHIP_TYPES.map((p) => ({ value: p, label: t(`support.partnershipTypes.${p}`) }))}
          {...form.getInputProps('type')}
        />
        <Textarea
          label={t('support.partnership.proposal')}
          description={t('support.partnership.proposalHint')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={18}
          maxLength={PARTNERSHIP_PROPOSAL_MAX}
          {...form.getInputProps('proposal')}
        />
        <FileInput
          label={t('support.partnership.file')}
          description={t('support.partnership.fileHint')}
          placeholder={t('support.partnership.filePlaceholder')}
          // Mantine draws a file input's placeholder in gray 5 (2.1:1 on white): the hint colour instead
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept={[...DOCUMENT_TYPES, ...IMAGE_TYPES].join(',')}
          clearable
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(f && fileProblem(f) ? t(fileProblem(f)!) : null);
          }}
          error={fileError}
        />
        {/* for bots only: people never see or fill it */}
        <Box aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Website
            <input
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={form.values[HONEYPOT_FIELD]}
              onChange={(e) => form.setFieldValue(HONEYPOT_FIELD, e.currentTarget.value)}
            />
          </label>
        </Box>
        <Text fz="xs" c="gray.7">
          {t('support.partnership.privacy')}
        </Text>
        <Group justify="flex-end">
          <Button
            type="submit"
            color="coral.9"
            loading={progress !== null}
            leftSection={<IconSend size={16} aria-hidden="true" />}
          >
            {t('support.partnership.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
