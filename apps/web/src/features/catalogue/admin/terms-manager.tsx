import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { TaxonomyKind, Term } from '@formulab/shared/catalogue/taxonomy.schema';
import { useLeaveWarning, FOCUSABLE_SCROLL } from '../../../components/admin/index.ts';
import { errorKey } from '../../../lib/api.ts';
import { reorderTerms, taxonomyQuery } from '../api.ts';
import { adminTaxonomyQuery } from './terms-usage.ts';
import { TermDeleteModal } from './term-delete-modal.tsx';
import { TermModal } from './term-modal.tsx';
import { TermRow, type Ctl } from './term-row.tsx';
import { notifyApiError } from '../../../components/notify.ts';
import { moveItem } from '../../../lib/move-item.ts';

/**
 * An ordered ko/en list (categories, functions, packaging options): add, rename, delete, and
 * reorder by dragging a row or with the arrow buttons (or ↑/↓ on a row's handle). A new order is
 * kept locally until "Save order", so a long move is one request.
 */
export function TermsManager({ kind }: { kind: TaxonomyKind }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const query = useQuery(adminTaxonomyQuery(kind));
  const [order, setOrder] = useState<number[] | null>(null);
  // the dialogs keep their record while they animate closed
  const [editing, setEditingState] = useState<{ open: boolean; term: Term | null }>({ open: false, term: null });
  const [deleting, setDeletingState] = useState<{ open: boolean; term: Term | null }>({ open: false, term: null });
  const setEditing = (term: Term | 'new' | null) =>
    setEditingState((s) => (term === null ? { ...s, open: false } : { open: true, term: term === 'new' ? null : term }));
  const setDeleting = (term: Term | null) =>
    setDeletingState((s) => (term === null ? { ...s, open: false } : { open: true, term }));
  const [saving, setSaving] = useState(false);
  const [dragId, setDragId] = useState<number | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ id: number; ctl: Ctl; n: number } | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const mobile = useMediaQuery('(max-width: 48em)');

  const items = query.data ?? [];
  const byId = new Map(items.map((i) => [i.id, i]));
  const ids = order
    ? [...order.filter((id) => byId.has(id)), ...items.filter((i) => !order.includes(i.id)).map((i) => i.id)]
    : items.map((i) => i.id);
  const rows = ids.map((id) => byId.get(id)!);
  const dirty = order !== null && ids.some((id, i) => id !== items[i]?.id);

  // a moved row loses focus when React moves its DOM node: put it back on the control that moved it
  useLayoutEffect(() => {
    if (!focus) return;
    const el = controls.current.get(`${focus.id}:${focus.ctl}`);
    (el && !el.disabled ? el : controls.current.get(`${focus.id}:handle`))?.focus();
  }, [focus]);

  useLeaveWarning(dirty);

  const move = (id: number, to: number, ctl?: Ctl) => {
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || to === from) return;
    setOrder(moveItem(ids, from, to));
    setMoved(id);
    if (ctl) setFocus((f) => ({ id, ctl, n: (f?.n ?? 0) + 1 }));
  };

  const saveOrder = async () => {
    setSaving(true);
    try {
      const res = await reorderTerms(kind, ids);
      qc.setQueryData(adminTaxonomyQuery(kind).queryKey, res.items);
      // the public read (filters, forms) in the new order too
      void qc.invalidateQueries({ queryKey: taxonomyQuery(kind).queryKey, exact: true });
      setOrder(null);
      void qc.invalidateQueries({ queryKey: kind.startsWith('sub-') ? ['sub-materials'] : ['ingredients'] });
      notifications.show({ color: 'teal', message: t('adminCatalogue.terms.orderSaved') });
    } catch (err) {
      notifyApiError(err, t);
      void query.refetch();
    } finally {
      setSaving(false);
    }
  };

  const setRef = (id: number, ctl: Ctl) => (el: HTMLButtonElement | null) => {
    controls.current.set(`${id}:${ctl}`, el);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="gray.7">
          {query.data ? t('adminCatalogue.terms.count', { count: items.length }) : ' '} · {t('adminCatalogue.terms.reorderHint')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')} size="sm">
          {t('adminCatalogue.terms.add')}
        </Button>
      </Group>

      {query.isError && (
        <Alert color="red" role="alert" title={t(errorKey(query.error))}>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('adminCatalogue.shared.retry')}
          </Button>
        </Alert>
      )}

      <Paper withBorder radius="md">
        <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={mobile ? 0 : 680}>
          <Table verticalSpacing={6} highlightOnHover striped={false} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>
                  <Text span fz="xs" c="gray.7">
                    {t('adminCatalogue.terms.order')}
                  </Text>
                </Table.Th>
                <Table.Th visibleFrom="sm">{t('adminCatalogue.terms.slug')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('adminCatalogue.terms.nameKo')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('adminCatalogue.terms.nameEn')}</Table.Th>
                <Table.Th visibleFrom="sm" ta="right">
                  {t('adminCatalogue.terms.usage')}
                </Table.Th>
                <Table.Th hiddenFrom="sm">{t('adminCatalogue.terms.label')}</Table.Th>
                <Table.Th w={130} ta="right">
                  <VisuallyHidden>{t('adminCatalogue.shared.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending &&
                Array.from({ length: 6 }, (_, i) => (
                  <Table.Tr key={i}>
                    <Table.Td colSpan={7}>
                      <Skeleton h={22} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {query.isSuccess && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Stack align="center" gap="xs" py="xl">
                      <Text c="gray.7">{t('adminCatalogue.terms.empty')}</Text>
                      <Button
                        variant="light"
                        leftSection={<IconPlus size={16} aria-hidden="true" />}
                        onClick={() => setEditing('new')}
                      >
                        {t('adminCatalogue.terms.addFirst')}
                      </Button>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((term, index) => (
                <TermRow
                  key={term.id}
                  kind={kind}
                  term={term}
                  index={index}
                  total={rows.length}
                  highlight={dragId === term.id || (dirty && moved === term.id)}
                  dimmed={dragId === term.id}
                  setRef={setRef}
                  onMove={move}
                  onEdit={() => setEditing(term)}
                  onDelete={() => setDeleting(term)}
                  drag={{
                    onDragStart: (e) => {
                      setDragId(term.id);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(term.id));
                    },
                    onDragOver: (e) => {
                      if (dragId === null) return;
                      e.preventDefault();
                      if (dragId !== term.id) move(dragId, index);
                    },
                    onDrop: (e) => e.preventDefault(),
                    onDragEnd: () => setDragId(null),
                  }}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {dirty && (
        <Paper
          pos="sticky"
          bottom={12}
          withBorder
          shadow="md"
          p="sm"
          radius="md"
          style={{ zIndex: 5 }}
          role="region"
          aria-label={t('adminCatalogue.terms.orderChanged')}
        >
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600} c="var(--mantine-color-orange-light-color)">
              {t('adminCatalogue.terms.orderChanged')}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => setOrder(null)} disabled={saving}>
                {t('adminCatalogue.terms.discardOrder')}
              </Button>
              <Button size="sm" onClick={() => void saveOrder()} loading={saving}>
                {t('adminCatalogue.terms.saveOrder')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

      <TermModal kind={kind} term={editing.term} opened={editing.open} onClose={() => setEditing(null)} />
      <TermDeleteModal kind={kind} term={deleting.term} opened={deleting.open} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
