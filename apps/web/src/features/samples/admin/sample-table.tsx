import { useTranslation } from '../../../i18n/react.ts';
import type { SampleSummary } from '@formulab/shared/samples/samples.schema';
import { COLUMN_MEDIA, customerColumn, dayColumn, figureColumn } from '../../../components/admin/index.ts';
import { recipeColumns, StaffRecordTable, type StaffTableProps } from '../../../components/workflow/staff-table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';

/** The queue: reference, state, customer and company, recipe and revision, quantity, fee, dates. */
export function SampleTable(p: StaffTableProps<SampleSummary>) {
  const { t } = useTranslation();
  return (
    <StaffRecordTable<SampleSummary>
      {...p}
      group="adminSamples"
      subject="sample"
      columns={[
        customerColumn(t('adminSamples.columns.customer'), { width: 190 }),
        ...recipeColumns<SampleSummary>(
          { recipe: t('adminSamples.columns.recipe'), quantity: t('adminSamples.columns.quantity') },
          { sub: (r) => t('adminSamples.revision', { n: r.recipeRevision }), quantityWidth: 80 },
        ),
        figureColumn('fee', t('adminSamples.columns.fee'), {
          width: 110,
          media: 'lg',
          value: (r) => (r.fee === null ? null : r.fee === 0 ? t('adminSamples.free') : formatMoney(r.fee)),
        }),
        dayColumn(t('adminSamples.columns.requested'), { hint: (r) => formatDateTime(r.createdAt) }),
        {
          accessor: 'updatedAt',
          title: t('adminSamples.columns.updated'),
          noWrap: true,
          visibleMediaQuery: COLUMN_MEDIA.xl,
          render: (r) => formatDateTime(r.updatedAt),
        },
      ]}
    />
  );
}
