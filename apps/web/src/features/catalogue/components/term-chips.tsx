import { Button, Chip, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { localName } from '../api.ts';
import classes from './catalogue.module.css';
import { servedPage } from '../../../lib/served-page.ts';

type Props = {
  label: string;
  terms: Term[];
  /** chips shown before "more" (selected ones always show) */
  visible?: number;
  /** the terms are still loading: the row keeps its place (nothing below it jumps when they come) */
  loading?: boolean;
} & (
  | { multiple: true; value: string[]; onChange: (v: string[]) => void }
  | { multiple?: false; value: string; onChange: (v: string) => void }
);

/**
 * A labelled row of filter chips from a taxonomy: terms no record uses are left out, the first few
 * show and the rest fold behind "n more". Single choice has an "All" chip.
 */
export function TermChips(props: Props) {
  const { label, terms, visible = 10 } = props;
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  // on a phone the chips scroll sideways in one line instead of folding
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: servedPage });
  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const usable = terms.filter((x) => x.usage > 0 || selected.includes(x.slug));
  const shown = open || phone ? usable : usable.filter((x, i) => i < visible || selected.includes(x.slug));
  const hidden = usable.length - shown.length;
  const loading = props.loading && !usable.length;
  if (!loading && !usable.length) return null;
  const chip = (x: Term) => (
    <Chip
      key={x.slug}
      value={x.slug}
      size="sm"
      radius="xl"
      variant="outline"
      color="brand"
      icon={<IconCheck size={14} aria-hidden="true" />}
    >
      {localName(x, i18n.resolvedLanguage)}
    </Chip>
  );
  const more = !phone && (hidden > 0 || open) && usable.length > visible && (
    <Button variant="subtle" color="brand" size="compact-sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
      {open ? t('catalogue.filters.less') : t('catalogue.filters.more', { count: hidden })}
    </Button>
  );
  const chips = props.multiple ? (
    <Chip.Group multiple value={props.value} onChange={props.onChange}>
      {shown.map(chip)}
    </Chip.Group>
  ) : (
    <Chip.Group multiple={false} value={props.value || '__all'} onChange={(v) => props.onChange(v === '__all' ? '' : v)}>
      <Chip value="__all" size="sm" radius="xl" variant="outline" color="brand" icon={<IconCheck size={14} aria-hidden="true" />}>
        {t('catalogue.filters.all')}
      </Chip>
      {shown.map(chip)}
    </Chip.Group>
  );
  // while the terms load, pill placeholders hold the row's place: nothing below it jumps when they come
  const content = loading
    ? [56, 72, 64, 80, 60, 76].map((w, i) => (
        <Skeleton key={i} h={28} w={w} radius="xl" style={{ flexShrink: 0 }} aria-hidden="true" />
      ))
    : chips;
  if (phone) {
    return (
      <Stack gap={6} role="group" aria-labelledby={id} aria-busy={loading || undefined}>
        <Text id={id} fz="sm" fw={600} c="gray.8">
          {label}
        </Text>
        <Group gap={6} wrap="nowrap" className={classes.chipScroller}>
          {content}
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" role="group" aria-labelledby={id} aria-busy={loading || undefined}>
      <Text id={id} fz="sm" fw={600} c="gray.8" w={84} pt={4} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Group gap={6} style={{ flex: 1 }}>
        {content}
        {!loading && more}
      </Group>
    </Group>
  );
}
