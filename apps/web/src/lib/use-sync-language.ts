import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { api } from './api.ts';
import { explicitLanguage, forgetExplicitLanguage, languageAtSignIn } from './explicit-language.ts';
import { queryClient, useMe, useSession } from './session.ts';

/**
 * When a signed-in user arrives, the last explicit choice of language wins: one picked with the
 * header switch before signing in is kept and saved on the account; with none, the account's
 * remembered language replaces the browser's.
 */
export function useSyncLanguage(): void {
  const { i18n } = useTranslation();
  const session = useSession();
  const me = useMe(!!session.data);
  const preferred = me.data?.preferredLanguage;
  useEffect(() => {
    if (!preferred) return;
    const { show, saveOnAccount } = languageAtSignIn(preferred, explicitLanguage());
    if (show !== i18n.resolvedLanguage) void i18n.changeLanguage(show);
    if (!saveOnAccount) {
      forgetExplicitLanguage();
      return;
    }
    // forgotten only once saved: if saving fails, the next visit tries again
    void api('/api/me', { method: 'PATCH', body: { preferredLanguage: show } })
      .then(() => {
        forgetExplicitLanguage();
        return queryClient.invalidateQueries({ queryKey: ['me'] });
      })
      .catch(() => {});
    // only when the account's value changes (a user switching language updates it too)
  }, [preferred]); // eslint-disable-line react-hooks/exhaustive-deps
}
