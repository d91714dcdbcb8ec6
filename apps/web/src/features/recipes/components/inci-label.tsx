import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { InciList } from '@formulab/shared/recipes/formulation';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import classes from './editor.module.css';

/** The label INCI list in label order (descending %, ≤ 1 % after), with a copy button for artwork. */
export const InciLabel = memo(
  function InciLabel({ inci }: { inci: InciList }) {
    const { t } = useTranslation();
    const [copied, setCopied] = useState(false);
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(inci.text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
        notifySuccess(t('recipes.inci.copiedTitle'), t('recipes.inci.copied', { count: inci.names.length }));
      } catch {
        notifyError(t('recipes.inci.copyFailed'));
      }
    };
    return (
      <Stack gap={6} component="section" aria-labelledby="live-inci">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="sm" fw={700} c="gray.9" id="live-inci">
            {t('recipes.inci.title')}
          </Title>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
            onClick={() => void copy()}
            disabled={inci.names.length === 0}
          >
            {copied ? t('recipes.inci.copiedShort') : t('recipes.inci.copy')}
          </Button>
        </Group>
        {inci.names.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {t('recipes.inci.empty')}
          </Text>
        ) : (
          <>
            <div className={classes.label} data-testid="inci-list" lang="en">
              {inci.text}
            </div>
            <Text fz="xs" c="gray.7">
              {t('recipes.inci.hint')}
            </Text>
          </>
        )}
      </Stack>
    );
  },
  // the list is recomputed on every keystroke; it only needs drawing again when its text changes
  (a, b) => a.inci.text === b.inci.text,
);
