import { Box, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { FormError } from '../../../components/form-fields.tsx';

/**
 * A settings section: its heading and what it is for on the left, the form in a card on the right.
 * Linked from another screen (`/account-settings#<id>`: the address book from a quote's ship-to, the
 * company from the quote form's registration-number alert), it scrolls into view: it appears once the
 * account has loaded, after the browser looked for the anchor.
 */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const linked = useLocation().hash === `#${id}`;
  useEffect(() => {
    if (linked) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [linked, id]);
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80 }}>
      <Grid gutter={{ base: 'sm', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title id={`${id}-title`} order={2} fz="lg" c="gray.9">
            {title}
          </Title>
          <Text c="gray.7" fz="sm" mt={6} lh={1.6} maw={360}>
            {description}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
            {children}
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

/** The section's save button: active once something changed. */
export function SaveBar({ busy, dirty, label }: { busy: boolean; dirty: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" pt="xs">
      <Button type="submit" loading={busy} disabled={!dirty}>
        {label ?? t('common.save')}
      </Button>
    </Group>
  );
}

/**
 * A section's form: what went wrong on top, its fields, and the save button (`saveLabel`, else
 * "Save"), active once something changed (`dirty`).
 */
export function SettingsForm({
  onSubmit,
  error,
  busy,
  dirty,
  saveLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  busy: boolean;
  dirty: boolean;
  saveLabel?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        {children}
        <SaveBar busy={busy} dirty={dirty} label={saveLabel} />
      </Stack>
    </form>
  );
}
