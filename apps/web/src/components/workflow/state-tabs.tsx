import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import type { WorkflowSubject } from './subject.ts';
import { formatNumber } from '../../lib/format.ts';
import { useScrollCue } from '../../lib/scroll-cue.ts';

/**
 * All / each state, with how many records it holds (the list's tabs, customers' and staff's; quotes
 * and production orders alike). States with none are left out unless chosen, so the row stays short;
 * it scrolls sideways on a phone, its edge fading where more tabs are out of view, and the chosen one
 * is brought into view. Without counts (a later page) every state is offered.
 */
export function StateTabs<S extends string>({
  subject,
  states,
  value,
  counts,
  onChange,
  label,
  allLabel,
}: {
  subject: WorkflowSubject;
  states: readonly S[];
  value: S | undefined;
  counts: Record<S, number> | null | undefined;
  onChange: (state: S | undefined) => void;
  label: string;
  allLabel: string;
}) {
  const { t } = useTranslation();
  const [cueStyle, watchRow] = useScrollCue();
  const total = counts ? Object.values<number>(counts).reduce((a, b) => a + b, 0) : undefined;
  const shown = states.filter((s) => s === value || !counts || counts[s] > 0);
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
    <Tabs value={value ?? 'all'} onChange={(v) => onChange(v && v !== 'all' ? (v as S) : undefined)} variant="pills" radius="xl">
      <Tabs.List
        ref={watchRow}
        aria-label={label}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: 4, scrollbarWidth: 'thin', ...cueStyle }}
      >
        <Tabs.Tab value="all" rightSection={count(total, !value)} style={{ flexShrink: 0 }}>
          {allLabel}
        </Tabs.Tab>
        {shown.map((s) => (
          <Tabs.Tab key={s} value={s} rightSection={count(counts?.[s], value === s)} style={{ flexShrink: 0 }}>
            {t(`workflow.states.${subject}.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* the tabs filter the list under them; each tab's aria-controls must still name a panel that exists */}
      {['all', ...shown].map((v) => (
        <Tabs.Panel key={v} value={v}>
          {null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
