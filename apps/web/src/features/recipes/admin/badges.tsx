import { Badge } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { ValidityBadge } from '../../../components/validity-badge.tsx';

export function ValidBadge({ valid }: { valid: boolean }) {
  return <ValidityBadge valid={valid} />;
}

/** Red, as every ended record: the owner deleted it (staff still see it). */
export function DeletedBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="sm" radius="sm" color="red.8" leftSection={<IconTrash size={12} aria-hidden="true" />} style={{ flexShrink: 0 }}>
      {t('adminRecipes.deleted')}
    </Badge>
  );
}
