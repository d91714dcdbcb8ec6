import { Anchor, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CheckboxField } from '../../components/accessible-fields.tsx';
import { EmailField, FormError, NewPasswordField, PhoneField } from '../../components/form-fields.tsx';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signUpSchema, type SignUpInput } from '@formulab/shared/auth/auth.schema';
import type { PolicyKind } from '@formulab/shared/policies/policies.schema';
import { safeRedirect } from '@formulab/shared/routes';
import { AuthCard } from '../../components/auth-card.tsx';
import { signUp } from '../../features/auth/api.ts';
import { currentPoliciesQuery, pick } from '../../features/policies/api.ts';
import { PolicyText } from '../../features/policies/policy-text.tsx';
import { errorKey } from '../../lib/api.ts';
import { LoadErrorAlert } from '../../components/list-states.tsx';
import { zodValidate, useFormSend } from '../../lib/form.ts';
import { forgetExplicitLanguage } from '../../lib/explicit-language.ts';
import { focusInvalidOnFailure } from '../../lib/focus-invalid.ts';

export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const policies = useQuery(currentPoliciesQuery);
  const [reading, setReading] = useState<PolicyKind | null>(null);
  // the accepted policy versions are not form fields: validate and send the values with them, or
  // the schema's positive-version check fails on a field the form never shows and nothing is sent
  const withPolicyVersions = (v: SignUpInput): SignUpInput => ({
    ...v,
    termsVersion: pick(policies.data?.items, 'terms')?.version ?? 0,
    privacyVersion: pick(policies.data?.items, 'privacy')?.version ?? 0,
  });
  const validate = zodValidate<SignUpInput>(signUpSchema, t);
  const form = useForm<SignUpInput>({
    mode: 'uncontrolled',
    initialValues: {
      email: '',
      password: '',
      name: '',
      companyName: '',
      phone: '',
      businessRegistrationNumber: '',
      preferredLanguage: i18n.resolvedLanguage === 'en' ? 'en' : 'ko',
      termsVersion: 0,
      privacyVersion: 0,
      acceptTerms: false as unknown as true,
      acceptPrivacy: false as unknown as true,
      marketingConsent: false,
    },
    validate: (values) => validate(withPolicyVersions(values)),
    validateInputOnBlur: true,
    transformValues: withPolicyVersions,
  });
  const { send, busy, error } = useFormSend(form);
  const submit = form.onSubmit(
    (values) =>
      send(async () => {
        await signUp(values);
        // the language chosen here is on the new account: it replaces one picked in the header before
        forgetExplicitLanguage();
        await i18n.changeLanguage(values.preferredLanguage);
        navigate(safeRedirect(params.get('redirect')), { replace: true, state: { welcome: true } });
      }),
    focusInvalidOnFailure,
  );
  const readingPolicy = reading ? pick(policies.data?.items, reading) : undefined;
  return (
    <AuthCard
      width={640}
      title={t('auth.signUpTitle')}
      subtitle={
        <>
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('auth.signInLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <EmailField key={form.key('email')} {...form.getInputProps('email')} />
            <NewPasswordField label={t('auth.password')} key={form.key('password')} {...form.getInputProps('password')} />
            <TextInput
              label={t('auth.name')}
              autoComplete="name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('auth.companyName')}
              autoComplete="organization"
              required
              key={form.key('companyName')}
              {...form.getInputProps('companyName')}
            />
            <PhoneField key={form.key('phone')} {...form.getInputProps('phone')} />
            <TextInput
              label={t('auth.brn')}
              description={t('auth.brnHint')}
              placeholder="123-45-67890"
              inputMode="numeric"
              key={form.key('businessRegistrationNumber')}
              {...form.getInputProps('businessRegistrationNumber')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="lang-label">
              {t('auth.preferredLanguage')}
            </Text>
            <SegmentedControl
              aria-labelledby="lang-label"
              data={[
                { value: 'ko', label: '한국어' },
                { value: 'en', label: 'English' },
              ]}
              key={form.key('preferredLanguage')}
              {...form.getInputProps('preferredLanguage')}
            />
          </Stack>
          <Stack gap="xs" p="md" bg="gray.0" style={{ borderRadius: 8 }}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <CheckboxField
                label={t('auth.acceptTerms')}
                key={form.key('acceptTerms')}
                {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
              />
              <Anchor component="button" type="button" fz="sm" onClick={() => setReading('terms')}>
                {t('auth.read')}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <CheckboxField
                label={t('auth.acceptPrivacy')}
                key={form.key('acceptPrivacy')}
                {...form.getInputProps('acceptPrivacy', { type: 'checkbox' })}
              />
              <Anchor component="button" type="button" fz="sm" onClick={() => setReading('privacy')}>
                {t('auth.read')}
              </Anchor>
            </Group>
            <CheckboxField
              label={t('auth.marketing')}
              key={form.key('marketingConsent')}
              {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
            />
          </Stack>
          {policies.isError && (
            // the versions accepted go with the sign-up: without them the button stays off, and says why
            <LoadErrorAlert
              title={t('auth.policiesLoadError')}
              message={t(errorKey(policies.error))}
              retryLabel={t('auth.retry')}
              onRetry={() => void policies.refetch()}
            />
          )}
          <Button type="submit" loading={busy} size="md" color="coral.9" disabled={!policies.data}>
            {t('auth.createAccount')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={!!readingPolicy}
        onClose={() => setReading(null)}
        title={readingPolicy ? (i18n.resolvedLanguage === 'en' ? readingPolicy.titleEn : readingPolicy.titleKo) : ''}
        size="lg"
      >
        {readingPolicy && <PolicyText policy={readingPolicy} />}
      </Modal>
    </AuthCard>
  );
}
