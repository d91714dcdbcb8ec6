import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';

/**
 * The two inquiry queues' filters: what the record is about (an inquiry's category, a proposal's type),
 * clearable, and the order, always one of `sorts`.
 */
export function QueueFilters<K extends string, S extends string>({
  about,
  sorts,
  sort,
  onSort,
}: {
  about: {
    label: string;
    placeholder: string;
    options: { value: K; label: string }[];
    value: K | undefined;
    onChange: (value: K | null) => void;
    width: number;
  };
  sorts: readonly S[];
  sort: S;
  onSort: (sort: S) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={about.label}
        placeholder={about.placeholder}
        data={about.options}
        value={about.value ?? null}
        onChange={(value) => about.onChange(value as K | null)}
        clearable
        w={about.width}
        size="sm"
      />
      <Select
        label={t('adminInquiries.sort')}
        data={sorts.map((s) => ({ value: s, label: t(`adminInquiries.sorts.${s}`) }))}
        value={sort}
        onChange={(value) => value && onSort(value as S)}
        allowDeselect={false}
        w={200}
        size="sm"
      />
    </>
  );
}
