import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe, useSession } from './session.ts';

/** A signed-in user's remembered language wins over the browser's once, when they arrive. */
export function useSyncLanguage(): void {
  const { i18n } = useTranslation();
  const session = useSession();
  const me = useMe(!!session.data);
  const preferred = me.data?.preferredLanguage;
  useEffect(() => {
    if (preferred && preferred !== i18n.resolvedLanguage) void i18n.changeLanguage(preferred);
    // only when the account's value changes (a user switching language updates it too)
  }, [preferred]); // eslint-disable-line react-hooks/exhaustive-deps
}
