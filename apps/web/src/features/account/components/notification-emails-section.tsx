import { Skeleton, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { NotificationEmails } from '@formulab/shared/notifications/notifications.schema';
import { notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { notificationEmailsQuery, useSaveNotificationEmails } from '../api.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

const AREAS = ['samples', 'quotes', 'orders', 'compliance'] as const;

/** Status e-mails per area (samples, quotes, orders); the in-app notifications arrive regardless. */
export function NotificationEmailsSection() {
  const { t } = useTranslation();
  const prefs = useQuery(notificationEmailsQuery);
  return (
    <SettingsSection
      id="notification-emails"
      title={t('settings.notificationEmails.title')}
      description={t('settings.notificationEmails.desc')}
    >
      {prefs.isPending ? (
        <Stack gap="md" aria-busy="true">
          {AREAS.map((a) => (
            <Skeleton key={a} h={40} />
          ))}
        </Stack>
      ) : prefs.isError ? (
        <LoadErrorAlert title={t('settings.notificationEmails.loadError')} query={prefs} retryLabel={t('settings.retry')} />
      ) : (
        <NotificationEmailsForm saved={prefs.data} />
      )}
    </SettingsSection>
  );
}

export function NotificationEmailsForm({ saved }: { saved: NotificationEmails }) {
  const { t, i18n } = useTranslation();
  const save = useSaveNotificationEmails();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NotificationEmails>({ mode: 'controlled', initialValues: saved });

  // saved elsewhere (another tab): follow it unless the user is changing this section
  const serverState = JSON.stringify(saved);
  useEffect(() => {
    if (!form.isDirty()) {
      form.setInitialValues(saved);
      form.setValues(saved);
    }
  }, [serverState]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const stored = await save.mutateAsync(values);
      form.setInitialValues(stored);
      form.resetDirty(stored);
      notifySuccess(i18n.t('settings.savedTitle'), i18n.t('settings.saved'));
    } catch (err) {
      setError(t(errorKey(err)));
    }
  });

  return (
    <SettingsForm onSubmit={submit} error={error} busy={save.isPending} dirty={form.isDirty()}>
      {AREAS.map((area) => (
        <Switch
          key={area}
          size="md"
          label={t(`settings.notificationEmails.${area}`)}
          description={t(`settings.notificationEmails.${area}Hint`)}
          styles={{ body: { alignItems: 'flex-start' }, description: { color: 'var(--mantine-color-gray-7)' } }}
          {...form.getInputProps(area, { type: 'checkbox' })}
        />
      ))}
    </SettingsForm>
  );
}
