import { Group, Radio, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { useProfileForm } from '../use-profile-form.ts';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** The account's language: screens and e-mails. Saving switches the screen language too. */
export function LanguageSection({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const { form, submit, error, busy } = useProfileForm({ preferredLanguage: me.preferredLanguage }, async (values) => {
    if (values.preferredLanguage) await i18n.changeLanguage(values.preferredLanguage);
  });
  return (
    <SettingsSection id="language" title={t('settings.language.title')} description={t('settings.language.desc')}>
      <SettingsForm onSubmit={submit} error={error} busy={busy} dirty={form.isDirty()}>
        <Radio.Group label={t('auth.preferredLanguage')} {...form.getInputProps('preferredLanguage')}>
          <Group gap="xl" mt="xs">
            <Radio value="ko" label="한국어" lang="ko" />
            <Radio value="en" label="English" lang="en" />
          </Group>
        </Radio.Group>
      </SettingsForm>
    </SettingsSection>
  );
}

/** Consent to marketing e-mails; service messages are sent regardless. */
export function MarketingSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { form, submit, error, busy } = useProfileForm({ marketingConsent: me.marketingConsent });
  return (
    <SettingsSection id="marketing" title={t('settings.marketing.title')} description={t('settings.marketing.desc')}>
      <SettingsForm onSubmit={submit} error={error} busy={busy} dirty={form.isDirty()}>
        <Switch
          label={t('settings.marketing.label')}
          size="md"
          styles={{ body: { alignItems: 'flex-start' } }}
          {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
