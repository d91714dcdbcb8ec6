import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { Me } from '@formulab/shared/auth/auth.schema';
import { formatBrn } from '@formulab/shared/auth/brn';
import { useProfileForm } from '../use-profile-form.ts';
import { FormTextInput, PhoneField } from '../../../components/form-fields.tsx';
import { SettingsForm, SettingsSection } from './settings-section.tsx';

/** Name and phone of the person behind the account. */
export function ProfileSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { form, submit, error, busy } = useProfileForm({ name: me.name, phone: me.phone });
  return (
    <SettingsSection id="profile" title={t('settings.profile.title')} description={t('settings.profile.desc')}>
      <SettingsForm onSubmit={submit} error={error} busy={busy} dirty={form.isDirty()}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput form={form} name="name" label="auth.name" autoComplete="name" required />
          <PhoneField {...form.getInputProps('phone')} />
        </SimpleGrid>
      </SettingsForm>
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
      <SettingsForm onSubmit={submit} error={error} busy={busy} dirty={form.isDirty()}>
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
      </SettingsForm>
    </SettingsSection>
  );
}
