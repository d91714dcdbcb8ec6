import { Box, Button, Group, Kbd, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconPointFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveResult } from '../live.ts';
import { TotalGauge } from './live-panel.tsx';
import classes from './editor.module.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type Props = {
  isNew: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  note: string;
  onNote: (v: string) => void;
  live: LiveResult;
};

/**
 * Stays at the bottom of the window: whether there is anything to save, a revision note, Save
 * (also Ctrl/⌘+S). On phones it carries the total too, since the live panel is further down.
 */
export const SaveBar = memo(function SaveBar({ isNew, dirty, saving, onSave, note, onNote, live }: Props) {
  const { t } = useTranslation();
  return (
    <Box className={classes.saveBar} data-dirty={dirty || undefined} p="sm" role="region" aria-label={t('recipes.save.region')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {dirty || isNew ? (
            <IconPointFilled size={16} color="var(--mantine-color-coral-6)" aria-hidden="true" />
          ) : (
            <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden="true" />
          )}
          <Text fz="sm" fw={600} c="gray.9" data-testid="save-state">
            {isNew ? t('recipes.save.notSavedYet') : dirty ? t('recipes.save.unsaved') : t('recipes.save.allSaved')}
          </Text>
        </Group>
        <Box hiddenFrom="md" style={{ flex: '1 1 140px' }}>
          <TotalGauge live={live} compact />
        </Box>
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 320px', justifyContent: 'flex-end' }}>
          {!isNew && (dirty || note) && (
            <TextInput
              size="sm"
              value={note}
              onChange={(e) => onNote(e.currentTarget.value)}
              placeholder={t('recipes.save.notePlaceholder')}
              aria-label={t('recipes.save.note')}
              maxLength={200}
              style={{ flex: '1 1 200px', maxWidth: 320 }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onSave();
                }
              }}
            />
          )}
          <Button
            color="coral.9"
            loading={saving}
            disabled={!dirty && !isNew}
            onClick={onSave}
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            rightSection={
              <Kbd size="xs" visibleFrom="sm" c="gray.9" aria-hidden="true">
                {isMac ? '⌘S' : 'Ctrl S'}
              </Kbd>
            }
          >
            {isNew ? t('recipes.save.create') : t('recipes.save.save')}
          </Button>
        </Group>
      </Group>
    </Box>
  );
});
