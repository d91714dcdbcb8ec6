import { Alert, Badge, Box, Button, CloseButton, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useBlocker } from 'react-router';
import type { IngredientDetail } from '@formulab/shared/catalogue/ingredients.schema';
import { errorKey, errorText } from '../../../lib/api.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { focusInvalidOnFailure } from '../../../lib/focus-invalid.ts';
import { applyServerErrors } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { deleteIngredient, ingredientQuery, saveIngredient, saveVersioned } from '../api.ts';
import { FormSaveBar, useConfirm, useLeaveWarning } from '../../../components/admin/index.ts';
import { CompositionEditor } from './composition-editor.tsx';
import { IngredientFields, toFormErrors, toFormValues, toInput, useIngredientForm } from './ingredient-form.tsx';
import { takeSavedIngredient } from './hooks.ts';

type Props = {
  /** the record in the URL (`?id=`): a uuid, `new`, or null when closed */
  id: string | null;
  /** navigates to another record (or null to close); unsaved changes are guarded by a blocker */
  onNavigate: (id: string | null) => void;
};

/** The record panel: a 780 px drawer (as the other catalogue screens) (full screen on phones) holding the create/edit form. */
export function IngredientDrawer({ id, onNavigate }: Props) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  // keep the last record on screen while the drawer slides out
  const [shown, setShown] = useState(id);
  if (id && id !== shown) setShown(id);
  const open = id !== null && id !== 'new';
  const detail = useQuery({ ...ingredientQuery(open ? id : '', 'admin'), enabled: open });
  const [kept, setKept] = useState<IngredientDetail | undefined>(undefined);
  if (detail.data && detail.data !== kept) setKept(detail.data);
  const data = id === null ? (kept?.id === shown ? kept : undefined) : detail.data;
  return (
    <Drawer.Root opened={id !== null} onClose={() => onNavigate(null)} position="right" size={mobile ? '100%' : 780}>
      <Drawer.Overlay />
      <Drawer.Content>
        {shown === 'new' ? (
          <Editor key="new" onNavigate={onNavigate} />
        ) : data ? (
          <Editor key={data.id} detail={data} onNavigate={onNavigate} />
        ) : (
          <>
            <Drawer.Header>
              <Drawer.Title>{t('adminCatalogue.ingredients.edit')}</Drawer.Title>
              <Drawer.CloseButton aria-label={t('adminCatalogue.common.close')} />
            </Drawer.Header>
            <Drawer.Body>
              {detail.isError ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
                  {t(errorKey(detail.error))}
                </Alert>
              ) : (
                <Stack gap="md" aria-busy="true">
                  <Skeleton h={36} />
                  <Group grow>
                    <Skeleton h={36} />
                    <Skeleton h={36} />
                  </Group>
                  <Group grow>
                    <Skeleton h={36} />
                    <Skeleton h={36} />
                  </Group>
                  <Skeleton h={120} />
                </Stack>
              )}
            </Drawer.Body>
          </>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}

function Editor({ detail, onNavigate }: { detail?: IngredientDetail; onNavigate: Props['onNavigate'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useIngredientForm(toFormValues(detail), t);
  const [confirm, confirmDialog] = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);
  const leaving = useRef(false);
  const dirty = form.isDirty();

  // closing, the back button or another record with unsaved changes asks first
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (leaving.current || !form.isDirty()) return false;
    const idOf = (search: string) => new URLSearchParams(search).get('id');
    return currentLocation.pathname !== nextLocation.pathname || idOf(currentLocation.search) !== idOf(nextLocation.search);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('adminCatalogue.common.discardTitle'),
      message: t('adminCatalogue.common.discardBody'),
      confirmLabel: t('adminCatalogue.common.discard'),
      danger: true,
    }).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per blocked navigation
  }, [blocker.state]);
  useLeaveWarning(dirty);

  const leave = (to: string | null) => {
    leaving.current = true;
    onNavigate(to);
    setTimeout(() => (leaving.current = false), 0);
  };

  const { once, keyFor } = useSendOnce();
  const save = useMutation({
    mutationFn: () => saveVersioned(saveIngredient, toInput(form.getValues()), detail, keyFor),
    onSuccess: (saved) => {
      takeSavedIngredient(queryClient, saved, form, toFormValues(saved));
      void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
      setProblem(null);
      notifications.show({
        color: 'teal',
        message: t(detail ? 'adminCatalogue.ingredients.saved' : 'adminCatalogue.ingredients.created', { name: saved.inciName }),
      });
      if (!detail) leave(saved.id);
    },
    onError: (err) => {
      // the field the server refused is brought into view (it may be far above the save bar)
      const onFields = applyServerErrors({ setErrors: (e) => form.setErrors(toFormErrors(e)) }, err, t);
      setProblem(t(onFields ? 'apiErrors.VALIDATION' : errorKey(err)));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteIngredient(detail!.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['ingredients'] });
      notifications.show({ color: 'teal', message: t('adminCatalogue.ingredients.deleted', { name: detail!.inciName }) });
      leave(null);
      // forget the record once the drawer has let go of it (earlier, its open query would refetch a 404)
      const key = ingredientQuery(detail!.id, 'admin').queryKey;
      setTimeout(() => queryClient.removeQueries({ queryKey: key }), 400);
    },
    // an ingredient in use says by what (recipes, materials), from the server's count per kind
    onError: (err) => setProblem(errorText(err, t)),
  });

  // Enter pressed again while a save runs sends nothing more
  const send = once(() => save.mutateAsync().catch(() => undefined));
  const submit = form.onSubmit(
    () => void send(),
    (errors, values, event) => {
      setProblem(t('apiErrors.VALIDATION'));
      focusInvalidOnFailure(errors, values, event);
    },
  );
  useHotkeys([['mod+S', () => dirty && !save.isPending && submit()]], []);

  const askDelete = async () => {
    const ok = await confirm({
      title: t('adminCatalogue.ingredients.deleteTitle'),
      message: t('adminCatalogue.ingredients.deleteBody', { name: detail!.inciName }),
      confirmLabel: t('adminCatalogue.common.delete'),
      danger: true,
    });
    if (ok) remove.mutate();
  };

  return (
    <>
      <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Drawer.Title component="div" style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" lineClamp={1}>
              {detail ? detail.inciName : t('adminCatalogue.ingredients.new')}
            </Title>
          </Drawer.Title>
          {detail && !detail.visible && (
            <Badge color="gray" variant="light">
              {t('adminCatalogue.common.hidden')}
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {detail && (
            <Button
              variant="subtle"
              color="red.8"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => void askDelete()}
              loading={remove.isPending}
            >
              {t('adminCatalogue.common.delete')}
            </Button>
          )}
          <CloseButton onClick={() => onNavigate(null)} aria-label={t('adminCatalogue.common.close')} />
        </Group>
      </Drawer.Header>
      <Drawer.Body p={0}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" p="md" pb={0}>
            {problem && (
              <Alert
                ref={problemRef}
                color="red"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                withCloseButton
                onClose={() => setProblem(null)}
                closeButtonLabel={t('adminCatalogue.common.close')}
              >
                {problem}
              </Alert>
            )}
            <IngredientFields form={form} />
            {detail && (
              <Text fz="xs" c="dimmed">
                {t('adminCatalogue.ingredients.meta', {
                  created: formatDateTime(detail.createdAt),
                  updated: formatDateTime(detail.updatedAt),
                })}
              </Text>
            )}
          </Stack>
          <Box px="md">
            <FormSaveBar dirty={dirty} busy={save.isPending} onCancel={() => onNavigate(null)} />
          </Box>
        </form>
        {/* issue 22: the composition is saved on its own (its own version), below the ingredient's fields */}
        {detail && (
          <Box p="md" pt={0}>
            <CompositionEditor key={`${detail.id}-${detail.compositionVersion}`} detail={detail} />
          </Box>
        )}
      </Drawer.Body>
      {confirmDialog}
    </>
  );
}
