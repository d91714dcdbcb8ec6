import { Text } from '@mantine/core';
import { conditionsIn } from '@formulab/shared/compliance/conditions-text';
import { useTranslation } from '../i18n/react.ts';

/**
 * " — " and a finding's (or rule's) condition text in the screen's language, or nothing when it has none.
 * A rule with no Korean text shows its English one on a Korean screen, marked "(영문)" (and tagged as
 * English for screen readers), so English is never passed off as Korean.
 */
export function FindingConditions({ of }: { of: { conditions: string; conditionsKo?: string | null } }) {
  const { t, i18n } = useTranslation();
  const c = conditionsIn(of, i18n.resolvedLanguage);
  if (!c.text) return null;
  if (!c.untranslated) return <> — {c.text}</>;
  return (
    <>
      {' — '}
      <span lang="en">{c.text}</span>{' '}
      <Text component="span" fz="xs" c="gray.7" data-testid="conditions-untranslated">
        {t('compliance.why.untranslated')}
      </Text>
    </>
  );
}
