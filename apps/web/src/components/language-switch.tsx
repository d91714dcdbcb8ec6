import { useTranslation } from '../i18n/react.ts';
import type { Language } from '../i18n/index.ts';
import { api } from '../lib/api.ts';
import { forgetExplicitLanguage, rememberExplicitLanguage } from '../lib/explicit-language.ts';
import { queryClient, sessionQuery } from '../lib/session.ts';
import { Segmented } from './segmented.tsx';

/**
 * 한국어 / English; remembered in this browser and, when signed in, on the account. Picked while
 * signed out, it is marked as an explicit choice, which then wins over the account's at sign-in.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const value = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const change = async (lng: Language) => {
    await i18n.changeLanguage(lng);
    if (queryClient.getQueryData(sessionQuery.queryKey)) {
      forgetExplicitLanguage();
      await api('/api/me', { method: 'PATCH', body: { preferredLanguage: lng } }).catch(() => {});
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    } else rememberExplicitLanguage(lng);
  };
  return (
    <Segmented<Language>
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
