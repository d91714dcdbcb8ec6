import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import type { Policy } from '@formulab/shared/policies/policies.schema';
import { formatDate } from '../../lib/format.ts';
import { useDateZone } from '../../lib/served-page.ts';

/** A policy's body in the current language, with its version and effective date. */
export function PolicyText({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation();
  const en = i18n.resolvedLanguage === 'en';
  // the server's zone on a served page until it is hydrated, the reader's after (decision 0027)
  const zone = useDateZone();
  return (
    <Stack gap="sm">
      <Text fz="sm" c="gray.7">
        {t('policy.versionLine', { version: policy.version, date: formatDate(policy.effectiveAt, zone) })}
      </Text>
      {(en ? policy.bodyEn : policy.bodyKo).split('\n\n').map((para, i) => (
        <Text key={i} fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {para}
        </Text>
      ))}
    </Stack>
  );
}
