import i18n from './index.ts';
import ko from './admin.ko.json';
import en from './admin.en.json';

// The staff area's strings travel with the admin chunks, not in every customer's first download.
i18n.addResourceBundle('ko', 'translation', ko, true, false);
i18n.addResourceBundle('en', 'translation', en, true, false);
