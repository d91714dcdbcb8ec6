import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { formatDateTime } from '../../../lib/format.ts';
import { RecipeActions } from './recipe-actions.tsx';
import { ValidityBadge, VisibilityBadge } from './recipe-badges.tsx';

type Props = {
  title: string;
  backTo: string;
  saved: RecipeDetail | null;
  dirty: boolean;
  onHistory: () => void;
  onChanged: (r: RecipeDetail) => void;
  allowNextNavigation: () => void;
};

/** The editor's title, the saved state (validity, visibility, revision) and the history and actions buttons. */
export const EditorHeader = memo(function EditorHeader({
  title,
  backTo,
  saved,
  dirty,
  onHistory,
  onChanged,
  allowNextNavigation,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={backTo} fz="sm" c="brand.8" hiddenFrom="lg" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('recipes.editor.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 300px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }} c="gray.9" style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap={6} wrap="wrap">
            {saved ? (
              <>
                <ValidityBadge valid={saved.valid} />
                <VisibilityBadge visibility={saved.visibility} />
                <Text fz="xs" c="gray.7" className="tabular">
                  {t('recipes.editor.revisionMeta', { n: saved.revision, date: formatDateTime(saved.updatedAt) })}
                </Text>
                {saved.copiedFrom && (
                  <Text fz="xs" c="gray.7">
                    {t('recipes.editor.copiedFrom')}{' '}
                    <Anchor component={Link} to={`/recipes/${saved.copiedFrom.id}`} fz="xs" c="brand.8">
                      {saved.copiedFrom.name}
                    </Anchor>
                  </Text>
                )}
              </>
            ) : (
              <Text fz="sm" c="gray.7">
                {t('recipes.editor.newLead')}
              </Text>
            )}
          </Group>
        </Stack>
        {saved && (
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" size="sm" leftSection={<IconHistory size={16} aria-hidden="true" />} onClick={onHistory}>
              {t('recipes.history.open')}
            </Button>
            <RecipeActions recipe={saved} dirty={dirty} onChanged={onChanged} allowNextNavigation={allowNextNavigation} />
          </Group>
        )}
      </Group>
    </>
  );
});
