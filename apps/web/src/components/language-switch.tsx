import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api.ts';
import { queryClient, sessionQuery } from '../lib/session.ts';

/** 한국어 / English; remembered in this browser and, when signed in, on the account. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const change = async (lng: string) => {
    await i18n.changeLanguage(lng);
    if (queryClient.getQueryData(sessionQuery.queryKey)) {
      await api('/api/me', { method: 'PATCH', body: { preferredLanguage: lng } }).catch(() => {});
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    }
  };
  return (
    <SegmentedControl
      size={size}
      value={value}
      onChange={(v) => void change(v)}
      aria-label={t('common.language')}
      data={[
        { value: 'ko', label: '한국어' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}
