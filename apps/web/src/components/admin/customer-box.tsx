import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';

/** Who a staff drawer's record belongs to: name · company, e-mail (a mailto link) and phone when known. */
export function CustomerBox({
  customer: c,
  label,
}: {
  customer: { name: string; companyName?: string | null; email: string; phone?: string | null };
  /** the small heading above the name ("Customer"); none where the drawer's title says it */
  label?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        {label && (
          <Text fz="xs" c="gray.7" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
        )}
        <Text fw={600}>
          {c.name}
          {c.companyName ? ` · ${c.companyName}` : ''}
        </Text>
        <Group gap="md" fz="sm">
          <ContactLinks email={c.email} phone={c.phone} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** An e-mail address as a mailto link, and the phone number when there is one. */
export function ContactLinks({ email, phone }: { email: string; phone?: string | null }) {
  return (
    <>
      <Anchor href={`mailto:${email}`} fz="sm">
        <Group gap={4} wrap="nowrap">
          <IconMail size={14} aria-hidden="true" />
          {email}
        </Group>
      </Anchor>
      {phone && (
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} aria-hidden="true" />
          <Text span fz="sm" className="tabular">
            {phone}
          </Text>
        </Group>
      )}
    </>
  );
}

/** A table's customer column: the name, and under it the company (or the e-mail when there is none). */
export function CustomerCell({ customer: c }: { customer: { name: string; companyName?: string | null; email: string } }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="sm" truncate="end">
        {c.name}
      </Text>
      <Text fz="xs" c="gray.7" truncate="end">
        {c.companyName || c.email}
      </Text>
    </Stack>
  );
}
