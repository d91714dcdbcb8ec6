import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title, type TextareaProps } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';

/** One titled card of a customer's request form (the recipe, the quantity, where to ship, a note). */
export function RequestSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white" component="section">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The request's free-text note for staff, as its own card; `strings` names the form's labels
 * (`<strings>.noteTitle`, `.note`, `.noteHint`), `input` is the form's props for the field.
 */
export function RequestNoteSection(p: {
  strings: string;
  maxLength: number;
  input: Pick<TextareaProps, 'value' | 'onChange' | 'error' | 'onFocus' | 'onBlur'>;
}) {
  const { t } = useTranslation();
  return (
    <RequestSection title={t(`${p.strings}.noteTitle`)}>
      <Textarea
        label={t(`${p.strings}.note`)}
        description={t(`${p.strings}.noteHint`)}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        autosize
        minRows={3}
        maxLength={p.maxLength}
        {...p.input}
      />
    </RequestSection>
  );
}

/**
 * The end of a request form: what went wrong (if anything), what happens next and the send button
 * (`<strings>.whatNext`, `.submit`).
 */
export function RequestFormFooter(p: {
  strings: string;
  error: string | null;
  busy: boolean;
  /** false while the account may not send (an unconfirmed e-mail: the server would answer 403) */
  maySend: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {p.error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {p.error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="gray.7" maw={460}>
          {t(`${p.strings}.whatNext`)}
        </Text>
        <Button
          type="submit"
          size="md"
          color="coral.9"
          loading={p.busy}
          disabled={!p.maySend}
          leftSection={<IconSend size={18} aria-hidden="true" />}
        >
          {t(`${p.strings}.submit`)}
        </Button>
      </Group>
    </>
  );
}
