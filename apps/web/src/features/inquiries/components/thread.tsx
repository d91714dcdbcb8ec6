import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import type { FileRef } from '@formulab/shared/catalogue/files.schema';
import type { InquiryDetail, InquiryMessage } from '@formulab/shared/inquiries/inquiries.schema';
import type { TimelineEvent } from '@formulab/shared/workflow/workflow.schema';
import { formatDateTime } from '../../../lib/format.ts';
import classes from './inquiries.module.css';

type Entry = { at: string; message?: InquiryMessage; event?: TimelineEvent };

/**
 * The conversation, oldest first: the viewer's own messages on the right, the other side's on the
 * left; closing and reopening are marked between them. Customers see staff as "Formulab staff",
 * staff see each other's names.
 */
export function InquiryThread({ inquiry, viewer }: { inquiry: InquiryDetail; viewer: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const entries: Entry[] = [
    ...inquiry.messages.map((m): Entry => ({ at: m.at, message: m })),
    // the creation and staff's answers are the messages themselves; closing and reopening are not
    ...inquiry.timeline
      .filter((e) => e.action === 'close' || (e.action === 'reply' && e.from === 'closed'))
      .map((e): Entry => ({ at: e.at, event: e })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.message ? 1 : -1));

  return (
    <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('support.thread.label')}>
      {entries.map((e) =>
        e.message ? (
          <Message key={`m${e.message.id}`} m={e.message} mine={e.message.author === viewer} viewer={viewer} />
        ) : (
          <Box component="li" key={`e${e.event!.id}`} ta="center">
            <Text fz="xs" c="gray.7">
              {t(e.event!.action === 'close' ? 'support.thread.closed' : 'support.thread.reopened', {
                date: formatDateTime(e.event!.at),
              })}
            </Text>
          </Box>
        ),
      )}
    </Stack>
  );
}

function Message({ m, mine, viewer }: { m: InquiryMessage; mine: boolean; viewer: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const who =
    m.author === 'staff'
      ? viewer === 'customer'
        ? t('support.thread.staff')
        : (m.authorName ?? t('support.thread.staff'))
      : viewer === 'customer'
        ? t('support.thread.you')
        : (m.authorName ?? t('support.thread.customer'));
  return (
    <Box component="li" className={classes.row} data-mine={mine ? '' : undefined}>
      <Paper
        radius="lg"
        p="sm"
        className={classes.bubble}
        data-author={m.author}
        data-testid="inquiry-message"
        withBorder={!mine}
      >
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text fz="xs" fw={700} c={m.author === 'staff' ? 'brand.8' : 'gray.8'}>
              {who}
            </Text>
            <Text fz="xs" c="gray.7" component="time" dateTime={m.at}>
              {formatDateTime(m.at)}
            </Text>
          </Group>
          <Text fz="sm" c="gray.9" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.body}
          </Text>
          {m.attachments.length > 0 && <Attachments files={m.attachments} />}
        </Stack>
      </Paper>
    </Box>
  );
}

/** Pictures as thumbnails, PDFs as links; each opens the file (only its owner and staff can). */
export function Attachments({ files }: { files: FileRef[] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" aria-label={t('support.thread.attachments')}>
      {files.map((f) =>
        f.kind === 'image' && f.thumbUrl ? (
          <Anchor
            key={f.id}
            href={f.url}
            target="_blank"
            rel="noopener"
            aria-label={t('support.thread.openFile', { name: f.name })}
          >
            <Image src={f.thumbUrl} alt={f.name} w={88} h={88} fit="cover" radius="md" />
          </Anchor>
        ) : (
          <Anchor key={f.id} href={f.url} target="_blank" rel="noopener" fz="sm">
            <Group gap={4} wrap="nowrap">
              <IconFileTypePdf size={16} aria-hidden="true" />
              <span style={{ overflowWrap: 'anywhere' }}>{f.name}</span>
            </Group>
          </Anchor>
        ),
      )}
    </Group>
  );
}
