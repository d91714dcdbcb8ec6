import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SAMPLE_STATES, type SampleState } from '@formulab/shared/samples/samples.states';
import type { SampleCounts } from '@formulab/shared/samples/samples.schema';
import { formatNumber } from '../../../lib/format.ts';

/**
 * All / each state, with how many requests it holds (the list's tabs, customers' and staff's). States
 * with none are left out unless chosen, so the row stays short; it scrolls sideways on a phone.
 */
export function SampleStateTabs({
  value,
  counts,
  onChange,
  label,
}: {
  value: SampleState | undefined;
  counts: SampleCounts | undefined;
  onChange: (state: SampleState | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const shown = SAMPLE_STATES.filter((s) => s === value || !counts || counts[s] > 0);
  const count = (n: number | undefined, active: boolean) =>
    n === undefined ? null : (
      <Badge
        size="sm"
        variant={active ? 'white' : 'light'}
        color={active ? 'dark' : 'gray'}
        radius="sm"
        className="tabular"
        style={{ textTransform: 'none' }}
      >
        {formatNumber(n)}
      </Badge>
    );
  return (
    <Tabs
      value={value ?? 'all'}
      onChange={(v) => onChange(v && v !== 'all' ? (v as SampleState) : undefined)}
      variant="pills"
      radius="xl"
      keepMounted={false}
    >
      <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: 4, scrollbarWidth: 'thin' }}>
        <Tabs.Tab value="all" rightSection={count(total, !value)} style={{ flexShrink: 0 }}>
          {t('samples.tabs.all')}
        </Tabs.Tab>
        {shown.map((s) => (
          <Tabs.Tab key={s} value={s} rightSection={count(counts?.[s], value === s)} style={{ flexShrink: 0 }}>
            {t(`workflow.states.sample.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
