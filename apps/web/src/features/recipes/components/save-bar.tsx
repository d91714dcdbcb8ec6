import { Box, Button, Group, Kbd, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconPointFilled } from '@tabler/icons-react';
import { memo, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { LiveResult } from '../live.ts';
import { useKeepChatButtonClear } from '../../../lib/keep-chat-button-clear.ts';
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
  const status = isNew ? t('recipes.save.notSavedYet') : dirty ? t('recipes.save.unsaved') : t('recipes.save.allSaved');
  const showNote = !isNew && (dirty || !!note);
  // on a phone the bar spans the window's bottom: the chat button rides above it, off the Save button
  const bar = useRef<HTMLDivElement>(null);
  useKeepChatButtonClear(bar);
  const noteInput = (
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
  );
  return (
    <Box
      ref={bar}
      className={classes.saveBar}
      data-dirty={dirty || undefined}
      p="sm"
      role="region"
      aria-label={t('recipes.save.region')}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
          {dirty || isNew ? (
            <IconPointFilled size={16} color="var(--mantine-color-coral-6)" style={{ flexShrink: 0 }} aria-hidden="true" />
          ) : (
            <IconCircleCheck size={16} color="var(--mantine-color-green-8)" style={{ flexShrink: 0 }} aria-hidden="true" />
          )}
          {/* phones: the total takes the status's place (the dot and the Save button still tell it) */}
          <Text fz="sm" fw={600} c="gray.9" data-testid="save-state" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {status}
          </Text>
          <VisuallyHidden hiddenFrom="sm">{status}</VisuallyHidden>
          <Box hiddenFrom="md" style={{ flex: '1 1 120px', minWidth: 100 }}>
            <TotalGauge live={live} compact />
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ flex: showNote ? '1 1 320px' : '0 0 auto', justifyContent: 'flex-end' }}>
          {showNote && (
            <Box visibleFrom="sm" style={{ flex: '1 1 200px', maxWidth: 320 }}>
              {noteInput}
            </Box>
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
            style={{ flexShrink: 0 }}
          >
            {isNew ? t('recipes.save.create') : t('recipes.save.save')}
          </Button>
        </Group>
      </Group>
      {showNote && (
        <Box hiddenFrom="sm" mt="xs">
          {noteInput}
        </Box>
      )}
    </Box>
  );
});
