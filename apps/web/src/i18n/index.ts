import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import ko from './ko.json';
import en from './en.json';

export const LANGUAGE_STORAGE_KEY = 'formulab.lang';

// Both languages are bundled: together they are a few KB gzipped, and switching is instant.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { ko: { translation: ko }, en: { translation: en } },
    supportedLngs: ['ko', 'en'],
    nonExplicitSupportedLngs: true,
    fallbackLng: 'ko',
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.resolvedLanguage ?? 'ko';

export function currentLanguage(): 'ko' | 'en' {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
}

export default i18n;
