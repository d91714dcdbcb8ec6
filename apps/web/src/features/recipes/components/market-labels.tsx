import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { Market } from '@formulab/shared/compliance/compliance';
import type { LabelNote, MarketLabel } from '@formulab/shared/compliance/labels';
import { useTranslation } from '../../../i18n/react.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { Segmented } from '../../../components/segmented.tsx';
import classes from './editor.module.css';

const LANG: Record<Market, string> = { KR: 'ko', EU: 'en', CN: 'zh-Hans', US: 'en', ASEAN: 'en' };

/**
 * One label ingredient list per target market (issue 22 item 7): a segmented control picks the market,
 * then its list in that market's names and order, a copy button, the legal source one click away (with
 * the day it was read and whether only secondary copies were found) and what the data cannot say.
 */
export const MarketLabels = memo(
  function MarketLabels({ labels }: { labels: MarketLabel[] }) {
    const { t, i18n } = useTranslation();
    const [chosen, setChosen] = useState<Market | null>(null);
    const [copied, setCopied] = useState<Market | null>(null);
    const label = labels.find((l) => l.market === chosen) ?? labels[0]!;
    const marketName = (m: Market) => t(`compliance.markets.${m}`);
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(label.text);
        setCopied(label.market);
        setTimeout(() => setCopied(null), 2000);
        notifySuccess(
          t('recipes.labels.copiedTitle', { market: marketName(label.market) }),
          t('recipes.inci.copied', { count: label.names.length }),
        );
      } catch {
        notifyError(t('recipes.inci.copyFailed'));
      }
    };
    const note = (n: LabelNote) =>
      t(`recipes.labels.notes.${n.code}`, {
        names: (n.names ?? []).join(', '),
        from: n.from ?? '',
        threshold: n.threshold ?? '',
      });
    const ko = i18n.resolvedLanguage === 'ko';
    return (
      <Stack gap={6} component="section" aria-labelledby="live-labels" data-testid="market-labels">
        <Title order={3} fz="sm" fw={700} c="gray.9" id="live-labels">
          {t('recipes.labels.title')}
        </Title>
        {labels.length > 1 && (
          <Segmented<Market>
            size="xs"
            aria-label={t('recipes.labels.market')}
            value={label.market}
            onChange={setChosen}
            data={labels.map((l) => ({ value: l.market, label: marketName(l.market) }))}
          />
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fz="xs" fw={600} c="gray.8">
            {marketName(label.market)} · {label.heading}
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={
              copied === label.market ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />
            }
            onClick={() => void copy()}
            disabled={label.entries.length === 0}
            aria-label={t('recipes.labels.copy', { market: marketName(label.market) })}
          >
            {copied === label.market ? t('recipes.inci.copiedShort') : t('recipes.inci.copy')}
          </Button>
        </Group>
        {label.entries.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {t('recipes.inci.empty')}
          </Text>
        ) : (
          <div className={classes.label} data-testid="market-label-text" data-market={label.market} lang={LANG[label.market]}>
            {label.text}
          </div>
        )}
        <Text fz="xs" c="gray.7">
          {t('recipes.labels.source')}:{' '}
          <Anchor href={label.source.url} target="_blank" rel="noreferrer" fz="xs" data-testid="market-label-source">
            {label.source.instrument} {label.source.entry}
          </Anchor>{' '}
          ({t('recipes.labels.readOn', { date: label.source.readOn })})
          {!label.source.verified && (
            <Badge
              component="span"
              ml={6}
              size="xs"
              color="yellow.8"
              variant="light"
              c="dark.7"
              title={t('recipes.labels.unverifiedHint')}
            >
              {t('recipes.labels.unverified')}
            </Badge>
          )}
        </Text>
        <Text fz="xs" c="gray.7">
          {t('recipes.labels.says')}: {ko ? label.source.says.ko : label.source.says.en}
        </Text>
        {label.notes.length > 0 && (
          <List size="xs" c="gray.8" spacing={2} data-testid="market-label-notes">
            {label.notes.map((n) => (
              <List.Item key={n.code}>{note(n)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  },
  // recomputed on every keystroke; drawn again only when a list's text or notes change
  (a, b) =>
    a.labels.length === b.labels.length &&
    a.labels.every((l, i) => l.text === b.labels[i]!.text && JSON.stringify(l.notes) === JSON.stringify(b.labels[i]!.notes)),
);
