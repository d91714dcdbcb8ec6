import { ActionIcon, Anchor, Code, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DragEventHandler } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { TaxonomyKind, Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { MoveButtons } from '../../../components/admin/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { localName } from '../api.ts';
import { usageKey, usageLink } from './terms-usage.ts';

export type Ctl = 'handle' | 'up' | 'down';

type Props = {
  kind: TaxonomyKind;
  term: Term;
  index: number;
  total: number;
  highlight: boolean;
  dimmed: boolean;
  setRef: (id: number, ctl: Ctl) => (el: HTMLButtonElement | null) => void;
  onMove: (id: number, to: number, ctl: Ctl) => void;
  onEdit: () => void;
  onDelete: () => void;
  drag: { onDragStart: DragEventHandler; onDragOver: DragEventHandler; onDrop: DragEventHandler; onDragEnd: DragEventHandler };
};

/** One entry of an ordered list: handle and position, code, labels, usage, move/edit/delete. On phones the labels share one cell. */
export function TermRow({ kind, term, index, total, highlight, dimmed, setRef, onMove, onEdit, onDelete, drag }: Props) {
  const { t, i18n } = useTranslation();
  const name = localName(term, i18n.resolvedLanguage);
  const usage =
    term.usage > 0 ? (
      <Anchor component={Link} to={usageLink(kind, term.slug)} fz="sm">
        {t(usageKey(kind), { count: term.usage, formatted: formatNumber(term.usage) })}
      </Anchor>
    ) : (
      <Text span fz="sm" c="gray.7">
        {t('adminCatalogue.terms.unused')}
      </Text>
    );
  return (
    <Table.Tr
      draggable
      {...drag}
      style={{ opacity: dimmed ? 0.45 : 1, background: highlight ? 'var(--mantine-color-brand-0)' : undefined }}
    >
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('adminCatalogue.terms.dragHint')} openDelay={600}>
            <ActionIcon
              ref={setRef(term.id, 'handle')}
              variant="subtle"
              color="gray"
              size="sm"
              style={{ cursor: 'grab' }}
              aria-label={t('adminCatalogue.terms.moveHandle', { name, position: index + 1, total })}
              onKeyDown={(e) => {
                const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: total - 1 }[e.key];
                if (to === undefined) return;
                e.preventDefault();
                onMove(term.id, to, 'handle');
              }}
            >
              <IconGripVertical size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Text span fz="xs" c="gray.7" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {index + 1}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Code>{term.slug}</Code>
      </Table.Td>
      <Table.Td visibleFrom="sm" fw={500}>
        {term.nameKo}
      </Table.Td>
      <Table.Td visibleFrom="sm">{term.nameEn}</Table.Td>
      <Table.Td visibleFrom="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {usage}
      </Table.Td>
      <Table.Td hiddenFrom="sm">
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {term.nameKo}
          </Text>
          <Text fz="xs">{term.nameEn}</Text>
          <Group gap={6} wrap="wrap">
            <Code fz={11}>{term.slug}</Code>
            {usage}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={0} justify="flex-end" wrap="nowrap">
          <MoveButtons
            axis="column"
            index={index}
            count={total}
            onMove={(to) => onMove(term.id, to, to < index ? 'up' : 'down')}
            labels={{ earlier: t('adminCatalogue.terms.moveUp', { name }), later: t('adminCatalogue.terms.moveDown', { name }) }}
            refs={{ earlier: setRef(term.id, 'up'), later: setRef(term.id, 'down') }}
          />
          <Tooltip label={t('adminCatalogue.terms.edit')}>
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('adminCatalogue.terms.editNamed', { name })}>
              <IconPencil size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('adminCatalogue.terms.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t('adminCatalogue.terms.deleteNamed', { name })}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
