import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { StaffRecordTimeline } from '../../../components/workflow/internal-note-form.tsx';
import type { PartnershipDetail } from '@formulab/shared/inquiries/inquiries.schema';
import { ContactLinks, QueueRecordDrawer } from '../../../components/admin/index.ts';
import { StaffRecordActions, StaffRecordHead } from '../../../components/workflow/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Attachments } from '../components/thread.tsx';
import { adminPartnerships, partnershipFlow } from './admin-api.ts';

/** One partnership inquiry for staff (`?id=`): who, what, the file, review/accept/decline, notes, timeline. */
export function PartnershipDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer
      id={id}
      onClose={onClose}
      record={adminPartnerships.query}
      titleKey="adminInquiries.partnership.title"
      width={720}
    >
      {(d) => <Content p={d} />}
    </QueueRecordDrawer>
  );
}

function Content({ p }: { p: PartnershipDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = adminPartnerships.key(p.id);
  const saved = (d: PartnershipDetail) => {
    qc.setQueryData(key, d);
    void qc.invalidateQueries({ queryKey: ['admin-partnerships'] });
  };
  return (
    <Stack gap="lg">
      <StaffRecordHead reference={p.ref} subject="partnership" state={p.state}>
        <Text fz="xs" c="gray.7">
          {t(`support.partnershipTypes.${p.type}`)} ·{' '}
          {t('adminInquiries.partnership.received', { date: formatDateTime(p.createdAt) })}
        </Text>
      </StaffRecordHead>

      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2}>
            <Text fz="xs" c="gray.7">
              {t('support.partnership.company')}
            </Text>
            <Text fw={600}>{p.company}</Text>
          </Stack>
          <Stack gap={2}>
            <Text fz="xs" c="gray.7">
              {t('support.partnership.contactName')}
            </Text>
            <Text fw={600}>{p.contactName}</Text>
          </Stack>
          <ContactLinks email={p.email} phone={p.phone} />
        </SimpleGrid>
        {p.account && (
          <Text fz="xs" c="gray.7" mt="xs">
            {t('adminInquiries.partnership.account', { name: p.account.name, email: p.account.email })}
          </Text>
        )}
      </Paper>

      <Stack gap={6}>
        <Text fz="sm" fw={600}>
          {t('support.partnership.proposal')}
        </Text>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {p.proposal}
        </Text>
        {p.attachment ? (
          <Attachments files={[p.attachment]} />
        ) : (
          <Group gap={4} c="gray.7">
            <IconFileTypePdf size={14} aria-hidden="true" />
            <Text fz="xs">{t('adminInquiries.partnership.noFile')}</Text>
          </Group>
        )}
      </Stack>

      <StaffRecordActions
        strings="adminInquiries.partnership"
        title={t('adminInquiries.partnership.actions')}
        flow={partnershipFlow}
        record={p}
        onSubmit={async (body) => saved(await adminPartnerships.transition(p.id, body))}
      />

      <StaffRecordTimeline
        subject="partnership"
        record={p}
        calls={adminPartnerships}
        strings="adminInquiries.note"
        onSaved={saved}
      />
    </Stack>
  );
}
