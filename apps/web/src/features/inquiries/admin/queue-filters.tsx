import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';

/**
 * The two inquiry queues' filters, read from and written to the queue's URL (`useQueueParams`): what the
 * record is about (`choice`: an inquiry's category, a proposal's type), clearable, and the order, always
 * one of `sorts`.
 */
export function QueueFilters<N extends string, K extends string, S extends string>({
  params,
  choice,
  values,
  label,
  placeholder,
  valueLabel,
  width,
  sorts,
}: {
  params: { choices: Record<N, K | undefined>; sort: S; update: (patch: Record<string, string | null>) => void };
  choice: N;
  values: readonly K[];
  label: string;
  placeholder: string;
  valueLabel: (value: K) => string;
  width: number;
  sorts: readonly S[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={label}
        placeholder={placeholder}
        data={values.map((value) => ({ value, label: valueLabel(value) }))}
        value={params.choices[choice] ?? null}
        onChange={(value) => params.update({ [choice]: value })}
        clearable
        w={width}
        size="sm"
      />
      <Select
        label={t('adminInquiries.sort')}
        data={sorts.map((s) => ({ value: s, label: t(`adminInquiries.sorts.${s}`) }))}
        value={params.sort}
        onChange={(value) => value && params.update({ sort: value })}
        allowDeselect={false}
        w={200}
        size="sm"
      />
    </>
  );
}
