import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import type { TimelineEvent } from '@formulab/shared/workflow/workflow.schema';
import type { WorkflowSubject } from './subject.ts';
import { TimelineSection } from './timeline.tsx';
import { useTextSend } from './use-text-send.ts';

/**
 * Staff's internal note on a record's timeline (sample request, quote, order, partnership proposal):
 * for staff only, never sent or shown to the customer. `save` posts it and returns the record as the
 * server answered; `strings` is the area's key prefix (label, hint, add, and an optional placeholder).
 */
type NoteProps<T> = {
  save: (note: string) => Promise<T>;
  onSaved: (detail: T) => void;
  strings: 'adminSamples.note' | 'adminQuotes.note' | 'adminOrders.note' | 'adminInquiries.note';
};

export function InternalNoteForm<T>({ save, onSaved, strings }: NoteProps<T>) {
  const { t, i18n } = useTranslation();
  const { text, setText, errors, busy, onSubmit } = useTextSend(['note'], async (note) => onSaved(await save(note)));
  return (
    <form onSubmit={onSubmit}>
      <Stack gap={6}>
        <Textarea
          label={t(`${strings}.label`)}
          description={t(`${strings}.hint`)}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          placeholder={i18n.exists(`${strings}.placeholder`) ? t(`${strings}.placeholder`) : undefined}
          autosize
          minRows={2}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            variant="default"
            loading={busy}
            leftSection={<IconLock size={14} aria-hidden="true" />}
          >
            {t(`${strings}.add`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A staff drawer's timeline of a record, with the internal note form over it (see InternalNoteForm). */
export function StaffTimeline<T>({
  subject,
  events,
  ...note
}: NoteProps<T> & { subject: WorkflowSubject; events: TimelineEvent[] }) {
  return (
    <TimelineSection layout="drawer" subject={subject} events={events} viewer="staff" note={<InternalNoteForm {...note} />} />
  );
}

/**
 * StaffTimeline of a staff queue's record: the note is saved through the area's calls (`note`), and the
 * record it answers is put under the area's `key` for it, unless `onSaved` does more.
 */
export function StaffRecordTimeline<T>({
  record,
  calls,
  onSaved,
  ...rest
}: Omit<NoteProps<T>, 'save' | 'onSaved'> & {
  subject: WorkflowSubject;
  record: { id: string; timeline: TimelineEvent[] };
  calls: { note: (id: string, note: string) => Promise<T>; key: (id: string) => readonly unknown[] };
  onSaved?: (detail: T) => void;
}) {
  const qc = useQueryClient();
  return (
    <StaffTimeline
      {...rest}
      events={record.timeline}
      save={(note) => calls.note(record.id, note)}
      onSaved={onSaved ?? ((d) => qc.setQueryData(calls.key(record.id), d))}
    />
  );
}
