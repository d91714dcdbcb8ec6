import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { profileUpdateSchema, type Language } from '@formulab/shared/auth/auth.schema';
import { errorKey } from '../../lib/api.ts';
import { applyServerErrors, zodValidate } from '../../lib/form.ts';
import { focusInvalidOnFailure } from '../../lib/focus-invalid.ts';
import { notifySuccess } from '../../components/notify.ts';
import { useUpdateProfile } from './api.ts';

export type ProfileFormValues = {
  name: string;
  phone: string;
  companyName: string;
  businessRegistrationNumber: string;
  preferredLanguage: Language;
  marketingConsent: boolean;
};

/**
 * One settings section's form over some account fields: validated with the server's own schema,
 * saved with PATCH /api/me (only these fields), server field errors put back on the inputs.
 */
export function useProfileForm<V extends Partial<ProfileFormValues>>(
  initial: V,
  afterSave?: (values: V) => Promise<void> | void,
) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: initial,
    validate: zodValidate<V>(profileUpdateSchema, t),
    validateInputOnBlur: true,
  });

  // The account can change elsewhere (another section, the header's language switch): follow it
  // unless the user is in the middle of editing this section.
  const serverState = JSON.stringify(initial);
  useEffect(() => {
    if (!form.isDirty()) {
      form.setInitialValues(initial);
      form.setValues(initial);
    }
  }, [serverState]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync(values);
      form.setInitialValues(values);
      form.resetDirty(values);
      await afterSave?.(values);
      // i18n.t, not t: saving the language has just switched it, and the toast should follow
      notifySuccess(i18n.t('settings.savedTitle'), i18n.t('settings.saved'));
    } catch (err) {
      if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
    }
  }, focusInvalidOnFailure);

  return { form, submit, error, busy: update.isPending };
}
