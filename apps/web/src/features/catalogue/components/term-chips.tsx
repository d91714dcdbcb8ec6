import { Button, Chip, Skeleton, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { localName } from '../api.ts';
import classes from './catalogue.module.css';

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
  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const usable = terms.filter((x) => x.usage > 0 || selected.includes(x.slug));
  // past the first few, a chip folds behind "n more" on a wider screen; on a phone every chip is in the
  // one sideways-scrolling line. The stylesheet decides which (catalogue.module.css), not the script:
  // a page the server drew (decision 0027) then keeps its layout when the browser takes it over
  const folded = (x: Term, i: number) => !open && i >= visible && !selected.includes(x.slug);
  const hidden = usable.filter(folded).length;
  const loading = props.loading && !usable.length;
  if (!loading && !usable.length) return null;
  const chip = (x: Term, i: number) => (
    <Chip
      key={x.slug}
      className={folded(x, i) ? classes.foldedChip : undefined}
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
  const more = (hidden > 0 || open) && usable.length > visible && (
    <Button
      variant="subtle"
      color="brand"
      size="compact-sm"
      className={classes.moreChips}
      onClick={() => setOpen((o) => !o)}
      aria-expanded={open}
    >
      {open ? t('catalogue.filters.less') : t('catalogue.filters.more', { count: hidden })}
    </Button>
  );
  const chips = props.multiple ? (
    <Chip.Group multiple value={props.value} onChange={props.onChange}>
      {usable.map(chip)}
    </Chip.Group>
  ) : (
    <Chip.Group multiple={false} value={props.value || '__all'} onChange={(v) => props.onChange(v === '__all' ? '' : v)}>
      <Chip value="__all" size="sm" radius="xl" variant="outline" color="brand" icon={<IconCheck size={14} aria-hidden="true" />}>
        {t('catalogue.filters.all')}
      </Chip>
      {usable.map(chip)}
    </Chip.Group>
  );
  // while the terms load, pill placeholders hold the row's place: nothing below it jumps when they come
  const content = loading
    ? [56, 72, 64, 80, 60, 76].map((w, i) => (
        <Skeleton key={i} h={28} w={w} radius="xl" style={{ flexShrink: 0 }} aria-hidden="true" />
      ))
    : chips;
  return (
    <div className={classes.termRow} role="group" aria-labelledby={id} aria-busy={loading || undefined}>
      <Text id={id} fz="sm" fw={600} c="gray.8" className={classes.termLabel}>
        {label}
      </Text>
      <div className={classes.termChips}>
        {content}
        {!loading && more}
      </div>
    </div>
  );
}
