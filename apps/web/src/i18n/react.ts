import { useSyncExternalStore } from 'react';
import i18n from './index.ts';
import type { TFunction } from './translator.ts';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const snapshot = () => i18n.fixedT;

/**
 * `const { t, i18n } = useTranslation()`: the strings of the language shown. The component renders
 * again when the language changes or a screen's strings arrive, with a new `t` (so `t` may stand in a
 * hook's dependencies).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, i18n };
}
