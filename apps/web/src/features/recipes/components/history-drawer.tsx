import { Alert, Badge, Button, Checkbox, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowsDiff, IconEye, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { RecipeDetail, RevisionSummary } from '@formulab/shared/recipes/recipes.schema';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { errorKey } from '../../../lib/api.ts';
import { restoreRevision, revisionsQuery } from '../api.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ValidityBadge } from './recipe-badges.tsx';
import { RevisionCompare } from './revision-compare.tsx';
import { RevisionView } from './revision-view.tsx';
import { RevisionMeta } from './revision-meta.tsx';

type View = { kind: 'list' } | { kind: 'view'; n: number } | { kind: 'compare'; a: number; b: number };

type Props = {
  opened: boolean;
  onClose: () => void;
  recipeId: string;
  currentRevision: number;
  /** unsaved changes in the editor would be replaced by a restore: the confirm says so */
  dirty: boolean;
  onRestored: (result: RecipeDetail) => void;
};

/** The revision history: list, view one, compare two, restore one (as a new revision). */
export const HistoryDrawer = memo(function HistoryDrawer({
  opened,
  onClose,
  recipeId,
  currentRevision,
  dirty,
  onRestored,
}: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const revisions = useQuery({ ...revisionsQuery(recipeId), enabled: opened });

  const toggle = (n: number) => setPicked((p) => (p.includes(n) ? p.filter((x) => x !== n) : [...p.slice(-1), n]));
  const restore = async () => {
    if (restoring === null) return;
    try {
      const result = await restoreRevision(recipeId, restoring);
      onRestored(result);
      notifySuccess(t('recipes.history.restoredTitle'), t('recipes.history.restored', { from: restoring, n: result.revision }));
      setRestoring(null);
      setView({ kind: 'list' });
      void revisions.refetch();
    } catch (err) {
      notifyError(t(errorKey(err)));
    }
  };
  const close = () => {
    setView({ kind: 'list' });
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="xl"
      title={
        <Group gap={8}>
          <IconHistory size={20} aria-hidden="true" />
          <Text fw={700} fz="lg">
            {t('recipes.history.title')}
          </Text>
        </Group>
      }
      zIndex={300}
      closeButtonProps={{ 'aria-label': t('recipes.history.close') }}
    >
      {view.kind === 'view' ? (
        <RevisionView
          recipeId={recipeId}
          n={view.n}
          current={view.n === currentRevision}
          onBack={() => setView({ kind: 'list' })}
          onRestore={() => setRestoring(view.n)}
        />
      ) : view.kind === 'compare' ? (
        <RevisionCompare recipeId={recipeId} a={view.a} b={view.b} onBack={() => setView({ kind: 'list' })} />
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="gray.7">
            {t('recipes.history.lead')}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" c="gray.8">
              {picked.length === 2
                ? t('recipes.history.pickedTwo', { a: Math.min(...picked), b: Math.max(...picked) })
                : t('recipes.history.pickTwo')}
            </Text>
            <Button
              size="xs"
              leftSection={<IconArrowsDiff size={14} aria-hidden="true" />}
              disabled={picked.length !== 2}
              onClick={() => setView({ kind: 'compare', a: Math.min(...picked), b: Math.max(...picked) })}
            >
              {t('recipes.history.compare')}
            </Button>
          </Group>
          {revisions.isError ? (
            <Alert color="red" role="alert">
              {t(errorKey(revisions.error))}
            </Alert>
          ) : !revisions.data ? (
            Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={76} radius="md" />)
          ) : (
            <Stack
              gap="xs"
              component="ol"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label={t('recipes.history.title')}
            >
              {revisions.data.map((r) => (
                <RevisionItem
                  key={r.number}
                  r={r}
                  current={r.number === currentRevision}
                  picked={picked.includes(r.number)}
                  onPick={() => toggle(r.number)}
                  onView={() => setView({ kind: 'view', n: r.number })}
                  onRestore={() => setRestoring(r.number)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <ConfirmModal
        opened={restoring !== null}
        onClose={() => setRestoring(null)}
        title={t('recipes.history.restoreTitle', { n: restoring ?? 0 })}
        confirmLabel={t('recipes.history.restore')}
        onConfirm={restore}
        zIndex={400}
        closeLabel={t('recipes.closeDialog')}
      >
        <Text fz="sm" c="gray.8">
          {t('recipes.history.restoreBody', { n: restoring ?? 0 })}
        </Text>
        {dirty && (
          <Alert color="yellow" p="xs">
            <Text fz="sm" c="gray.9">
              {t('recipes.history.restoreDirty')}
            </Text>
          </Alert>
        )}
      </ConfirmModal>
    </Drawer>
  );
});

function RevisionItem({
  r,
  current,
  picked,
  onPick,
  onView,
  onRestore,
}: {
  r: RevisionSummary;
  current: boolean;
  picked: boolean;
  onPick: () => void;
  onView: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={picked ? 'brand.0' : 'white'} data-testid="revision-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox checked={picked} onChange={onPick} aria-label={t('recipes.history.pick', { n: r.number })} mt={2} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700} c="gray.9" className="tabular">
              {t('recipes.history.revisionN', { n: r.number })}
            </Text>
            {current && (
              <Badge size="xs" color="brand.8" radius="sm">
                {t('recipes.history.current')}
              </Badge>
            )}
            <ValidityBadge valid={r.valid} size="xs" />
            {r.restoredFrom !== null && (
              <Badge size="xs" variant="outline" color="gray.6" c="gray.8" radius="sm" tt="none">
                {t('recipes.history.restoredFrom', { n: r.restoredFrom })}
              </Badge>
            )}
          </Group>
          <RevisionMeta revision={r} />
        </Stack>
        <Stack gap={4} style={{ flexShrink: 0 }}>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconEye size={12} aria-hidden="true" />}
            onClick={onView}
            aria-label={t('recipes.history.viewN', { n: r.number })}
          >
            {t('recipes.history.view')}
          </Button>
          {!current && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="brand.8"
              c="brand.9"
              leftSection={<IconArrowBackUp size={12} aria-hidden="true" />}
              onClick={onRestore}
              aria-label={t('recipes.history.restoreN', { n: r.number })}
            >
              {t('recipes.history.restore')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
