import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { SampleSummary } from '@formulab/shared/samples/samples.schema';
import {
  AdminDataTable,
  COLUMN_MEDIA,
  usePhone,
  refColumn,
  stateColumn,
  customerColumn,
  twoLineColumn,
  figureColumn,
  dayColumn,
} from '../../../components/admin/index.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';

type Props = {
  records: SampleSummary[];
  fetching: boolean;
  onOpen: (id: string) => void;
  empty: React.ReactNode;
};

/** The queue: reference, state, customer and company, recipe and revision, quantity, fee, dates. */
export function SampleTable(p: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const columns: DataTableColumn<SampleSummary>[] = [
    refColumn(t('adminSamples.columns.ref'), { phone, onOpen: p.onOpen }),
    stateColumn('sample', t('adminSamples.columns.state')),
    customerColumn(t('adminSamples.columns.customer'), { width: 190 }),
    twoLineColumn('recipeName', t('adminSamples.columns.recipe'), {
      main: (r) => r.recipeName,
      sub: (r) => t('adminSamples.revision', { n: r.recipeRevision }),
    }),
    figureColumn('quantity', t('adminSamples.columns.quantity'), {
      width: 80,
      media: 'lg',
      value: (r) => formatNumber(r.quantity),
    }),
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
  ];
  return (
    <AdminDataTable<SampleSummary>
      records={p.records}
      columns={columns}
      fetching={p.fetching}
      onOpen={p.onOpen}
      empty={p.empty}
    />
  );
}
