import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { formatBrn } from '@formulab/shared/auth/brn';
import { useProfileForm } from '../use-profile-form.ts';
import { FormError, FormTextInput, PhoneField } from '../../../components/form-fields.tsx';
import { SaveBar, SettingsSection } from './settings-section.tsx';

/** Name and phone of the person behind the account. */
export function ProfileSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { form, submit, error, busy } = useProfileForm({ name: me.name, phone: me.phone });
  return (
    <SettingsSection id="profile" title={t('settings.profile.title')} description={t('settings.profile.desc')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextInput form={form} name="name" label="auth.name" autoComplete="name" required />
            <PhoneField {...form.getInputProps('phone')} />
          </SimpleGrid>
          <SaveBar busy={busy} dirty={form.isDirty()} />
        </Stack>
      </form>
    </SettingsSection>
  );
}

/** The company (brand) and its business registration number, checked digit and all. */
export function CompanySection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { form, submit, error, busy } = useProfileForm({
    companyName: me.companyName,
    businessRegistrationNumber: me.businessRegistrationNumber ? formatBrn(me.businessRegistrationNumber) : '',
  });
  return (
    <SettingsSection id="company" title={t('settings.company.title')} description={t('settings.company.desc')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextInput form={form} name="companyName" label="auth.companyName" autoComplete="organization" required />
            <FormTextInput
              form={form}
              name="businessRegistrationNumber"
              label="auth.brn"
              description="auth.brnHint"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder="123-45-67890"
              inputMode="numeric"
              className="tabular"
            />
          </SimpleGrid>
          <SaveBar busy={busy} dirty={form.isDirty()} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
