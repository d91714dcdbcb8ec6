import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import type { StaffCounts } from '@formulab/shared/pipeline/pipeline.schema';
import { useStaffCounts } from './api.ts';

/** The admin screens that list each area. */
const AREA_OF_SCREEN: Record<string, keyof StaffCounts> = {
  'sample-requests': 'samples',
  'quote-list': 'quotes',
  'order-list': 'orders',
};

/** The admin sidebar's count of records waiting for staff beside a pipeline screen; nothing elsewhere or at zero. */
export function PendingCount({ screen }: { screen: string }) {
  const area = AREA_OF_SCREEN[screen];
  return area ? <AreaCount area={area} /> : null;
}

function AreaCount({ area }: { area: keyof StaffCounts }) {
  const { t } = useTranslation();
  const counts = useStaffCounts();
  const n = counts.data?.[area].total ?? 0;
  if (n === 0) return null;
  return (
    <Badge size="sm" variant="filled" color="brand.8" radius="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <span aria-hidden="true">{n > 999 ? '999+' : n}</span>
      <VisuallyHidden>{t('adminPipeline.pending', { count: n })}</VisuallyHidden>
    </Badge>
  );
}
