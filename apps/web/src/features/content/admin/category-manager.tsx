import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormTextInput } from '../../../components/form-fields.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { categoryInputSchema, type BoardCategory } from '@formulab/shared/content/content.schema';
import { AdminLoadError, NumberField, num, useConfirm, type NumberValue } from '../../../components/admin/index.ts';
import { useSendOnce } from '../../../lib/send-once.ts';
import { errorKey } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { applyServerErrors, zodValidate } from '../../../lib/form.ts';
import { errorText } from '../errors.ts';
import { adminCategoriesQuery, deleteCategory, saveCategory } from './admin-api.ts';

type Values = { slug: string; nameKo: string; nameEn: string; position: NumberValue };

/** The board's categories: order, names in both languages, code; one in use cannot be deleted. */
export function CategoryManager() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(adminCategoriesQuery);
  const [editing, setEditing] = useState<BoardCategory | 'new' | null>(null);
  const [confirm, dialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'board'] }),
      queryClient.invalidateQueries({ queryKey: ['board', 'categories'] }),
    ]);
  const remove = async (c: BoardCategory) => {
    const ok = await confirm({
      title: t('adminContent.categories.deleteTitle'),
      message: t('adminContent.categories.deleteBody', { name: c.nameKo }),
      confirmLabel: t('adminContent.delete'),
      danger: true,
    });
    if (!ok) return;
    setError(null);
    try {
      await deleteCategory(c.id);
      await refresh();
    } catch (err) {
      setError(errorText(err, t));
    }
  };
  if (categories.isError)
    return (
      <AdminLoadError error={categories.error} onRetry={() => void categories.refetch()} retryLabel={t('adminContent.retry')} />
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fz="sm" c="gray.7">
          {t('adminContent.categories.hint')}
        </Text>
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setEditing('new')}>
          {t('adminContent.categories.add')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table verticalSpacing={6} fz="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('adminContent.categories.position')}</Table.Th>
              <Table.Th>{t('adminContent.categories.nameKo')}</Table.Th>
              <Table.Th>{t('adminContent.categories.nameEn')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('adminContent.categories.slug')}</Table.Th>
              <Table.Th w={80}>{t('adminContent.categories.posts')}</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>{t('adminCatalogue.shared.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(categories.data?.items ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td className="tabular">{c.position}</Table.Td>
                <Table.Td>{c.nameKo}</Table.Td>
                <Table.Td>{c.nameEn}</Table.Td>
                <Table.Td visibleFrom="sm">
                  <code>{c.slug}</code>
                </Table.Td>
                <Table.Td className="tabular">{formatNumber(c.postCount)}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray.8"
                      aria-label={t('adminContent.categories.editN', { name: c.nameKo })}
                      onClick={() => setEditing(c)}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t('adminContent.categories.deleteN', { name: c.nameKo })}
                      onClick={() => void remove(c)}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'adminContent.categories.addTitle' : 'adminContent.categories.editTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== null && (
          <CategoryForm
            category={editing === 'new' ? undefined : editing}
            onDone={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
      {dialog}
    </Stack>
  );
}

function CategoryForm({ category, onDone }: { category?: BoardCategory; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      slug: category?.slug ?? '',
      nameKo: category?.nameKo ?? '',
      nameEn: category?.nameEn ?? '',
      position: category?.position ?? 0,
    },
    validate: (v) => zodValidate(categoryInputSchema, t)(input(v)),
  });
  const { once, keyFor, sent } = useSendOnce();
  const submit = form.onSubmit(
    once(async (v: Values) => {
      setError(null);
      try {
        const body = input(v);
        // an edit carries the version it started from: a save over someone else's change is refused (409)
        await saveCategory(
          category?.id ?? null,
          category ? { ...body, version: category.version } : body,
          category ? undefined : keyFor(body),
        );
        sent();
        await onDone();
      } catch (err) {
        if (!applyServerErrors(form, err, t)) setError(t(errorKey(err)));
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormTextInput form={form} name="nameKo" label="adminContent.categories.nameKo" required maxLength={60} />
        <FormTextInput form={form} name="nameEn" label="adminContent.categories.nameEn" required maxLength={60} />
        <FormTextInput
          form={form}
          name="slug"
          label="adminContent.categories.slug"
          description="adminContent.categories.slugHint"
          required
          maxLength={40}
        />
        <NumberField
          label={t('adminContent.categories.position')}
          min={0}
          max={1000}
          w={140}
          {...form.getInputProps('position')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's values as the schema reads them: a refused position (its text) is NaN, never sent. */
function input(v: Values) {
  return { ...v, position: num(v.position) as number };
}
